/** The review desk's operator accounts (decision 0038): the CLI adds an operator and mails a set-password link;
 *  opening it sets a password (the advertisers' rules, argon2id) and shows a new authenticator once; the first
 *  code from that authenticator spends the link and signs in. Signing in takes email, password and a current code,
 *  and every failure is the same refusal, whatever was wrong. A code is accepted once: its time step must be later
 *  than the last one the operator used. Its authenticator secrets are sealed in the database (decision 0072). The CLI
 *  can disable an operator, and every account event is written to the audit log (decision 0097). Knows nothing of
 *  HTTP; never logs a token, password, code or secret. */
import { ROUTES } from 'shared-contracts';
import type { Mailer } from '../adapters/mail/mail';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { operatorInviteMail } from '../mails/operator-mails';
import { insertAuditEntry, type AuditActor } from '../repositories/audit-log';
import * as operatorRepository from '../repositories/operators';
import { refuse, type Failure, type Outcome } from './outcome';
import {
  clearFailures,
  operatorSignInKey,
  recordFailure,
  throttleCheck,
  type SlowedDown,
} from './password-throttle';
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import { acceptedTotpStep, newTotpSecret, otpauthUri, qrCodeSvg } from './totp';
import { openTotpSecret, sealTotpSecret, totpSealingKey } from './totp-sealing';

export type OperatorRow = operatorRepository.OperatorRow;

/** How long the mailed set-password link may be used. */
export const OPERATOR_LINK_SECONDS = 72 * 3600;
/** How long an operator stays signed in (no refresh: an operator signs in again with a fresh code). */
export const OPERATOR_SESSION_SECONDS = 8 * 3600;

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

export type OperatorDeps = { db: Db; config: Config; mailer: Mailer };

const sealingKey = (config: Config) => totpSealingKey(config.totpEncryptionKey);

/** The secret of a stored value, opened with the current key or, during a key change, with a previous one, and
 *  whether it should be sealed again with the current key (it opened only with a previous key). Null when no
 *  configured key opens it, a value without the `v1.` prefix included (decision 0097). */
function openStored(
  config: Config,
  operatorId: number,
  stored: string,
): { secret: string; reseal: boolean } | null {
  const keys = [config.totpEncryptionKey, ...config.totpPreviousEncryptionKeys];
  for (const [index, key] of keys.entries()) {
    const secret = openTotpSecret(totpSealingKey(key), operatorId, stored);
    if (secret !== null) return { secret, reseal: index > 0 };
  }
  return null;
}

const openSecret = (config: Config, operatorId: number, stored: string) =>
  openStored(config, operatorId, stored)?.secret ?? null;

// --- Adding an operator (the CLI) ------------------------------------------------------------------------------

export type AddedOperator = { email: string; created: boolean; mailed: boolean };

/** Adds the operator (or re-issues an existing one's link) and mails the set-password link; the audit log records
 *  who did it, in the same transaction. A disabled operator stays disabled until the new link's enrolment. */
export async function addOperator(deps: OperatorDeps, email: string, by: AuditActor): Promise<AddedOperator> {
  const token = newToken();
  const { created } = await deps.db.transaction(async (tx) => {
    const added = await operatorRepository.upsertOperatorLink(tx, email, {
      tokenHash: hashToken(token),
      expiresAt: later(OPERATOR_LINK_SECONDS),
    });
    await insertAuditEntry(tx, {
      action: added.created ? 'operator-add' : 'operator-reinvite',
      by,
      subjectOperatorId: added.id,
    });
    return added;
  });
  const href = `${deps.config.portalOrigin}${ROUTES.reviewSetPassword}?${new URLSearchParams({ token }).toString()}`;
  const sent = await deps.mailer.send(operatorInviteMail(email, href, OPERATOR_LINK_SECONDS));
  return { email, created, mailed: sent.ok };
}

export type DisabledOperator = { email: string; sessionsEnded: number; alreadyDisabled: boolean };

/** Shuts an operator out at once (decision 0097): every session of theirs ends, their link is spent, and sign-in
 *  refuses them until `operators:add` sends a new link and they enrol again. Recorded in the audit log with the
 *  change. `NOT_FOUND` for an email that names no operator. */
export async function disableOperator(
  deps: Pick<OperatorDeps, 'db'>,
  email: string,
  by: AuditActor,
): Promise<Outcome<DisabledOperator, Failure<'NOT_FOUND'>>> {
  return deps.db.transaction(async (tx) => {
    const disabled = await operatorRepository.disableOperator(tx, email);
    if (!disabled) return refuse('NOT_FOUND');
    await insertAuditEntry(tx, { action: 'operator-disable', by, subjectOperatorId: disabled.id });
    return {
      ok: true,
      email,
      sessionsEnded: disabled.sessionsEnded,
      alreadyDisabled: disabled.alreadyDisabled,
    };
  });
}

