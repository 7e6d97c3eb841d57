/** The loading state of a page area: a centred spinner that announces itself, used while a remote or the
 *  session check is on its way. */
import styled from 'styled-components';
import { Spinner } from 'shared-ui';

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageSpinner() {
  return (
    <Centre>
      <Spinner size="lg" />
    </Centre>
  );
}
