/** Everything the account page reads when it opens (billing details, mail preferences, time zone, and for an owner
 *  the members and their activity), for tests that are about something else on the page. */
import { serveBillingDetails } from './billing-details';
import { serveMailPreferences } from './mail-preferences';
import { serveMembers } from './members';
import { serveTimeZone } from './time-zone';

export function serveAccountReads() {
  return [
    serveBillingDetails(),
    ...serveMailPreferences().handlers,
    ...serveTimeZone().handlers,
    ...serveMembers().handlers,
  ];
}
