/** The signed-in advertiser's mail preferences (product.md, Weekly results): read, and turn the weekly results
 *  mail on or off. The rules live in services/mail-preferences.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import { mailPreferencesOf, setWeeklyResults } from '../services/mail-preferences';

export const mailPreferenceRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.advertisers.mailPreferences, async (request) =>
    mailPreferencesOf(signedIn(request)),
  );

  registerEndpoint(app, ENDPOINTS.advertisers.updateMailPreferences, async (request) =>
    setWeeklyResults(app.db, signedIn(request), request.body.weeklyResults),
  );
};
