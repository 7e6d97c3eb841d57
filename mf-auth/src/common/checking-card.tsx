/** The whole-page loading state of the link pages (a confirmation or token check in progress). */
import styled from 'styled-components';
import { Spinner } from 'shared-ui';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageSpinner({ label }: { label?: string }) {
  return (
    <Centre>
      <Spinner size="lg" {...(label ? { label } : {})} />
    </Centre>
  );
}
