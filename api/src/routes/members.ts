/** An account's members (decision 0121): the owners' Members section (members, invitations, roles, removal, the
 *  audit trail), leaving an account, switching the session's account, and the invitation link. Who may call what
 *  is the endpoint table's `permission`, checked with the session before any handler here runs. */
import { ENDPOINTS } from 'shared-contracts/api';
import { localizeAnswer } from 'shared-contracts/answers';
import { acknowledge } from '../http/acknowledgements';
import { mailingDeps } from '../http/deps';
import { registerEndpoint } from '../http/endpoint';
import { failure, HttpError, notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { bearerToken } from '../plugins/bearer-token';
import { strictLimits } from '../plugins/rate-limit';
import { clearSessionCookies, sessionLifetimes, setSessionCookies, signedIn } from '../plugins/session';
import { advertiserRecord } from '../services/advertisers';
import * as members from '../services/members';
import { createSession } from '../services/sessions';

export const memberRoutes: RoutePlugin = async (app) => {
  const deps = mailingDeps(app);
  const { strict, strictEvenWhenStoreFails } = strictLimits(app.config);
  const { members: routes, invitations, advertisers } = ENDPOINTS;

  registerEndpoint(app, routes.list, async (request) => members.listMembers(app.db, signedIn(request)));

  registerEndpoint(
    app,
    routes.invite,
    async (request, reply) => {
      const result = await members.invite(deps, signedIn(request), request.body);
      if (!result.ok) throw failure(result.code);
      return reply.status(201).send(result.invitation);
    },
    strict,
  );

  registerEndpoint(
    app,
    routes.resendInvitation,
    async (request) => {
      const result = await members.resendInvitation(deps, signedIn(request), request.params.id);
      if (!result.ok) throw notFound();
      return result.invitation;
    },
    strict,
  );

  registerEndpoint(app, routes.revokeInvitation, async (request) => {
    const result = await members.revokeInvitation(app.db, signedIn(request), request.params.id);
    if (!result.ok) throw notFound();
    return acknowledge('invitation-revoked');
  });

  registerEndpoint(app, routes.changeRole, async (request) => {
    const me = signedIn(request);
    const result = await members.changeRole(app.db, me, request.params.id, request.body.role);
    if (!result.ok) throw result.code === 'NOT_FOUND' ? notFound() : failure(result.code);
    const { member } = result;
    return {
      id: member.personId,
      name: member.name,
      email: member.email,
      role: member.role,
      you: member.personId === me.personId,
      joinedAt: member.createdAt.toISOString(),
    };
  });

  registerEndpoint(app, routes.remove, async (request, reply) => {
    const me = signedIn(request);
    // An owner removing themselves leaves, as POST /members/leave does: the session moves to their next account.
    const result =
      request.params.id === me.personId
        ? await members.leave(app.db, me, request.sessionFamilyId)
        : await members.removeMember(app.db, me, request.params.id);
    if (!result.ok) throw result.code === 'NOT_FOUND' ? notFound() : failure(result.code);
    if ('next' in result && !result.next) clearSessionCookies(reply);
    return acknowledge('member-removed');
  });

  registerEndpoint(app, routes.leave, async (request, reply) => {
    const result = await members.leave(app.db, signedIn(request), request.sessionFamilyId);
    if (!result.ok) throw result.code === 'NOT_FOUND' ? notFound() : failure(result.code);
    if (!result.next) clearSessionCookies(reply);
    return {
      message: acknowledge('account-left').message,
      advertiser: result.next ? await advertiserRecord(app.db, result.next) : null,
    };
  });

  registerEndpoint(app, routes.audit, async (request) =>
    members.auditTrail(app.db, signedIn(request), request.query.before),
  );

  registerEndpoint(app, advertisers.switchAccount, async (request) => {
    const result = await members.switchAccount(
      app.db,
      signedIn(request),
      request.sessionFamilyId,
      request.body.accountId,
    );
    if (!result.ok) throw notFound();
    return advertiserRecord(app.db, result.member);
  });

  // --- The invitation link -------------------------------------------------------------------------------------

  registerEndpoint(
    app,
    invitations.check,
    async (request) => {
      const result = await members.checkInvitation(app.db, bearerToken(request));
      if (!result.ok) throw failure(result.code);
      return result.preview;
    },
    strict,
  );

  registerEndpoint(
    app,
    invitations.accept,
    async (request, reply) => {
      const { name, password, language, recaptchaToken } = request.body;
      const check = await app.adapters.botCheck.verify(recaptchaToken, 'signup');
      if (!check.ok) throw failure('BOT_CHECK_FAILED');
      const result = await members.acceptAsNewPerson(app.db, bearerToken(request), {
        name,
        password,
        language,
      });
      if (!result.ok) throw failure(result.code);
      setSessionCookies(reply, await createSession(app.db, result.member, sessionLifetimes(app.config)));
      return reply.status(201).send(await advertiserRecord(app.db, result.member));
    },
    strictEvenWhenStoreFails,
  );

  registerEndpoint(
    app,
    invitations.join,
    async (request) => {
      const result = await members.acceptAsSignedIn(
        app.db,
        signedIn(request),
        request.sessionFamilyId,
        bearerToken(request),
      );
      if (!result.ok)
        throw result.code === 'FORBIDDEN'
          ? new HttpError(403, 'FORBIDDEN', localizeAnswer('api.invitation-other-email'))
          : failure(result.code);
      return advertiserRecord(app.db, result.member);
    },
    strict,
  );
};
