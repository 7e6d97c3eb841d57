/** What the details page tells about an ad (product.md, Pages): the banner at about 728x114, then title, link,
 *  its campaign tags and the address visitors open (product.md, Tracking links), plan, duration in months and the
 *  start and end dates in the language's date format, then the banner inside the lobby and exhibition sketches of
 *  its plan. */
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  AD_PREVIEW_HEIGHT,
  AD_PREVIEW_WIDTH,
  PLAN_CATALOGUE,
  formatDate,
  creativesOf,
  formatDuration,
  type Ad,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { taggedLinkUrl } from 'shared-contracts/api';
import { useLocalizedText } from 'shared-ui';
import { CreativesInPlace } from '../../common/banner-in-place';
import { adDetailsMessages } from './messages';

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  max-width: ${AD_PREVIEW_WIDTH}px;
  height: auto;
  aspect-ratio: ${AD_PREVIEW_WIDTH} / ${AD_PREVIEW_HEIGHT};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.neutralSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const SecondThumbnail = styled(Thumbnail)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8em, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const LanguageTag = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function LanguageOf({ language }: { language: 'en' | 'ja' }) {
  return (
    <LanguageTag>
      {' '}
      {language === 'ja' ? (
        <Trans id="ads.details.in-japanese">(Japanese)</Trans>
      ) : (
        <Trans id="ads.details.in-english">(English)</Trans>
      )}
    </LanguageTag>
  );
}

export function AdSummary({ ad }: { ad: Ad }) {
  const { language } = useShellServices();
  const { i18n } = useLingui();
  const lang = language.current;
  const text = useLocalizedText(lang);
  // Where a click opens (product.md, Tracking links): the link with its campaign tags, as the API redirects.
  const opens = ad.campaignName === null ? null : taggedLinkUrl(ad.linkUrl, ad.campaignName);
  const creatives = creativesOf({
    ...ad,
    creativeLanguage: ad.creativeLanguage ?? ad.language,
  });
  const second = creatives[1];
  const first = creatives[0];
  return (
    <>
      <Thumbnail
        src={ad.imageUrl}
        alt={i18n._({ ...adDetailsMessages.imageAlt, values: { title: ad.title } })}
        width={AD_PREVIEW_WIDTH}
        height={AD_PREVIEW_HEIGHT}
      />
      {second ? (
        <SecondThumbnail
          src={second.imageUrl}
          alt={i18n._({ ...adDetailsMessages.imageAlt, values: { title: second.title } })}
          width={AD_PREVIEW_WIDTH}
          height={AD_PREVIEW_HEIGHT}
        />
      ) : null}
      <Facts>
        <dt>
          <Trans id="ads.details.title-label">Ad title</Trans>
        </dt>
        <dd>
          {ad.title}
          {second && first ? <LanguageOf language={first.language} /> : null}
        </dd>
        {second ? (
          <>
            <dt>
              <Trans id="ads.details.second-title-label">Ad title in the other language</Trans>
            </dt>
            <dd>
              {second.title}
              <LanguageOf language={second.language} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans id="ads.details.link-url">Link URL</Trans>
        </dt>
        <dd>
          <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer">
            {ad.linkUrl}
          </a>
        </dd>
        <dt>
          <Trans id="ads.details.campaign-tags">Campaign tags</Trans>
        </dt>
        <dd>
          {ad.campaignName === null ? (
            <Trans id="ads.details.campaign-tags-off">Off</Trans>
          ) : (
            <Trans id="ads.details.campaign-tags-on">On, campaign name {ad.campaignName}</Trans>
          )}
        </dd>
        {opens ? (
          <>
            <dt>
              <Trans id="ads.details.final-url">Visitors open</Trans>
            </dt>
            <dd>
              <a href={opens} target="_blank" rel="noopener noreferrer">
                {opens}
              </a>
            </dd>
          </>
        ) : null}
        <dt>
          <Trans id="ads.details.plan">Plan</Trans>
        </dt>
        <dd>{text(PLAN_CATALOGUE[ad.plan].label)}</dd>
        <dt>
          <Trans id="ads.details.duration">Duration</Trans>
        </dt>
        <dd>{formatDuration(ad.duration, lang)}</dd>
        <dt>
          <Trans id="ads.details.start-date">Start date</Trans>
        </dt>
        <dd>{formatDate(ad.startDate, lang)}</dd>
        <dt>
          <Trans id="ads.details.end-date">End date</Trans>
        </dt>
        <dd>{formatDate(ad.endDate, lang)}</dd>
      </Facts>
      <CreativesInPlace plan={ad.plan} creatives={creatives} />
    </>
  );
}
