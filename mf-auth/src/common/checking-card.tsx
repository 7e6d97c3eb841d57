/** The loading state of the mailed-link pages while their link is checked or used: the page's card with its heading
 *  at once, and a spinner where the answer will show. The heading is there from the first render, so the shell's
 *  server can prerender the page as it first shows for every link of its kind (decision 0086). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { AuthCard } from './auth-card';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.primary};
`;

/** `label` names the spinner for assistive technology; without it, the spinner's own "Loading". */
export function CheckingCard({ title, label }: { title: ReactNode; label?: string }) {
  return (
    <AuthCard title={title}>
      <Centre>
        <Spinner size="lg" {...(label ? { label } : {})} />
      </Centre>
    </AuthCard>
  );
}
