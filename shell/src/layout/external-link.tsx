/** A link to the art show's public site: opens in a new tab without handing it our window (noopener noreferrer),
 *  and says so to screen-reader users, who would not otherwise know a tab opened. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from 'shared-ui';

export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden>
        {' '}
        <Trans id="shell.link.new-tab">(opens in a new tab)</Trans>
      </VisuallyHidden>
    </a>
  );
}
