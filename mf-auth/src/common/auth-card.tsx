/** The frame every auth page shares: a narrow centred card with the page's heading, so sign-in, sign-up and the
 *  link pages read the same way on a phone and a desktop. */
import styled from 'styled-components';

export const Lead = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
  text-align: center;
`;

/** A row of page actions (a form's submit, "Go to dashboard"…) stacked on phones. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: center;
  }
`;

/** Secondary links under a form ("Forgot your password?", "Already have an account? Sign in"). */
export const FooterText = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The auth pages' card: the shared one-task page frame. */
export { CardPage as AuthCard, type CardPageProps as AuthCardProps } from 'shared-ui/card-page';
