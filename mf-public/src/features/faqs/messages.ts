/** FAQ-page texts used outside JSX (the page title, the loading label); everything else is inline <Trans>. */
import { msg } from '@lingui/core/macro';

export const faqsMessages = {
  pageTitle: msg({ id: 'public.faqs.page-title', message: 'Frequently asked questions' }),
  loading: msg({ id: 'public.faqs.loading', message: 'Loading the questions' }),
};
