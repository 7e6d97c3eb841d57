/** The account rules (the endpoint table; product.md, Sessions and links, Messages): sign-up with a confirmation link,
 *  sign-in (unconfirmed accounts get the link again), email and password changes, password reset and closing an
 *  account. Results are values carrying the shared error codes; the routes turn them into HTTP answers. Mail goes out
 *  after the data is committed. Nothing answered to a caller tells which addresses are registered
 *  (docs/decisions/0012): sign-up and forgot-password run after the answer, and wrong passwords slow down an address
 *  whether or not it has an account. */
import type { Advertiser, Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import type { Db, Tx } from '../db/client';
import {
  accountClosedMail,
  confirmEmailMail,
  emailChangeAttemptMail,
  newEmailMail,
  resetPasswordMail,
  signInSlowedDownMail,
  signUpAttemptMail,
} from '../mails/account-mails';
import { deleteAllAdsOf, lockAdStatuses } from '../repositories/ads';
import {
  findLatestMembership,
  findMember,
  findOpenAdvertiserByEmail,
  findOpenAdvertiserById,
  findOpenAdvertiserByIds,
  findOpenPersonByEmail,
  insertAdvertiser,
  isUniqueViolation,
  listAccountsOf,
  closePeopleWithoutAccounts,
  updateAccount,
  updatePerson,
  updateOpenPerson,
  type AdvertiserRow,
  type PersonChanges,
} from '../repositories/advertisers';
import type { MailingDeps } from './mailing-deps';
import { issueToken, checkToken, spendAllTokens, spendToken, type TokenProblem } from './one-time-tokens';
import {
  changePasswordAccountKey,
  changePasswordAddressKey,
  clearFailures,
  recordFailure,
  secondsUntilAllowed,
  throttleCheck,
  type SlowedDown,
  signInKey,
} from './password-throttle';
import { refuse, type Failure, type Outcome } from './outcome';
import { decoyPasswordHash, hashPassword, verifyPassword } from './secrets';
import { revokeAllSessions, revokeSessionsInAccount } from './sessions';
import { mailSite } from '../mails/render-mail';

export type AccountDeps = MailingDeps;

/** The advertiser record (decision 0121): the person in the session's account, their role there and every
 *  account they belong to (an account is named by its company, else its first owner). */
export async function advertiserRecord(db: Db | Tx, row: AdvertiserRow): Promise<Advertiser> {
  const accounts = await listAccountsOf(db, row.personId);
  const named = accounts.map((account) => ({
    id: account.id,
    name: account.companyName ?? account.ownerName,
    role: account.role,
  }));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    country: row.country,
    region: row.region,
    personId: row.personId,
    role: row.role,
    accounts: named,
  };
}

/** Mailed links name the person: their id and link id (the account's id and account_id for people of before). */
function linkIds(row: AdvertiserRow): { id: number; accountId: string } {
  return { id: row.personId, accountId: row.personLinkId };
}

/** The person of a token in their latest open account; null when they have none left. */
async function personOfToken(db: Db | Tx, personId: number): Promise<AdvertiserRow | null> {
  return findLatestMembership(db, personId);
}

async function deliver(deps: AccountDeps, message: MailMessage): Promise<void> {
  const result = await deps.mailer.send(message);
  // A refused mail is not the caller's fault: the account stays valid and every link can be sent again.
  if (!result.ok)
    deps.log.error({ reason: result.reason, subject: message.subject }, 'mail could not be sent');
}

export function findOpenByEmail(db: Db | Tx, email: string): Promise<AdvertiserRow | null> {
  return findOpenAdvertiserByEmail(db, email);
}

/** The open account a mailed link names by id and account id; both must match. */
export function findByLink(
  db: Db | Tx,
  link: { userId: number; accountId: string },
): Promise<AdvertiserRow | null> {
  return findOpenAdvertiserByIds(db, { id: link.userId, accountId: link.accountId });
}

export function findOpenById(db: Db | Tx, id: number): Promise<AdvertiserRow | null> {
  return findOpenAdvertiserById(db, id);
}

async function sendConfirmation(deps: AccountDeps, advertiser: AdvertiserRow): Promise<void> {
  const ttlSeconds = deps.config.ttl.confirmEmail;
  const token = await issueToken(deps.db, {
    personId: advertiser.personId,
    kind: 'confirm-email',
    email: advertiser.email,
    ttlSeconds,
  });
  await deliver(
    deps,
    confirmEmailMail(
      { ...advertiser, ...linkIds(advertiser) },
      { ...mailSite(deps.config), token, ttlSeconds },
    ),
  );
}

// --- Sign-up, confirmation, sign-in ----------------------------------------------------------------------------

