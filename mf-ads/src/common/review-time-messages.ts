/** Texts of the review-time note used outside JSX (its accessible name). */
import { msg } from '@lingui/core/macro';

export const reviewTimeMessages = {
  label: msg({ id: 'ads.review-time.label', message: 'How long review takes' }),
};
