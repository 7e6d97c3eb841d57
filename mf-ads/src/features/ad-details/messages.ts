/** Texts of the ad details page used outside JSX (page title, image description). Toasts and status labels are
 *  shared with the rest of the portal and come from shared-contracts. */
import { msg } from '@lingui/core/macro';

export const adDetailsMessages = {
  pageTitle: msg({ id: 'ads.details.page-title', message: 'Ad details' }),
  imageAlt: msg({ id: 'ads.details.image-alt', message: 'Banner of {title}' }),
};