/**
 * Sign-up, run by the route after it has answered, which it does alike for every address. A new address gets an
 * account and its confirmation link. An address with an open account gets no second account; its owner is mailed
 * that someone tried, with the way to sign in or reset the password. Both hash the password and send one mail, so
 * even the work after the answer costs the same.
 */
export async function signUp(
  deps: AccountDeps,
  input: { email: string; password: string; language: Language; timeZone: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const owner = await findOpenPersonByEmail(deps.db, input.email);
  if (owner) return tellOwnerOfSignUpAttempt(deps, owner);
  let advertiser: AdvertiserRow;
  try {
    // The account, its person and the owner membership together.
    advertiser = await deps.db.transaction((tx) =>
      insertAdvertiser(tx, {
        email: input.email,
        passwordHash,
        language: input.language,
        timeZone: input.timeZone,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent sign-up with the same address won: its owner hears of this one like any other.
    const winner = await findOpenPersonByEmail(deps.db, input.email);
    if (winner) await tellOwnerOfSignUpAttempt(deps, winner);
    return;
  }
  await sendConfirmation(deps, advertiser);
}

function tellOwnerOfSignUpAttempt(
  deps: AccountDeps,
  owner: { email: string; name: string | null; language: Language },
): Promise<void> {
  return deliver(deps, signUpAttemptMail(owner, mailSite(deps.config)));
}

export async function confirmEmail(
  deps: AccountDeps,
  token: string,
): Promise<Outcome<{ advertiser: AdvertiserRow }, Failure<TokenProblem>>> {
  const result = await deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, 'confirm-email');
    if (!spent.ok) return spent;
    const person = await updateOpenPerson(tx, spent.token.personId, { confirmedAt: new Date() });
    const advertiser = person ? await personOfToken(tx, person.id) : null;
    if (!advertiser) return refuse('TOKEN_INVALID');
    await spendAllTokens(tx, advertiser.personId, 'confirm-email');
    return { ok: true as const, advertiser };
  });
  return result;
}

export async function checkEmailId(
  db: Db,
  link: { userId: number; accountId: string },
): Promise<Outcome<{ confirmed: boolean }, Failure<'NOT_FOUND'>>> {
  const advertiser = await findByLink(db, link);
  return advertiser ? { ok: true, confirmed: advertiser.confirmedAt !== null } : refuse('NOT_FOUND');
}

export async function resendConfirmation(
  deps: AccountDeps,
  link: { userId: number; accountId: string },
): Promise<Outcome<object, Failure<'NOT_FOUND' | 'ALREADY_CONFIRMED'>>> {
  const advertiser = await findByLink(deps.db, link);
  if (!advertiser) return refuse('NOT_FOUND');
  if (advertiser.confirmedAt) return refuse('ALREADY_CONFIRMED');
  await sendConfirmation(deps, advertiser);
  return { ok: true };
}

export type SignInOutcome = Outcome<
  { advertiser: AdvertiserRow },
  | Failure<
      'INVALID_CREDENTIALS' | 'EMAIL_NOT_CONFIRMED',
      {
        /** Work for the route to run after answering (the slow-down mail), so its cost never shows. */
        afterAnswer?: () => Promise<void>;
      }
    >
  | SlowedDown
>;

/**
 * Checks an email and password. Wrong passwords are counted per address, registered or not, from any client:
 * after `passwordSlowDown.failures` of them the address is refused with RATE_LIMITED for a growing delay (never for
 * good), and the owner, if there is one, is mailed once. A right password after the delay clears the count.
 */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string },
): Promise<SignInOutcome> {
  const key = signInKey(input.email);
  const throttle = await throttleCheck(deps.db, [key]);
  if (throttle.waitSeconds > 0)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: throttle.waitSeconds };
  // The person of the address in their most recently joined account: the session's first account.
  const advertiser = await findOpenByEmail(deps.db, input.email);
  // Verify against a decoy when the email is unknown, so the answer takes as long either way.
  const valid = await verifyPassword(advertiser?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!advertiser || !valid) {
    const { startedSlowDown } = await recordFailure(deps.db, key, deps.config.passwordSlowDown);
    const afterAnswer =
      startedSlowDown && advertiser ? () => tellOwnerOfSlowDown(deps, advertiser) : undefined;
    return { ok: false, code: 'INVALID_CREDENTIALS', ...(afterAnswer ? { afterAnswer } : {}) };
  }
  if (throttle.counted) await clearFailures(deps.db, key);
  if (!advertiser.confirmedAt) {
    await sendConfirmation(deps, advertiser);
    return { ok: false, code: 'EMAIL_NOT_CONFIRMED' };
  }
  return { ok: true, advertiser };
}

function tellOwnerOfSlowDown(deps: AccountDeps, owner: AdvertiserRow): Promise<void> {
  return deliver(
    deps,
    signInSlowedDownMail(owner, {
      ...mailSite(deps.config),
      delaySeconds: deps.config.passwordSlowDown.delaySeconds,
    }),
  );
}

