/** The signed-in advertiser's own account (SPEC §7 /advertisers): who is signed in, the profile (name, interface
 *  language), changing the email or the password, and closing the account. Every call needs the session; the
 *  entries of the endpoint table bring paths and schemas, the rules live in services/advertisers.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import { acknowledge } from '../http/acknowledgements';
import { clientAddressKey } from '../http/client-address';
import { registerEndpoint } from '../http/endpoint';
import { failure, notFound, slowedDown } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { strictRateLimit } from '../plugins/rate-limit';
import { clearSessionCookies, signedIn } from '../plugins/session';
import * as accounts from '../services/advertisers';
import { closeCheckoutsOfAdvertiser } from '../services/payments';

export const accountRoutes: RoutePlugin = async (app) => {
  const deps: accounts.AccountDeps = {
    db: app.db,
    mailer: app.adapters.mailer,
    config: app.config,
    log: app.log,
  };
  const { advertisers } = ENDPOINTS;

  registerEndpoint(app, advertisers.latest, async (request) => accounts.toAdvertiser(signedIn(request)));

  registerEndpoint(app, advertisers.get, async (request) => {
    const me = signedIn(request);
    // Not 403: nobody learns whether another account exists.
    if (request.params.id !== me.id) throw notFound();
    return accounts.toAdvertiser(me);
  });

  registerEndpoint(app, advertisers.updateProfile, async (request) =>
    accounts.toAdvertiser(await accounts.updateProfile(app.db, signedIn(request).id, request.body)),
  );

  registerEndpoint(app, advertisers.changeEmail, async (request) => {
    const result = await accounts.requestEmailChange(deps, signedIn(request), request.body.newEmail);
    if (!result.ok) throw failure(result.code);
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
    // Open checkouts are expired first, so nothing of a closed account can be paid for.
    await closeCheckoutsOfAdvertiser(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: request.log },
      signedIn(request).id,
    );
    await accounts.deactivate(deps, signedIn(request));
    clearSessionCookies(reply);
    return acknowledge('account-closed');
  });
};
