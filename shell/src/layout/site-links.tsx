/** The small links of docs/product.md §2 (FAQ, About, Contact, Terms, Cookie policy) as one list, which the full
 *  footer and the signed-in sidebar both render: each place styles the list it puts them in, and may word a link its
 *  own way. About, Terms and Cookie policy open the exhibition system's public site in a new tab. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PUBLIC_SITE_LINKS, ROUTES } from 'shared-contracts';
import { ExternalLink } from './external-link';

export type SiteLinkId = 'faqs' | 'about' | 'contact' | 'terms' | 'cookie-policy';

/** A page of the portal (`to`) or a page of the public site (`href`). */
export type SiteLink =
  { readonly id: SiteLinkId; readonly to: string } | { readonly id: SiteLinkId; readonly href: string };

/** In the sidebar's order; the footer names Contact before About (the order each is specified in). */
export const SITE_LINKS: readonly SiteLink[] = [
  { id: 'faqs', to: ROUTES.faqs },
  { id: 'about', href: PUBLIC_SITE_LINKS.about },
  { id: 'contact', to: ROUTES.contact },
  { id: 'terms', href: PUBLIC_SITE_LINKS.termsPrivacy },
  { id: 'cookie-policy', href: PUBLIC_SITE_LINKS.cookiePolicy },
];

function DefaultLabel({ id }: { id: Exclude<SiteLinkId, 'faqs'> }) {
  switch (id) {
    case 'about':
      return <Trans id="shell.link.about">About</Trans>;
    case 'contact':
      return <Trans id="shell.link.contact">Contact</Trans>;
    case 'terms':
      return <Trans id="shell.link.terms">Terms</Trans>;
    case 'cookie-policy':
      return <Trans id="shell.link.cookie-policy">Cookie policy</Trans>;
  }
}

/** The links as `<li>` items for the caller's own list. `faqLabel`: the footer and the sidebar each have their own
 *  message for FAQ. `onNavigate`: called when a link to a page of the portal is followed (the drawer closes). */
export const FOOTER_ORDER: readonly SiteLinkId[] = ['faqs', 'contact', 'about', 'terms', 'cookie-policy'];

export function SiteLinkItems({
  faqLabel,
  onNavigate,
  order,
}: {
  faqLabel: ReactNode;
  onNavigate?: () => void;
  /** Another order of the same links. */
  order?: readonly SiteLinkId[];
}) {
  const links = order ? order.flatMap((id) => SITE_LINKS.filter((link) => link.id === id)) : SITE_LINKS;
  return links.map((link) => {
    const label = link.id === 'faqs' ? faqLabel : <DefaultLabel id={link.id} />;
    return (
      <li key={link.id}>
        {'to' in link ? (
          <Link to={link.to} onClick={onNavigate}>
            {label}
          </Link>
        ) : (
          <ExternalLink href={link.href}>{label}</ExternalLink>
        )}
      </li>
    );
  });
}
