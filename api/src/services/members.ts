/** An account's members (decision 0121): the members and invitations owners manage, accepting an invitation as a
 *  new person or as a signed-in one, leaving, switching the session's account, and the account's audit trail.
 *  An account always keeps at least one owner: every change that would leave none is refused with LAST_OWNER, with
 *  the account's owners locked so two changes at once cannot both pass. Knows nothing of HTTP. */
import type {
  AccountAudit,
  Invitation,
  InvitationPreview,
  Language,
  Member,
  Members,
  Role,
} from 'shared-contracts';
import { ACCOUNT_AUDIT_PAGE, INVITATION_DAYS } from 'shared-contracts/api';
import type { Db, Tx } from '../db/client';
import { invitationMail } from '../mails/member-mails';
import { mailSite } from '../mails/render-mail';
import {
  closePersonWithoutAccounts,
  findLatestMembership,
  findMember,
  findOpenAdvertiserById,
  findOpenPersonByEmail,
  findOpenPersonById,
  insertMembership,
  insertPerson,
  isUniqueViolation,
  listMembersOf,
  type AdvertiserRow,
} from '../repositories/advertisers';
import * as repo from '../repositories/members';
import type { MailingDeps } from './mailing-deps';
import { refuse, type Failure, type Outcome } from './outcome';
import { hashPassword, hashToken, newToken } from './secrets';
import { revokeFamily, revokeSessionsInAccount, switchFamilyAccount } from './sessions';

export type MemberDeps = MailingDeps;

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString();

/** Records on the account's audit trail what a member (`me`) did in it, to what, and with which role if one. */
export function recordBy(
  db: Db | Tx,
  me: AdvertiserRow,
  action: repo.AuditEntry['action'],
  subject?: repo.AuditEntry['subject'],
  role?: repo.AuditEntry['role'],
): Promise<void> {
  return repo.insertAudit(db, {
    advertiserId: me.id,
    actor: { personId: me.personId, name: me.name, email: me.email },
    action,
    ...(subject ? { subject } : {}),
    ...(role ? { role } : {}),
  });
}

function toMember(row: AdvertiserRow, me: AdvertiserRow): Member {
  return {
    id: row.personId,
    name: row.name,
    email: row.email,
    role: row.role,
    you: row.personId === me.personId,
    joinedAt: iso(row.createdAt),
  };
}

function toInvitation(row: repo.InvitationRow, invitedBy: string | null, now = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    sentAt: iso(row.sentAt),
    expiresAt: iso(row.expiresAt),
    expired: row.expiresAt <= now,
  };
}

/** The account's display name: its company, else its first owner's name. */
async function accountName(db: Db | Tx, advertiserId: number): Promise<string | null> {
  const owner = await findOpenAdvertiserById(db, advertiserId);
  return owner?.companyName ?? owner?.name ?? null;
}

export async function listMembers(db: Db, me: AdvertiserRow): Promise<Members> {
  const members = await listMembersOf(db, me.id);
  const invitations = await repo.listOpenInvitations(db, me.id);
  return {
    members: members.map((row) => toMember(row, me)),
    invitations: invitations.map(({ invitation, invitedBy }) => toInvitation(invitation, invitedBy)),
  };
}

// --- Invitations ---------------------------------------------------------------------------------------------------

async function sendInvitation(
  deps: MemberDeps,
  me: AdvertiserRow,
  invitation: repo.InvitationRow,
  token: string,
): Promise<void> {
  const sent = await deps.mailer.send(
    invitationMail(
      {
        email: invitation.email,
        language: invitation.language,
        role: invitation.role,
        inviter: me.name ?? me.email,
        account: await accountName(deps.db, me.id),
        token,
        days: INVITATION_DAYS,
      },
      mailSite(deps.config),
    ),
  );
  if (!sent.ok) deps.log.error({ reason: sent.reason }, 'an invitation mail could not be sent');
}

/** Makes a new link for an invitation, lets `write` store its hash and expiry, and mails the link once a row was
 *  written; answers that invitation, or null when `write` found none. */