// --- The link: password, then authenticator --------------------------------------------------------------------

export type LinkProblem = 'TOKEN_INVALID' | 'TOKEN_EXPIRED';

async function operatorOfLink(
  db: Db | Tx,
  token: string,
): Promise<Outcome<{ operator: OperatorRow }, Failure<LinkProblem>>> {
  const operator = await operatorRepository.findOperatorByLink(db, hashToken(token));
  if (!operator) return refuse('TOKEN_INVALID');
  if (!operator.linkExpiresAt || operator.linkExpiresAt.getTime() <= Date.now())
    return refuse('TOKEN_EXPIRED');
  return { ok: true, operator };
}

/** Whether a set-password link still works, so the desk explains a dead one before asking for a password. Reads
 *  only: the link is spent by enrolment, as before. */
export async function checkOperatorLink(
  db: Db,
  token: string,
): Promise<Outcome<object, Failure<LinkProblem>>> {
  const found = await operatorOfLink(db, token);
  return found.ok ? { ok: true } : found;
}

export type Enrolment = { secret: string; otpauthUri: string; qrSvg: string };

/** Stores the new password and a new authenticator secret as pending and answers the secret to show, once. The
 *  link is not spent: opening it again issues another secret and forgets this one. */
export async function setOperatorPassword(
  deps: Pick<OperatorDeps, 'db' | 'config'>,
  token: string,
  password: string,
): Promise<Outcome<{ enrolment: Enrolment }, Failure<LinkProblem>>> {
  const found = await operatorOfLink(deps.db, token);
  if (!found.ok) return found;
  const secret = newTotpSecret();
  const stored = await operatorRepository.setPendingCredentials(deps.db, hashToken(token), {
    passwordHash: await hashPassword(password.trim()),
    totpSecret: sealTotpSecret(sealingKey(deps.config), found.operator.id, secret),
  });
  if (!stored) return refuse('TOKEN_INVALID'); // the link was spent or replaced meanwhile
  const uri = otpauthUri(secret, found.operator.email);
  return { ok: true, enrolment: { secret, otpauthUri: uri, qrSvg: qrCodeSvg(uri) } };
}

export type SignedInOperator = { operator: OperatorRow; sessionToken: string; expiresAt: Date };

async function startOperatorSession(db: Db | Tx, operator: OperatorRow): Promise<SignedInOperator> {
  const sessionToken = newToken();
  const expiresAt = later(OPERATOR_SESSION_SECONDS);
  await operatorRepository.insertOperatorSession(db, {
    operatorId: operator.id,
    tokenHash: hashToken(sessionToken),
    expiresAt,
  });
  return { operator, sessionToken, expiresAt };
}

/** Confirms the pending authenticator with its current code: spends the link, puts the password and secret in
 *  place and signs the operator in. `CODE_INVALID` when the code is wrong or no password was set yet. */
export async function enrolOperator(
  deps: Pick<OperatorDeps, 'db' | 'config'>,
  token: string,
  code: string,
): Promise<Outcome<SignedInOperator, Failure<LinkProblem | 'CODE_INVALID'>>> {
  const found = await operatorOfLink(deps.db, token);
  if (!found.ok) return found;
  const stored = found.operator.pendingTotpSecret;
  const secret = stored && openSecret(deps.config, found.operator.id, stored);
  const step = secret ? acceptedTotpStep(secret, code) : null;
  if (!stored || step === null) return refuse('CODE_INVALID');
  return deps.db.transaction(async (tx) => {
    const enrolled = await operatorRepository.completeEnrolment(tx, hashToken(token), {
      totpSecret: stored,
      step,
    });
    if (!enrolled) return refuse('TOKEN_INVALID'); // another request enrolled with this link first
    // A new password and authenticator end every session signed in with the old ones.
    await operatorRepository.deleteSessionsOfOperator(tx, enrolled.id);
    const self = { operatorId: enrolled.id };
    await insertAuditEntry(tx, { action: 'enrol', by: self, subjectOperatorId: enrolled.id });
    return { ok: true, ...(await startOperatorSession(tx, enrolled)) };
  });
}

// --- Signing in and the session ---------------------------------------------------------------------------------

export type SignInInput = { email: string; password: string; code: string };

/**
 * Email, password and a code not used before. Every refusal is `INVALID_CREDENTIALS`, and the password is always
 * verified (against a decoy for an unknown email or an operator not yet enrolled), so neither the answer nor its
 * time tells which part was wrong or whether the operator exists. Failures are counted per address, registered or
 * not, from any client, as the advertisers' are (decisions 0012, 0070): from the limit on the address is refused
 * with `RATE_LIMITED` for a delay that doubles with each further failure, and a sign-in after the delay clears the
 * count.
 */
