/** Texts of the application and resubmission pages that are used outside JSX (page titles, toasts, option
 *  labels). Texts shared with the API (validation, common toasts, plan labels) come from shared-contracts. */
import { msg } from '@lingui/core/macro';

export const applicationMessages = {
  pageTitle: msg({ id: 'ads.application.page-title', message: 'Apply for an ad' }),
  resubmitPageTitle: msg({ id: 'ads.resubmit.page-title', message: 'Resubmit your ad' }),
  savedUnpaid: msg({
    id: 'ads.application.toast.saved-unpaid',
    message:
      'Your ad has been saved with the status Failed Payment, but the payment page could not be opened. You can pay for it from its details page.',
  }),
  pricePerMonth: msg({ id: 'ads.plan.price-per-month', message: '{price} / month' }),
  selectRegion: msg({
    id: 'ads.application.region-placeholder',
    message: 'Select your province or territory',
  }),
  selectCountry: msg({ id: 'ads.application.country-placeholder', message: 'Select your country' }),
  imagePreview: msg({ id: 'ads.image.preview-alt', message: 'Preview of your ad image' }),
  currentImage: msg({ id: 'ads.image.current-alt', message: 'Your current ad image' }),
};
