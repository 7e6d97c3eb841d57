/** An account's members, their invitations and the account's audit trail (decision 0121): the calls of the
 *  account page's Members section (owners only), accepting an invitation, leaving an account and switching the
 *  session's current account. Roles and what they allow are the pure rule of roles.ts. */
import * as v from 'valibot';
import { LANGUAGES, LanguageSchema } from '../../language';
import { NAME_MAX_LENGTH } from '../../limits';
import { RoleSchema, AdvertiserSchema } from './advertiser-record';
import { emailSchema, requiredTextSchema } from '../../validation/fields';
import { PasswordSchema } from '../../validation/password';
import { RECAPTCHA_TOKEN_PLACEHOLDER } from '../../validation/sign-up';
import { SignUpTimeZoneSchema } from './time-zone';
import { IdSchema, IdTextSchema, IsoTimestampSchema, MessageResponseSchema } from './common';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The portal page an invitation mail links to, with the link's token as `?token=`. */
export const INVITATION_PAGE = '/invitation';

/** One member of the account. `id` is the person's id (the `:id` of PATCH and DELETE /members/:id). */
export const MemberSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.string(),
  role: RoleSchema,
  /** The signed-in person themselves. */
  you: v.boolean(),
  joinedAt: IsoTimestampSchema,
});
export type Member = v.InferOutput<typeof MemberSchema>;

/** An invitation nobody has accepted or revoked yet; `expired` ones stay listed so they can be sent again. */
export const InvitationSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: RoleSchema,
  /** The name of the member who invited (or last re-sent it); null when that person has no name or left. */
  invitedBy: v.nullable(v.string()),
  sentAt: IsoTimestampSchema,
  expiresAt: IsoTimestampSchema,
  expired: v.boolean(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** GET /members → the members (owners first, then by name) and the pending invitations (newest first). */
export const MembersSchema = v.object({
  members: v.array(MemberSchema),
  invitations: v.array(InvitationSchema),
});
export type Members = v.InferOutput<typeof MembersSchema>;

/** POST /members/invitations → 201 Invitation. The mail goes in the invitee's language when they already have an
 *  account here, else in `language` (the inviter's interface language when absent). */
export const InviteRequestSchema = v.object({
  email: emailSchema(),
  role: RoleSchema,
  language: v.optional(LanguageSchema),
});
export type InviteRequest = v.InferInput<typeof InviteRequestSchema>;

/** PATCH /members/:id → Member. Refused with LAST_OWNER for the account's last owner. */
export const ChangeRoleRequestSchema = v.object({ role: RoleSchema });
export type ChangeRoleRequest = v.InferInput<typeof ChangeRoleRequestSchema>;

/** POST /members/leave → where the session is now: the person's next account, or null when they belong to no other
 *  account (the session then ended and its cookies are cleared). Refused with LAST_OWNER for the last owner. */
export const LeaveAnswerSchema = v.object({
  message: MessageResponseSchema.entries.message,
  advertiser: v.nullable(AdvertiserSchema),
});
export type LeaveAnswer = v.InferOutput<typeof LeaveAnswerSchema>;

/** POST /advertisers/account → Advertiser: the session's current account becomes this one of the person's
 *  accounts (any other id is a 404). */
export const SwitchAccountRequestSchema = v.object({ accountId: IdSchema });
export type SwitchAccountRequest = v.InferInput<typeof SwitchAccountRequestSchema>;

/** POST /invitations/check with the link's token as bearer → what the invitation page shows before accepting.
 *  `personExists`: the address already signs in here, so the invitee accepts after signing in (as that person). */
export const InvitationPreviewSchema = v.object({
  email: v.string(),
  role: RoleSchema,
  /** The account's company name, else its first owner's name; null when it has neither. */
  accountName: v.nullable(v.string()),
  invitedBy: v.nullable(v.string()),
  language: LanguageSchema,
  expiresAt: IsoTimestampSchema,
  personExists: v.boolean(),
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreviewSchema>;

/** POST /invitations/accept with the link's token as bearer → 201 Advertiser, signed in (session cookies): a new
 *  person joins with a name and a password. The address is the invitation's and counts as confirmed (the link
 *  reached its mailbox). An address that already signs in is refused with EMAIL_TAKEN: that person signs in and
 *  accepts with POST /invitations/join. */
export const AcceptInvitationRequestSchema = v.object({
  name: requiredTextSchema('field.name', NAME_MAX_LENGTH),
  password: PasswordSchema,
  language: v.optional(v.picklist(LANGUAGES)),
  recaptchaToken: v.optional(v.string(), RECAPTCHA_TOKEN_PLACEHOLDER),
  timeZone: SignUpTimeZoneSchema,
});
export type AcceptInvitationRequest = v.InferInput<typeof AcceptInvitationRequestSchema>;

/** What the account's audit trail records (decision 0121). The review desk's ad_audit_log is the operators' own. */
export const ACCOUNT_AUDIT_ACTIONS = [
  'applied',
  'paid',
  'paused',
  'resumed',
  'resubmitted',
  'deleted',
  'invited',
  'invitation-revoked',
  'joined',
  'role-changed',
  'removed',
  'left',
] as const;
export type AccountAuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number];

/** How many entries one page of the audit trail holds. */
export const ACCOUNT_AUDIT_PAGE = 50;

/** GET /members/audit?before=<id>: the page of entries older than that entry (the newest page without it). */
export const AccountAuditQuerySchema = v.object({ before: v.optional(IdTextSchema) });
export type AccountAuditQuery = v.InferInput<typeof AccountAuditQuerySchema>;

/** Who did it: a member (or a former one, by the name and email they had); null for the system. */
export const AccountAuditActorSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.string(),
});

/** What it was done to: an ad (its title), a person (their email) or an invitation (its address). */
export const AccountAuditSubjectSchema = v.object({
  kind: v.picklist(['ad', 'person', 'invitation']),
  id: v.number(),
  label: v.string(),
});

export const AccountAuditEntrySchema = v.object({
  id: v.number(),
  action: v.picklist(ACCOUNT_AUDIT_ACTIONS),
  actor: v.nullable(AccountAuditActorSchema),
  subject: v.nullable(AccountAuditSubjectSchema),
  /** For role changes and invitations: the role given. */
  role: v.nullable(RoleSchema),
  at: IsoTimestampSchema,
});
export type AccountAuditEntry = v.InferOutput<typeof AccountAuditEntrySchema>;

/** `next`: the `before` of the following (older) page; null on the last page. */
export const AccountAuditSchema = v.object({
  entries: v.array(AccountAuditEntrySchema),
  next: v.nullable(v.number()),
});
export type AccountAudit = v.InferOutput<typeof AccountAuditSchema>;