export async function signInOperator(
  deps: Pick<OperatorDeps, 'db' | 'config'>,
  input: SignInInput,
): Promise<Outcome<SignedInOperator, Failure<'INVALID_CREDENTIALS'> | SlowedDown>> {
  const key = operatorSignInKey(input.email);
  const throttle = await throttleCheck(deps.db, [key]);
  if (throttle.waitSeconds > 0)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: throttle.waitSeconds };
  const operator = await operatorRepository.findOperatorByEmail(deps.db, input.email);
  const refused = async () => {
    await recordFailure(deps.db, key, deps.config.passwordSlowDown);
    // The typed email is not kept when it names no operator: it may be a password typed in the wrong field.
    await insertAuditEntry(deps.db, {
      action: 'sign-in-failed',
      by: null,
      subjectOperatorId: operator?.id ?? null,
    });
    return refuse('INVALID_CREDENTIALS');
  };
  // A disabled operator is refused like an unknown one, after the same password check.
  const enrolled = operator?.passwordHash && operator.totpSecret && !operator.disabledAt ? operator : null;
  const passwordOk = await verifyPassword(
    enrolled?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!enrolled?.totpSecret || !passwordOk) return refused();
  const secret = openSecret(deps.config, enrolled.id, enrolled.totpSecret);
  const step = secret ? acceptedTotpStep(secret, input.code) : null;
  // A replayed code (its step already used, or an older one) is refused like a wrong one.
  if (step === null || !(await operatorRepository.takeTotpStep(deps.db, enrolled.id, step))) return refused();
  if (throttle.counted) await clearFailures(deps.db, key);
  return deps.db.transaction(async (tx) => {
    const self = { operatorId: enrolled.id };
    await insertAuditEntry(tx, { action: 'sign-in', by: self, subjectOperatorId: enrolled.id });
    return { ok: true, ...(await startOperatorSession(tx, enrolled)) };
  });
}

/** The operator of a session cookie's token, while the session lasts. */
export function findOperatorSession(db: Db, sessionToken: string): Promise<OperatorRow | null> {
  return operatorRepository.findOperatorOfSession(db, hashToken(sessionToken));
}

export function endOperatorSession(db: Db, sessionToken: string): Promise<void> {
  return operatorRepository.deleteOperatorSession(db, hashToken(sessionToken));
}

// --- Secrets at rest ---------------------------------------------------------------------------------------------

/** A stored authenticator secret that no configured key opens. Named by operator and column, never by value. */
export type UnopenableSecret = { operatorId: number; column: 'totpSecret' | 'pendingTotpSecret' };

/** Seals again with the current key every authenticator secret that opens only with a previous key (decision
 *  0075); run as the API starts, after the migrations. Safe with several instances starting at once: each secret
 *  is replaced only if it is still the value read. A value that opens with no key (sealed with a key no longer
 *  configured, or without the `v1.` prefix) is left as it is and reported: its operator cannot sign in until
 *  `operators:add` sends them a new set-password link. */
export async function sealTotpSecretsAtRest(
  deps: Pick<OperatorDeps, 'db' | 'config'>,
): Promise<{ resealed: number; unopenable: UnopenableSecret[] }> {
  const key = sealingKey(deps.config);
  let resealed = 0;
  const unopenable: UnopenableSecret[] = [];
  for (const row of await operatorRepository.storedTotpSecrets(deps.db))
    for (const column of ['totpSecret', 'pendingTotpSecret'] as const) {
      const stored = row[column];
      if (!stored) continue;
      const opened = openStored(deps.config, row.id, stored);
      if (!opened) unopenable.push({ operatorId: row.id, column });
      if (!opened?.reseal) continue;
      const to = sealTotpSecret(key, row.id, opened.secret);
      if (await operatorRepository.replaceTotpSecret(deps.db, row.id, column, { from: stored, to }))
        resealed += 1;
    }
  return { resealed, unopenable };
}

type StartLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The start-up step of app.ts: reseals, then warns once for the secrets the configured keys cannot open. The
 *  warning names operators' ids only, never a secret or a key. */
export async function checkTotpSecretsAtStart(
  deps: Pick<OperatorDeps, 'db' | 'config'>,
  log: StartLog,
): Promise<void> {
  const { resealed, unopenable } = await sealTotpSecretsAtRest(deps);
  if (resealed > 0)
    log.info(
      { resealed },
      'sealed again with TOTP_ENCRYPTION_KEY the authenticator secrets of a previous key (decision 0075)',
    );
  if (unopenable.length > 0)
    log.warn(
      { operatorIds: [...new Set(unopenable.map((entry) => entry.operatorId))] },
      'authenticator secrets that TOTP_ENCRYPTION_KEY and TOTP_ENCRYPTION_PREVIOUS_KEYS cannot open: these operators cannot sign in; check the key, or send each a new link with `pnpm admin operators:add EMAIL`',
    );
}
