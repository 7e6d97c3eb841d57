/** An ad's creatives on the desk (decision 0117): with one, its banner figures as before; with a banner and title
 *  in each language, each creative labelled by its language (its title and its banner at real size), then the
 *  sketches with a switch choosing which banner they show. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { otherLanguage, type Language, type ReviewItem } from 'shared-contracts';
import { CreativeSwitch, useShownCreative } from 'shared-ui/creative-switch';
import { BannerFigures } from './banner-figures';

const Creative = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  h3 {
    margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
    overflow-wrap: anywhere;
  }
`;

type CreativeOf = {
  language: Language;
  title: string;
  bannerUrl: string;
  bannerWidth: number | null;
  bannerHeight: number | null;
};

export function creativesOfItem(item: ReviewItem): CreativeOf[] {
  const primaryLanguage = item.creativeLanguage ?? item.language;
  const primary = {
    language: primaryLanguage,
    title: item.title,
    bannerUrl: item.bannerUrl,
    bannerWidth: item.bannerWidth,
    bannerHeight: item.bannerHeight,
  };
  return item.secondCreative
    ? [primary, { language: otherLanguage(primaryLanguage), ...item.secondCreative }]
    : [primary];
}

export function CreativeFigures({ item }: { item: ReviewItem }) {
  const { t } = useLingui();
  const creatives = creativesOfItem(item);
  const [current, setShown] = useShownCreative(creatives);
  if (!current) return null;
  if (creatives.length === 1) return <BannerFigures {...current} plan={item.plan} />;
  const names: Record<Language, string> = {
    en: t({ id: 'review.creative.en', message: 'English creative' }),
    ja: t({ id: 'review.creative.ja', message: 'Japanese creative' }),
  };
  return (
    <div>
      {creatives.map((creative) => (
        <Creative key={creative.language} aria-label={names[creative.language]}>
          <h3>{names[creative.language]}</h3>
          <p>
            <Trans id="review.creative.title">Title: {creative.title}</Trans>
          </p>
          <BannerFigures {...creative} plan={item.plan} show="real-size" />
        </Creative>
      ))}
      <CreativeSwitch
        legend={<Trans id="review.creative.switch-legend">Banner in the sketches</Trans>}
        languages={creatives.map((creative) => creative.language)}
        value={current.language}
        onChange={setShown}
      />
      <BannerFigures {...current} plan={item.plan} show="scenes" />
    </div>
  );
}