// --- Profile, email and password changes -----------------------------------------------------------------------

/** Changes the signed-in person's name or language (theirs in every account). */
export async function updateProfile(
  db: Db,
  me: AdvertiserRow,
  changes: { name?: string | undefined; language?: Language | undefined },
): Promise<AdvertiserRow> {
  const set: PersonChanges = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.language !== undefined) set.language = changes.language;
  if (Object.keys(set).length > 0) await updatePerson(db, me.personId, set);
  const row = await findMember(db, { advertiserId: me.id, personId: me.personId });
  if (!row) throw new Error(`member ${me.personId} of ${me.id} vanished while signed in`);
  return row;
}

async function sendNewEmailLink(
  deps: AccountDeps,
  advertiser: AdvertiserRow,
  newEmail: string,
): Promise<void> {
  const ttlSeconds = deps.config.ttl.newEmail;
  const token = await issueToken(deps.db, {
    personId: advertiser.personId,
    kind: 'new-email',
    email: newEmail,
    ttlSeconds,
  });
  await deliver(
    deps,
    newEmailMail(
      { ...advertiser, ...linkIds(advertiser), newEmail },
      { ...mailSite(deps.config), token, ttlSeconds },
    ),
  );
}

/**
 * An email change, run by the route after it has answered, which it does alike for every address (decision 0012).
 * A free address gets the confirmation link. An address another open account uses gets no link; its owner is
 * mailed that someone asked for it, as sign-up does. Both record the address as pending, so a resend later
 * answers alike too.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  advertiser: AdvertiserRow,
  newEmail: string,
): Promise<void> {
  const owner = await findOpenPersonByEmail(deps.db, newEmail);
  if (owner?.id === advertiser.personId) return; // the route refuses one's own address before answering
  await updatePerson(deps.db, advertiser.personId, { pendingEmail: newEmail });
  if (owner) return tellOwnerOfEmailChangeAttempt(deps, owner);
  await sendNewEmailLink(deps, advertiser, newEmail);
}

function tellOwnerOfEmailChangeAttempt(
  deps: AccountDeps,
  owner: { email: string; name: string | null; language: Language },
): Promise<void> {
  return deliver(deps, emailChangeAttemptMail(owner, mailSite(deps.config)));
}

export async function confirmNewEmail(
  deps: AccountDeps,
  token: string,
): Promise<Outcome<{ advertiser: AdvertiserRow }, Failure<TokenProblem | 'EMAIL_TAKEN'>>> {
  try {
    return await deps.db.transaction(async (tx) => {
      const spent = await spendToken(tx, token, 'new-email');
      if (!spent.ok) return spent;
      const person = await updateOpenPerson(tx, spent.token.personId, {
        // The token names the address it was mailed to; a later change request cannot redirect it.
        email: spent.token.email,
        pendingEmail: null,
        confirmedAt: new Date(),
      });
      const advertiser = person ? await personOfToken(tx, person.id) : null;
      if (!advertiser) return refuse('TOKEN_INVALID');
      await spendAllTokens(tx, advertiser.personId, 'new-email');
      // A reset link went to the old address: once the address changes, whoever still reads that mailbox must
      // not be able to take the account over with it.
      await spendAllTokens(tx, advertiser.personId, 'reset-password');
      return { ok: true as const, advertiser };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('EMAIL_TAKEN'); // someone signed up with it meanwhile
    throw error;
  }
}

/** Sends the pending address a fresh link. `afterAnswer` does the work once the route has answered: when the
 *  address now belongs to another account, it mails nobody (that owner heard of it when the change was asked
 *  for), and the answer is the same. */
export async function resendNewEmail(
  deps: AccountDeps,
  link: { userId: number; accountId: string },
): Promise<Outcome<{ afterAnswer: () => Promise<void> }, Failure<'NOT_FOUND' | 'ALREADY_CONFIRMED'>>> {
  const advertiser = await findByLink(deps.db, link);
  if (!advertiser) return refuse('NOT_FOUND');
  const { pendingEmail } = advertiser;
  if (!pendingEmail) return refuse('ALREADY_CONFIRMED');
  const afterAnswer = async () => {
    if (await findOpenPersonByEmail(deps.db, pendingEmail)) return;
    await sendNewEmailLink(deps, advertiser, pendingEmail);
  };
  return { ok: true, afterAnswer };
}

/**
 * Changes the password of a signed-in advertiser. Wrong current passwords are counted per account and per client
 * address (a stolen session guessing, or one address trying many sessions) and slowed down like sign-in.
 */
