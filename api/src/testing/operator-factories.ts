/** Test helpers for the review desk's operators (decision 0038): an operator added through the CLI's route, the
 *  set-password link read from the outbox, and an operator enrolled and signed in through the real HTTP flow, with
 *  an agent that keeps the `portal_operator` cookie like a browser. */
import { eq } from 'drizzle-orm';
import { ROUTES } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { operators } from '../db/schema';
import type { App } from '../http/types';
import { OPERATOR_COOKIE } from '../plugins/operator-session';
import { insertOperatorSession } from '../repositories/operators';
import { OPERATOR_SESSION_SECONDS } from '../services/operators';
import { hashToken, newToken } from '../services/secrets';
import { newTotpSecret, totpCode } from '../services/totp';
import { sealTotpSecret, totpSealingKey } from '../services/totp-sealing';
import type { AdTestApp } from './ad-factories';
import { operatorClient } from './ad-factories';
import { createAgent, latestLink, uniqueEmail, type Agent } from './build-test-app';

export const OPERATOR_PASSWORD = 'Review-desk-7!';

/** `pnpm admin operators:add EMAIL` in-process; the token of the link it mailed. */
export async function addOperator(t: AdTestApp, email: string): Promise<string> {
  const client = await operatorClient(t);
  const added = await client.addOperator(email);
  if (!added.ok) throw new Error(`operators:add refused: ${added.message}`);
  const link = await latestLink(t.app, email, ROUTES.reviewSetPassword);
  const token = link.searchParams.get('token');
  if (!token) throw new Error('the set-password link has no token');
  return token;
}

export type EnrolledOperator = { agent: Agent; email: string; secret: string; password: string };

/** An operator who set a password, enrolled an authenticator and is signed in (the agent holds the cookie). */
export async function enrolledOperator(
  t: AdTestApp,
  email = uniqueEmail('operator'),
): Promise<EnrolledOperator> {
  const token = await addOperator(t, email);
  const agent = createAgent(t.app);
  const set = await agent.inject({
    method: 'POST',
    url: `/api${ENDPOINTS.operatorAuth.setPassword.path}`,
    payload: { token, password: OPERATOR_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set password answered ${set.statusCode}`);
  const { secret } = (set.json() as { enrolment: { secret: string } }).enrolment;
  const enrolled = await agent.inject({
    method: 'POST',
    url: `/api${ENDPOINTS.operatorAuth.enrol.path}`,
    payload: { token, code: totpCode(secret) },
  });
  if (enrolled.statusCode !== 200) throw new Error(`enrol answered ${enrolled.statusCode}`);
  return { agent, email, secret, password: OPERATOR_PASSWORD };
}

/** The code of the next 30-second step: accepted right after a code of the current step was used. */
export function nextStepCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}

/** An enrolled operator inserted directly, and a function giving the cookie of a new session of theirs (for suites
 *  that only need to get past the desk's session check, such as the hostile-input suite). */
export async function operatorSessions(app: App): Promise<() => Promise<Record<string, string>>> {
  const [operator] = await app.db
    .insert(operators)
    .values({ email: uniqueEmail('operator'), enrolledAt: new Date() })
    .returning({ id: operators.id });
  if (!operator) throw new Error('insert returned no operator');
  const secret = sealTotpSecret(totpSealingKey(app.config.totpEncryptionKey), operator.id, newTotpSecret());
  await app.db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, operator.id));
  return async () => {
    const token = newToken();
    await insertOperatorSession(app.db, {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + OPERATOR_SESSION_SECONDS * 1000),
    });
    return { [OPERATOR_COOKIE]: token };
  };
}