async function withNewLink(
  deps: MemberDeps,
  me: AdvertiserRow,
  write: (link: { tokenHash: string; expiresAt: Date }) => Promise<repo.InvitationRow | null | undefined>,
): Promise<Invitation | null> {
  const token = newToken();
  const row = await write({
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
  });
  if (!row) return null;
  await sendInvitation(deps, me, row, token);
  return toInvitation(row, me.name);
}

/** Invites an address with a role. The mail is in the invitee's language when they already sign in here, else in
 *  `language` (the inviter's when absent). Refused with ALREADY_MEMBER for a member or an address already invited. */
export async function invite(
  deps: MemberDeps,
  me: AdvertiserRow,
  input: { email: string; role: Role; language?: Language | undefined },
): Promise<Outcome<{ invitation: Invitation }, Failure<'ALREADY_MEMBER'>>> {
  const person = await findOpenPersonByEmail(deps.db, input.email);
  if (person && (await findMember(deps.db, { advertiserId: me.id, personId: person.id })))
    return refuse('ALREADY_MEMBER');
  if (await repo.findOpenInvitationByEmail(deps.db, me.id, input.email)) return refuse('ALREADY_MEMBER');
  const invitation = await withNewLink(deps, me, (link) =>
    deps.db.transaction(async (tx) => {
      const row = await repo.insertInvitation(tx, {
        advertiserId: me.id,
        email: input.email,
        role: input.role,
        language: person?.language ?? input.language ?? me.language,
        invitedBy: me.personId,
        ...link,
      });
      await recordBy(tx, me, 'invited', { kind: 'invitation', id: row.id, label: row.email }, row.role);
      return row;
    }),
  );
  if (!invitation) throw new Error('an inserted invitation came back empty');
  return { ok: true, invitation };
}

/** Sends an open invitation again with a new link (the old one stops working) and 7 more days. */
export async function resendInvitation(
  deps: MemberDeps,
  me: AdvertiserRow,
  id: number,
): Promise<Outcome<{ invitation: Invitation }, Failure<'NOT_FOUND'>>> {
  const invitation = await withNewLink(deps, me, (link) =>
    repo.updateOpenInvitationOf(deps.db, me.id, id, { ...link, sentAt: new Date(), invitedBy: me.personId }),
  );
  if (!invitation) return refuse('NOT_FOUND');
  return { ok: true, invitation };
}

export async function revokeInvitation(
  db: Db,
  me: AdvertiserRow,
  id: number,
): Promise<Outcome<object, Failure<'NOT_FOUND'>>> {
  return db.transaction(async (tx) => {
    const row = await repo.updateOpenInvitationOf(tx, me.id, id, { revokedAt: new Date() });
    if (!row) return refuse('NOT_FOUND');
    await recordBy(tx, me, 'invitation-revoked', { kind: 'invitation', id: row.id, label: row.email });
    return { ok: true as const };
  });
}

type InvitationProblem = 'TOKEN_INVALID' | 'TOKEN_USED' | 'TOKEN_EXPIRED';

/** The invitation a link's token names, when it can still be accepted; the same order as one-time tokens: unknown
 *  (or revoked, or its account closed) → invalid, accepted → used, then expired. */
async function openInvitationOf(
  db: Db | Tx,
  token: string,
): Promise<Outcome<{ invitation: repo.InvitationRow }, Failure<InvitationProblem>>> {
  const row = await repo.findInvitationByHash(db, hashToken(token));
  if (!row || row.revokedAt) return refuse('TOKEN_INVALID');
  if (row.acceptedAt) return refuse('TOKEN_USED');
  if (row.expiresAt <= new Date()) return refuse('TOKEN_EXPIRED');
  if (!(await findOpenAdvertiserById(db, row.advertiserId))) return refuse('TOKEN_INVALID');
  return { ok: true, invitation: row };
}

