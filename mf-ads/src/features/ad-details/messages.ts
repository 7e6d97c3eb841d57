/** Texts of the ad details page used outside JSX (page title, image description, the Results section's range
 *  names, chart labels and toasts). Status labels and shared toasts come from shared-contracts. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language, Placement, StatsRange } from 'shared-contracts';

export const adDetailsMessages = {
  pageTitle: msg({ id: 'ads.details.page-title', message: 'Ad details' }),
  imageAlt: msg({ id: 'ads.details.image-alt', message: 'Banner of {title}' }),
};

export const RANGE_LABELS: Record<StatsRange, MessageDescriptor> = {
  '7d': msg({ id: 'ads.results.range.7d', message: 'Last 7 days' }),
  '30d': msg({ id: 'ads.results.range.30d', message: 'Last 30 days' }),
  run: msg({ id: 'ads.results.range.run', message: 'Whole run' }),
};

export const PLACEMENT_LABELS: Record<Placement, MessageDescriptor> = {
  lobby: msg({ id: 'ads.results.placement.lobby', message: 'Lobby' }),
  exhibition: msg({ id: 'ads.results.placement.exhibition', message: 'Exhibition' }),
};

/** The creative a count was served with, by its language (the table's column groups). */
export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  en: msg({ id: 'ads.results.language.en', message: 'English banner' }),
  ja: msg({ id: 'ads.results.language.ja', message: 'Japanese banner' }),
};

export const resultsMessages = {
  loading: msg({ id: 'ads.results.loading', message: 'Loading results' }),
  chartDescription: msg({
    id: 'ads.results.chart-description-zone',
    message:
      'Chart of impressions, clicks and click-through rate per day ({timeZone}). The table below lists the same numbers.',
  }),
  date: msg({ id: 'ads.results.chart.date', message: 'Date' }),
  periodTotal: msg({ id: 'ads.results.chart.period-total', message: 'Period total' }),
  impressions: msg({ id: 'ads.results.chart.impressions', message: 'Impressions' }),
  clicks: msg({ id: 'ads.results.chart.clicks', message: 'Clicks' }),
  ctr: msg({ id: 'ads.results.chart.ctr', message: 'CTR' }),
  downloadFailed: msg({
    id: 'ads.results.download-failed',
    message: 'The CSV download has failed. Please try again.',
  }),
};
