/** The cookie consent banner (product.md, Pages: the cookie banner): accept all, reject (necessary only), or choose by
 *  category, with the policy version date and a link to the cookie policy. It is a labelled region early in the page's
 *  tab order and takes focus only when someone opens it from Cookie settings. Loaded lazily, only when there is
 *  something to ask; klaro follows when the visitor opens the choice or decides (decision 0029). */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { Trans } from '@lingui/react/macro';
import {
  COOKIE_CATEGORIES,
  POLICY_VERSION_DATE,
  PUBLIC_SITE_LINKS,
  formatDate,
  type CookieCategory,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import { ExternalLink } from '../layout/external-link';
import { consentController, type ConsentController } from './consent-manager';
import type { ConsentChoice } from './consent-record';
import { consentSettingsRequests } from './consent-state';
import { BANNER_MARK, dropKeptBanner } from '../prerendered/take-over';

const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  /* Above the sticky top bar, below the drawer and any dialog: a modal on screen stays on top of it. */
  z-index: ${({ theme }) => theme.zIndices.sticky + 50};
  max-width: 720px;
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  margin: 0 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Categories = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Category = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function CategoryText({ category }: { category: CookieCategory }) {
  switch (category) {
    case 'necessary':
      return (
        <Trans id="shell.consent.necessary.description">
          Needed for signing in, security and remembering your language. Always on.
        </Trans>
      );
    case 'analytics':
      return (
        <Trans id="shell.consent.analytics.description">
          Counts page views so we can improve the portal. The counts stay in your browser and are not shared.
        </Trans>
      );
    case 'targeting':
      return (
        <Trans id="shell.consent.targeting.description">
          Would let us tailor offers to your interests. We use no targeting services today; your choice is
          kept for when we do.
        </Trans>
      );
  }
}

function CategoryName({ category }: { category: CookieCategory }) {
  switch (category) {
    case 'necessary':
      return <Trans id="shell.consent.necessary">Necessary</Trans>;
    case 'analytics':
      return <Trans id="shell.consent.analytics">Analytics</Trans>;
    case 'targeting':
      return <Trans id="shell.consent.targeting">Targeting</Trans>;
  }
}

type View = 'hidden' | 'banner' | 'settings';

/** The CSS variable the toast container rises by (toast-container.tsx), so no toast covers the banner's buttons. */
export const CONSENT_BANNER_SPACE = '--consent-banner-space';

/** A ref for the banner that keeps CONSENT_BANNER_SPACE at the height it takes from the bottom of the window (its
 *  box, the gap under it and a gap above it) while it is shown, and removes it when it goes. */
function reserveSpaceForToasts(banner: HTMLElement | null): (() => void) | undefined {
  if (!banner) return undefined;
  const root = document.documentElement;
  const measure = () => {
    const box = banner.getBoundingClientRect();
    const space = Math.max(0, window.innerHeight - box.top) + 8;
    root.style.setProperty(CONSENT_BANNER_SPACE, `${Math.round(space)}px`);
  };
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(banner);
  window.addEventListener('resize', measure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty(CONSENT_BANNER_SPACE);
  };
}

export function ConsentBanner({
  createController = consentController,
}: {
  createController?: () => ConsentController;
}) {
  const { language } = useShellServices();
  const [consent] = useState(createController);
  const [view, setView] = useState<View>(() => (consent.hasDecision() ? 'hidden' : 'banner'));
  const [choice, setChoice] = useState<ConsentChoice>(() => consent.choice());
  const requests = useStore(consentSettingsRequests, (state) => state.requests);
  const seenRequests = useRef(0);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const openedOnRequest = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (requests === seenRequests.current) return;
    seenRequests.current = requests;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedOnRequest.current = true;
    setChoice(consent.choice());
    setView('settings');
  }, [requests, consent]);

  useEffect(() => {
    if (view !== 'hidden' && openedOnRequest.current) heading.current?.focus();
  }, [view]);

  useEffect(() => {
    if (view === 'settings') consent.prepare();
  }, [view, consent]);

  // The banner kept after a prerendered picture (decision 0130) gives way to this one.
  useLayoutEffect(() => dropKeptBanner(), []);

  function finish(decide: () => void) {
    decide();
    setView('hidden');
    if (openedOnRequest.current) returnFocus.current?.focus();
    openedOnRequest.current = false;
  }

  if (view === 'hidden') return null;
  const policyDate = formatDate(POLICY_VERSION_DATE, language.current);

  return (
    <Region aria-labelledby={headingId} ref={reserveSpaceForToasts} {...{ [BANNER_MARK]: '' }}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <Trans id="shell.consent.title">Cookies on this portal</Trans>
      </h2>
      <p>
        <Trans id="shell.consent.body">
          We use necessary cookies to make the portal work. With your permission we would also use analytics
          and targeting cookies. You can accept all, reject all but the necessary ones, or choose by category.
        </Trans>
      </p>
      <p>
        <Trans id="shell.consent.policy">
          Cookie policy last updated {policyDate}.{' '}
          <ExternalLink href={PUBLIC_SITE_LINKS.cookiePolicy}>Read the cookie policy</ExternalLink>
        </Trans>
      </p>
      {view === 'settings' ? (
        <Categories>
          <legend>
            <Trans id="shell.consent.categories">Cookie categories</Trans>
          </legend>
          {COOKIE_CATEGORIES.map((category) => (
            <Category key={category}>
              <input
                id={`${headingId}-${category}`}
                type="checkbox"
                checked={category === 'necessary' || choice[category]}
                disabled={category === 'necessary'}
                aria-describedby={`${headingId}-${category}-text`}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              <label htmlFor={`${headingId}-${category}`}>
                <CategoryName category={category} />
              </label>
              <p id={`${headingId}-${category}-text`}>
                <CategoryText category={category} />
              </p>
            </Category>
          ))}
        </Categories>
      ) : null}
      <Actions>
        <Button type="button" size="sm" onClick={() => finish(consent.acceptAll)}>
          <Trans id="shell.consent.accept-all">Accept all</Trans>
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => finish(consent.rejectAll)}>
          <Trans id="shell.consent.reject">Reject all (necessary only)</Trans>
        </Button>
        {view === 'settings' ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => finish(() => consent.save(choice))}
          >
            <Trans id="shell.consent.save">Save my choices</Trans>
          </Button>
        ) : (
          <Button type="button" size="sm" variant="text" onClick={() => setView('settings')}>
            <Trans id="shell.consent.choose">Choose by category</Trans>
          </Button>
        )}
      </Actions>
    </Region>
  );
}