export async function checkInvitation(
  db: Db,
  token: string,
): Promise<Outcome<{ preview: InvitationPreview }, Failure<InvitationProblem>>> {
  const open = await openInvitationOf(db, token);
  if (!open.ok) return open;
  const { invitation } = open;
  const inviter = invitation.invitedBy ? await findOpenPersonById(db, invitation.invitedBy) : null;
  return {
    ok: true,
    preview: {
      email: invitation.email,
      role: invitation.role,
      accountName: await accountName(db, invitation.advertiserId),
      invitedBy: inviter?.name ?? inviter?.email ?? null,
      language: invitation.language,
      expiresAt: iso(invitation.expiresAt),
      personExists: (await findOpenPersonByEmail(db, invitation.email)) !== null,
    },
  };
}

/** Spends the invitation and makes the person a member, in the caller's transaction; the member row after. */
async function join(tx: Tx, invitation: repo.InvitationRow, personId: number): Promise<AdvertiserRow | null> {
  const spent = await repo.updateOpenInvitationOf(tx, invitation.advertiserId, invitation.id, {
    acceptedAt: new Date(),
  });
  if (!spent) return null;
  if (!(await findMember(tx, { advertiserId: invitation.advertiserId, personId })))
    await insertMembership(tx, { personId, advertiserId: invitation.advertiserId, role: invitation.role });
  const member = await findMember(tx, { advertiserId: invitation.advertiserId, personId });
  if (member)
    await recordBy(
      tx,
      member,
      'joined',
      { kind: 'person', id: member.personId, label: member.email },
      member.role,
    );
  return member;
}

/** Accepts an invitation as a new person with a name and password: their address is the invitation's and counts as
 *  confirmed, since the link reached it. An address that already signs in here is EMAIL_TAKEN (that person signs in
 *  and accepts as themselves). */
export async function acceptAsNewPerson(
  db: Db,
  token: string,
  input: { name: string; password: string; language?: Language | undefined },
): Promise<Outcome<{ member: AdvertiserRow }, Failure<InvitationProblem | 'EMAIL_TAKEN'>>> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const open = await openInvitationOf(tx, token);
      if (!open.ok) return open;
      const { invitation } = open;
      if (await findOpenPersonByEmail(tx, invitation.email)) return refuse('EMAIL_TAKEN');
      const person = await insertPerson(tx, {
        email: invitation.email,
        passwordHash,
        name: input.name,
        language: input.language ?? invitation.language,
        confirmedAt: new Date(),
      });
      const member = await join(tx, invitation, person.id);
      if (!member) return refuse('TOKEN_USED');
      return { ok: true as const, member };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('EMAIL_TAKEN');
    throw error;
  }
}

/** Accepts an invitation as the signed-in person, whose address must be the invited one (FORBIDDEN otherwise);
 *  the session's account becomes the joined one. */
export async function acceptAsSignedIn(
  db: Db,
  me: AdvertiserRow,
  familyId: string | null,
  token: string,
): Promise<Outcome<{ member: AdvertiserRow }, Failure<InvitationProblem | 'FORBIDDEN'>>> {
  return db.transaction(async (tx) => {
    const open = await openInvitationOf(tx, token);
    if (!open.ok) return open;
    if (open.invitation.email !== me.email) return refuse('FORBIDDEN');
    const member = await join(tx, open.invitation, me.personId);
    if (!member) return refuse('TOKEN_USED');
    if (familyId) await switchFamilyAccount(tx, familyId, member.id);
    return { ok: true as const, member };
  });
}

// --- Roles, removal, leaving -------------------------------------------------------------------------------------

type MemberChange = Outcome<{ member: AdvertiserRow }, Failure<'NOT_FOUND' | 'LAST_OWNER'>>;