export async function changePassword(
  deps: AccountDeps,
  advertiser: AdvertiserRow,
  input: {
    currentPassword: string;
    newPassword: string;
    keepSessionFamily: string | null;
    clientAddress: string;
  },
): Promise<Outcome<object, Failure<'PASSWORD_INCORRECT'> | SlowedDown>> {
  const accountKey = changePasswordAccountKey(advertiser.personId);
  const keys = [accountKey, changePasswordAddressKey(input.clientAddress)];
  const wait = await secondsUntilAllowed(deps.db, keys);
  if (wait > 0) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: wait };
  if (!(await verifyPassword(advertiser.passwordHash, input.currentPassword))) {
    for (const key of keys) await recordFailure(deps.db, key, deps.config.passwordSlowDown);
    return refuse('PASSWORD_INCORRECT');
  }
  await clearFailures(deps.db, accountKey);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePerson(tx, advertiser.personId, { passwordHash });
    // Other browsers signed in with the old password are signed out; this one stays.
    await revokeAllSessions(tx, advertiser.personId, input.keepSessionFamily ?? undefined);
    // A reset link asked for earlier would otherwise undo the new password later.
    await spendAllTokens(tx, advertiser.personId, 'reset-password');
  });
  return { ok: true };
}

// --- Forgotten password ----------------------------------------------------------------------------------------

/** Mails a reset link when the email belongs to an open account; says nothing either way. The route runs it
 *  after answering, so its cost (only a registered email gets a token and a mail) never shows in response time. */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  const advertiser = await findOpenByEmail(deps.db, email);
  if (!advertiser) return;
  const ttlSeconds = deps.config.ttl.resetPassword;
  const token = await issueToken(deps.db, {
    personId: advertiser.personId,
    kind: 'reset-password',
    email,
    ttlSeconds,
  });
  await deliver(deps, resetPasswordMail(advertiser, { ...mailSite(deps.config), token, ttlSeconds }));
}

export async function validateResetToken(
  db: Db,
  token: string,
): Promise<Outcome<object, Failure<TokenProblem>>> {
  const check = await checkToken(db, token, 'reset-password');
  return check.ok ? { ok: true } : check;
}

export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string },
): Promise<Outcome<object, Failure<TokenProblem>>> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, input.token, 'reset-password');
    if (!spent.ok) return spent;
    const personId = spent.token.personId;
    // Opening the mailed link proves the mailbox, so an account that never confirmed is confirmed now.
    const person = await updateOpenPerson(tx, personId, { passwordHash, confirmedAt: new Date() });
    if (!person) return refuse('TOKEN_INVALID');
    await spendAllTokens(tx, personId, 'reset-password');
    // The mailbox is proven and the password new: a sign-in slow-down from guessed passwords has no point left.
    await clearFailures(tx, signInKey(person.email));
    await revokeAllSessions(tx, personId);
    return { ok: true as const };
  });
}

// --- Closing the account ---------------------------------------------------------------------------------------

/** Deletes every ad (active ones too, no refund: product.md, Rules shown to advertisers), signs out everywhere and
 *  closes the account, all in one transaction. The row stays for payment records; its email is free for a new sign-up.
 *  `unpaidAdIds` are the ads whose checkouts were just closed: when one of them is no longer UNPAID (its payment
 *  completed meanwhile), nothing is closed (AD_JUST_PAID), since the advertiser decided on a page that showed it
 *  unpaid. */
export async function deactivate(
  deps: AccountDeps,
  advertiser: AdvertiserRow,
  unpaidAdIds: number[] = [],
): Promise<Outcome<object, Failure<'AD_JUST_PAID'>>> {
  const closed = await deps.db.transaction(async (tx) => {
    // Locked, so a completion waits for the close and then finds its ad gone (a late payment, refunded).
    const watched = await lockAdStatuses(tx, advertiser.id, unpaidAdIds);
    if (watched.some((ad) => ad.status !== 'UNPAID')) return false;
    await deleteAllAdsOf(tx, advertiser.id);
    await revokeSessionsInAccount(tx, advertiser.id);
    const closedAt = new Date();
    await updateAccount(tx, advertiser.id, { closedAt });
    // Members left without an open account are closed too: their email is free for a new sign-up.
    await closePeopleWithoutAccounts(tx, advertiser.id, closedAt);
    return true;
  });
  if (!closed) return refuse('AD_JUST_PAID');
  await deliver(deps, accountClosedMail(advertiser, mailSite(deps.config)));
  return { ok: true };
}

/** Sets the account's time zone (an IANA name already checked); the row after, or null when the account is gone. */
export async function setTimeZone(
  db: Db,
  me: AdvertiserRow,
  timeZone: string,
): Promise<AdvertiserRow | null> {
  if (!(await updateAccount(db, me.id, { timeZone }))) return null;
  return findMember(db, { advertiserId: me.id, personId: me.personId });
}
