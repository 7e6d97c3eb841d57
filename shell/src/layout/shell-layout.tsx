/** The frame every page shares (product.md, Pages): skip link, cookie consent, sticky top bar, the signed-in sidebar (a
 *  drawer on small screens), the page in <main>, and the regular footer, or on auth pages (layout auth-minimal in
 *  the route manifest) the minimal footer, no sidebar and the language choice in the top bar, which the home page
 *  offers there too. The review desk's pages offer nothing of an advertiser's. Remote pages render
 *  inside; when one fails the frame stays. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ROUTES } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { theme } from 'shared-ui';
import { ConsentHost } from '../consent/consent-host';
import { routeIn, useManifestState } from '../remotes/runtime-routes';
import { ToastHost } from '../toast/toast-host';
import { Drawer } from './drawer';
import { Footer, MinimalFooter } from './footer';
import { RouteChangeEffects } from './route-change-effects';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Body = styled.div`
  display: flex;
  flex: 1 0 auto;
  width: 100%;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }

  &:focus,
  h1[tabindex='-1']:focus {
    outline: none;
  }
`;

/** Closes the drawer when the screen grows past the breakpoint, where the sidebar takes over. */
function useCloseOnLargeScreen(open: boolean, close: () => void, query: string) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const onChange = () => {
      if (media.matches) close();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, close, query]);
}

export function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { session } = useShellServices();
  const { advertiser } = session.useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const route = routeIn(useManifestState(), pathname);
  const authPage = route?.layout === 'auth-minimal';
  // The operators' review desk is no advertiser's page: nothing in its frame offers an advertiser's sign-in,
  // sign-up, dashboard or menu (docs/product.md "Review desk").
  const deskPage = route?.remote === 'mf_review';
  const signedIn = advertiser !== null;
  const withSidebar = signedIn && !authPage && !deskPage;
  useCloseOnLargeScreen(drawerOpen, closeDrawer, `(min-width: ${theme.breakpoints.md})`);

  return (
    <Page>
      <SkipLink />
      <ConsentHost />
      <RouteChangeEffects />
      <TopBar
        signedIn={signedIn}
        hasMenu={withSidebar}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
        menuButtonRef={menuButton}
        showLanguage={authPage || pathname === ROUTES.home}
        advertiserActions={!deskPage}
      />
      {withSidebar && drawerOpen ? <Drawer onClose={closeDrawer} returnFocusTo={menuButton} /> : null}
      <Body>
        {withSidebar ? <Sidebar /> : null}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {authPage ? <MinimalFooter /> : <Footer offerSignIn={!signedIn && !deskPage} />}
      <ToastHost />
    </Page>
  );
}
