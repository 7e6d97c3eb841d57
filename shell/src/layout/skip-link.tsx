/** The first focusable element: lets keyboard users jump past the top bar and sidebar to the page itself. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus without touching the URL, so the router sees no navigation.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      <Trans id="shell.skip-link">Skip to main content</Trans>
    </Link>
  );
}