/** Changes a member's role; the last owner stays an owner. */
export async function changeRole(
  db: Db,
  me: AdvertiserRow,
  personId: number,
  role: Role,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const owners = await repo.lockOwners(tx, me.id);
    const member = await findMember(tx, { advertiserId: me.id, personId });
    if (!member) return refuse('NOT_FOUND');
    if (member.role === role) return { ok: true as const, member };
    if (member.role === 'owner' && owners.length <= 1) return refuse('LAST_OWNER');
    await repo.setRole(tx, me.id, personId, role);
    await recordBy(tx, me, 'role-changed', { kind: 'person', id: personId, label: member.email }, role);
    const changed = await findMember(tx, { advertiserId: me.id, personId });
    return changed ? { ok: true as const, member: changed } : refuse('NOT_FOUND');
  });
}

/** Ends a membership (a removal by an owner, or leaving): its sessions in that account end with it, except the
 *  leaving person's own current one, which the caller moves to another account. */
async function endMembership(
  tx: Tx,
  me: AdvertiserRow,
  personId: number,
  action: 'removed' | 'left',
  /** The leaving person's current session, which the caller moves to another account or ends itself. */
  keepFamilyId?: string,
): Promise<MemberChange> {
  const owners = await repo.lockOwners(tx, me.id);
  const member = await findMember(tx, { advertiserId: me.id, personId });
  if (!member) return refuse('NOT_FOUND');
  if (member.role === 'owner' && owners.length <= 1) return refuse('LAST_OWNER');
  await repo.deleteMembership(tx, me.id, personId);
  await revokeSessionsInAccount(tx, me.id, personId, keepFamilyId);
  await closePersonWithoutAccounts(tx, personId);
  await recordBy(tx, me, action, { kind: 'person', id: personId, label: member.email });
  return { ok: true, member };
}

export function removeMember(db: Db, me: AdvertiserRow, personId: number): Promise<MemberChange> {
  return db.transaction((tx) =>
    endMembership(tx, me, personId, personId === me.personId ? 'left' : 'removed'),
  );
}

/** Leaves the session's account: the session moves to the person's latest other account, or ends when they have
 *  none (`next` null). The last owner cannot leave. */
export async function leave(
  db: Db,
  me: AdvertiserRow,
  familyId: string | null,
): Promise<Outcome<{ next: AdvertiserRow | null }, Failure<'NOT_FOUND' | 'LAST_OWNER'>>> {
  return db.transaction(async (tx) => {
    const ended = await endMembership(tx, me, me.personId, 'left', familyId ?? undefined);
    if (!ended.ok) return ended;
    const next = await findLatestMembership(tx, me.personId);
    if (familyId) {
      if (next) await switchFamilyAccount(tx, familyId, next.id);
      else await revokeFamily(tx, familyId);
    }
    return { ok: true as const, next };
  });
}

/** Makes another of the person's accounts the session's current one; NOT_FOUND for an account they are not in. */
export async function switchAccount(
  db: Db,
  me: AdvertiserRow,
  familyId: string | null,
  advertiserId: number,
): Promise<Outcome<{ member: AdvertiserRow }, Failure<'NOT_FOUND'>>> {
  const member = await findMember(db, { advertiserId, personId: me.personId });
  if (!member || !familyId) return refuse('NOT_FOUND');
  await switchFamilyAccount(db, familyId, advertiserId);
  return { ok: true, member };
}

// --- The audit trail -----------------------------------------------------------------------------------------------

export async function auditTrail(
  db: Db,
  me: AdvertiserRow,
  before: number | undefined,
): Promise<AccountAudit> {
  const rows = await repo.listAudit(db, me.id, before, ACCOUNT_AUDIT_PAGE + 1);
  const page = rows.slice(0, ACCOUNT_AUDIT_PAGE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor:
        row.actorId !== null || row.actorEmail !== null
          ? { id: row.actorId ?? 0, name: row.actorName, email: row.actorEmail ?? '' }
          : null,
      subject:
        row.subjectKind && row.subjectId !== null
          ? { kind: row.subjectKind, id: row.subjectId, label: row.subjectLabel ?? '' }
          : null,
      role: row.role,
      at: iso(row.at),
    })),
    next: rows.length > ACCOUNT_AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}
