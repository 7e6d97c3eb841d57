/** The signed-in advertiser's own account (the /advertisers calls of the endpoint table): who is signed in, the profile
 *  (name, interface language), the time zone, changing the email or the password, and closing the account. Every call
 *  needs the session; the entries of the endpoint table bring paths and schemas, the rules live in
 *  services/advertisers.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import { mailingDeps } from '../http/deps';
import { acknowledge } from '../http/acknowledgements';
import { clientAddressKey } from '../http/client-address';
import { registerEndpoint } from '../http/endpoint';
import { failure, httpError, notFound, slowedDown } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { changeEmailLimits, strictRateLimit } from '../plugins/rate-limit';
import { clearSessionCookies, signedIn } from '../plugins/session';
import * as accounts from '../services/advertisers';
import { closeCheckoutsOfAdvertiser } from '../services/payments';

export const accountRoutes: RoutePlugin = async (app) => {
  const deps = mailingDeps(app);
  const { advertisers } = ENDPOINTS;

  registerEndpoint(app, advertisers.latest, async (request) =>
    accounts.advertiserRecord(app.db, signedIn(request)),
  );

  registerEndpoint(app, advertisers.timeZone, async (request) => ({ timeZone: signedIn(request).timeZone }));

  // The zone is checked (and spelled as the runtime spells it) by the body's schema.
  registerEndpoint(app, advertisers.updateTimeZone, async (request) => {
    const changed = await accounts.setTimeZone(app.db, signedIn(request), request.body.timeZone);
    if (!changed) throw notFound();
    return { timeZone: changed.timeZone };
  });

  registerEndpoint(app, advertisers.get, async (request) => {
    const me = signedIn(request);
    // Not 403: nobody learns whether another account exists.
    if (request.params.id !== me.id) throw notFound();
    return accounts.advertiserRecord(app.db, me);
  });

  registerEndpoint(app, advertisers.updateProfile, async (request) =>
    accounts.advertiserRecord(app.db, await accounts.updateProfile(app.db, signedIn(request), request.body)),
  );

  const limitChangeEmail = changeEmailLimits(app, app.config);
  registerEndpoint(app, advertisers.changeEmail, async (request, reply) => {
    const me = signedIn(request);
    const { newEmail } = request.body;
    const wait = await limitChangeEmail(request, { advertiserId: me.personId, newEmail });
    if (wait) throw slowedDown(reply, wait);
    // One's own address tells nothing about anybody else's.
    if (newEmail === me.email) throw failure('EMAIL_TAKEN');
    // Answered alike for a free address and one another account uses (decision 0012): the lookup, the link or the
    // owner's mail all happen after the answer.
    app.afterResponse.schedule(reply, 'change-email', () => accounts.requestEmailChange(deps, me, newEmail));
    return acknowledge('verification-link-sent');
  });

  registerEndpoint(
    app,
    advertisers.changePassword,
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const result = await accounts.changePassword(deps, signedIn(request), {
        currentPassword,
        newPassword,
        keepSessionFamily: request.sessionFamilyId,
        clientAddress: clientAddressKey(request),
      });
      if (!result.ok && result.code === 'RATE_LIMITED') throw slowedDown(reply, result);
      if (!result.ok) throw failure(result.code);
      return acknowledge('password-changed');
    },
    { config: strictRateLimit(app.config) },
  );

  registerEndpoint(app, advertisers.deactivate, async (request, reply) => {
    // Open checkouts are expired first, so nothing of a closed account can be paid for. One paid meanwhile in
    // another tab stops the close: its page showed the ad unpaid, and closing would delete it without a refund.
    const checkouts = await closeCheckoutsOfAdvertiser(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: request.log },
      signedIn(request).id,
    );
    if (checkouts.paid) throw httpError(409, 'CONFLICT', 'api.account-ad-just-paid');
    const result = await accounts.deactivate(deps, signedIn(request), checkouts.adIds);
    if (!result.ok) throw httpError(409, 'CONFLICT', 'api.account-ad-just-paid');
    clearSessionCookies(reply);
    return acknowledge('account-closed');
  });
};
