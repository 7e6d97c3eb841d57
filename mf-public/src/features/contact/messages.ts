/** Contact-page texts used outside JSX (the page title); everything else is inline <Trans>, and the toasts come
 *  from shared-contracts' dictionary. */
import { msg } from '@lingui/core/macro';

export const contactMessages = {
  pageTitle: msg({ id: 'public.contact.page-title', message: 'Contact us' }),
};
