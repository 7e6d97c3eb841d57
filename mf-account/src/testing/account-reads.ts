/** Everything the account page reads when it opens (billing details, mail preferences), for tests that are about
 *  something else on the page. */
import { serveBillingDetails } from './billing-details';
import { serveMailPreferences } from './mail-preferences';

export function serveAccountReads() {
  return [serveBillingDetails(), ...serveMailPreferences().handlers];
}
