/** The ad's link as the reviewer must check it (issue 12): the whole URL, the domain spelled out in Unicode in a
 *  large monospace face, and a visible warning when the host is punycode or the title names another domain. With
 *  campaign tags (product.md, Tracking links) the link is the address visitors open, tags included, with the
 *  advertiser's link and the campaign name beside it, so what is approved is what is followed. The URL opens in a
 *  new tab without the desk as its opener; a link that is not http(s) is shown, never linked. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewItem } from 'shared-contracts';
import { taggedLinkUrl } from 'shared-contracts/api';
import { LINK_WARNING_TEXTS } from './messages';

const Domain = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Warnings = styled.ul`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

type LinkFactsProps = Pick<ReviewItem, 'linkUrl' | 'campaignName' | 'linkDomain' | 'linkWarnings'>;

function Link({ url }: { url: string }) {
  return isWebLink(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    <>{url}</>
  );
}

export function LinkFacts({ linkUrl, campaignName, linkDomain, linkWarnings }: LinkFactsProps) {
  const { i18n, t } = useLingui();
  const opens = campaignName === null ? null : taggedLinkUrl(linkUrl, campaignName);
  return (
    <>
      {opens ? (
        <>
          <dt>
            <Trans id="review.item.final-url">Link visitors open (with campaign tags)</Trans>
          </dt>
          <dd>
            <Link url={opens} />
          </dd>
          <dt>
            <Trans id="review.item.advertiser-link">Advertiser’s link</Trans>
          </dt>
          <dd>
            <Link url={linkUrl} />
          </dd>
          <dt>
            <Trans id="review.item.campaign-name">Campaign name</Trans>
          </dt>
          <dd>{campaignName}</dd>
        </>
      ) : (
        <>
          <dt>
            <Trans id="review.item.link-url">Link URL</Trans>
          </dt>
          <dd>
            <Link url={linkUrl} />
          </dd>
        </>
      )}
      <dt>
        <Trans id="review.item.link-domain">Link domain</Trans>
      </dt>
      <dd>
        <Domain>{linkDomain}</Domain>
        {linkWarnings.length > 0 ? (
          <Warnings aria-label={t({ id: 'review.item.warnings', message: 'Link warnings' })}>
            {linkWarnings.map((warning) => (
              <li key={warning}>
                <strong>
                  <Trans id="review.item.warning-label">Warning:</Trans>
                </strong>{' '}
                {i18n._(LINK_WARNING_TEXTS[warning])}
              </li>
            ))}
          </Warnings>
        ) : null}
      </dd>
    </>
  );
}
