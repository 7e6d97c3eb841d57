/** The life of an ad (SPEC §3–§5): applying, pausing, resuming, resubmitting and deleting as its advertiser, the
 *  operator's review (serving and counting live in ad-serving.ts). Every status change goes through
 *  the shared status machine and a guarded UPDATE (`WHERE status = <the status we checked>`), so two racing
 *  requests can never both move an ad. Knows nothing of HTTP. */
import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Temporal } from 'temporal-polyfill';
import {
  actionsFor,
  AD_STATUS_TRANSITIONS,
  CANADA,
  calculateEndDate,
  canTransition,
  INITIAL_AD_STATUS,
  isAllowedStartDate,
  isCanadianRegion,
  isCountryCode,
  localize,
  parseIsoDate,
  todayUtc,
  type Ad,
  type AdStatus,
  type AdStatusActor,
  type CreateAd,
  type LocalizedText,
  type MessageId,
  type UpdateAd,
} from 'shared-contracts';
import type { Mailer } from '../adapters/mail/mail';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { advertisers, ads } from '../db/schema';
import { adEndedMail } from '../mails/ad-ended-mail';
import { adApprovedMail, adRejectedMail } from '../mails/ad-mails';
import type { AdvertiserRow } from './sessions';
import { ownUploadUrl } from './uploads';

export type AdRow = typeof ads.$inferSelect;
export type AdDeps = { db: Db; config: Config; log: FastifyBaseLogger };
export type ReviewDeps = AdDeps & { mailer: Mailer };

export type AdFailure =
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' }
  /** `status`: the ad's current status, for callers that say why (the operator CLI). */
  | { ok: false; code: 'TRANSITION_NOT_ALLOWED'; status?: AdStatus }
  | { ok: false; code: 'VALIDATION'; message: MessageId | undefined; fields: Record<string, LocalizedText> };
export type AdOutcome = { ok: true; ad: AdRow } | AdFailure;

const NOT_FOUND = { ok: false, code: 'NOT_FOUND' } as const;
const TRANSITION_NOT_ALLOWED = { ok: false, code: 'TRANSITION_NOT_ALLOWED' } as const;
const CONFLICT = { ok: false, code: 'CONFLICT' } as const;

function invalid(fields: Record<string, LocalizedText>, message?: MessageId): AdFailure {
  return { ok: false, code: 'VALIDATION', message, fields };
}

/** The ad as the API sends it: dates as midnight UTC, like the forms send them. */
export function toAd(row: AdRow): Ad {
  return {
    id: row.id,
    title: row.title,
    linkUrl: row.linkUrl,
    imageUrl: row.imageUrl,
    plan: row.plan,
    status: row.status,
    clicks: row.clicks,
    impressions: row.impressions,
    startDate: `${row.startDate}T00:00:00.000Z`,
    endDate: `${row.endDate}T00:00:00.000Z`,
    duration: row.duration,
    language: row.language,
    name: row.name,
    country: row.country,
    region: row.region,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

// --- Reading ---------------------------------------------------------------------------------------------------

export function listOwnAds(db: Db, advertiserId: number): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(eq(ads.advertiserId, advertiserId))
    .orderBy(desc(ads.createdAt), desc(ads.id));
}

/** One of the advertiser's own ads; another advertiser's ad is as absent as a missing one. */
export async function findOwnAd(
  db: Db | Tx,
  advertiserId: number,
  id: number,
  status?: AdStatus,
): Promise<AdRow | null> {
  const [row] = await db
    .select()
    .from(ads)
    .where(
      and(eq(ads.id, id), eq(ads.advertiserId, advertiserId), status ? eq(ads.status, status) : undefined),
    )
    .limit(1);
  return row ?? null;
}

// --- Applying ----------------------------------------------------------------------------------------------------

/** The account has a country the sales tax can use: a known one, and for Canada a province or territory. */
export function hasUsableCountry(place: { country: string | null; region: string | null }): boolean {
  if (!place.country || !isCountryCode(place.country)) return false;
  return place.country !== CANADA || isCanadianRegion(place.region ?? '');
}

/** The application form asks for name and country only when the account lacks them (SPEC §2); keep what it got. */
async function completeProfile(tx: Tx, advertiser: AdvertiserRow, input: CreateAd): Promise<void> {
  const changes: { name?: string; country?: string; region?: string | null } = {};
  if (!advertiser.name?.trim()) changes.name = input.name;
  if (!hasUsableCountry(advertiser)) {
    changes.country = input.country;
    changes.region = input.region;
  }
  if (Object.keys(changes).length > 0)
    await tx.update(advertisers).set(changes).where(eq(advertisers.id, advertiser.id));
}

/**
 * A new application, stored UNPAID until its payment completes (SPEC §4 "Submission order"). The end date is
 * computed here from the start date and the months; the image must be one this advertiser uploaded.
 */
export async function createAd(deps: AdDeps, advertiser: AdvertiserRow, input: CreateAd): Promise<AdOutcome> {
  const start = parseIsoDate(input.startDate);
  // The request schema checked the window already; checked again because "today" may have changed since.
  if (!start || !isAllowedStartDate(start, todayUtc(), 'from-today')) {
    return invalid({ startDate: localize('validation.start-date-window') });
  }
  return deps.db.transaction(async (tx): Promise<AdOutcome> => {
    const imageUrl = await ownUploadUrl(tx, deps.config, advertiser.id, input.imageUrl);
    if (!imageUrl) return invalid({ imageUrl: localize('validation.upload-image') });
    const [row] = await tx
      .insert(ads)
      .values({
        advertiserId: advertiser.id,
        title: input.title,
        linkUrl: input.linkUrl,
        imageUrl,
        plan: input.plan,
        status: INITIAL_AD_STATUS,
        startDate: start.toString(),
        endDate: calculateEndDate(start, input.duration).toString(),
        duration: input.duration,
        language: input.language,
        name: input.name,
        country: input.country,
        region: input.region,
      })
      .returning();
    if (!row) throw new Error('insert returned no ad');
    await completeProfile(tx, advertiser, input);
    return { ok: true, ad: row };
  });
}

// --- Changing as the advertiser ------------------------------------------------------------------------------------

/** Plan and duration are fixed after submission (SPEC §1): a request naming other values is refused, not ignored. */
export function fixedTermsChanged(
  ad: AdRow,
  input: { plan?: string | undefined; duration?: number | undefined },
): AdFailure | null {
  const fields: Record<string, LocalizedText> = {};
  if (input.plan !== undefined && input.plan !== ad.plan) fields.plan = localize('api.plan-fixed');
  if (input.duration !== undefined && input.duration !== ad.duration)
    fields.duration = localize('api.plan-fixed');
  return Object.keys(fields).length > 0 ? invalid(fields, 'api.plan-fixed') : null;
}

type Changes = { ok: true; set: Partial<typeof ads.$inferInsert> } | AdFailure;

/** REJECTED → PENDING with the changed banner, title, link and start date; the end date follows the start date. */
async function resubmission(deps: AdDeps, ad: AdRow, input: UpdateAd): Promise<Changes> {
  const start = parseIsoDate(input.startDate ?? ad.startDate);
  if (!start || !isAllowedStartDate(start, todayUtc(), 'after-today')) {
    return invalid({ startDate: localize('validation.start-date-after-today') });
  }
  let imageUrl = ad.imageUrl;
  if (input.imageUrl !== undefined && input.imageUrl !== ad.imageUrl) {
    const own = await ownUploadUrl(deps.db, deps.config, ad.advertiserId, input.imageUrl);
    if (!own) return invalid({ imageUrl: localize('validation.upload-image') });
    imageUrl = own;
  }
  return {
    ok: true,
    set: {
      status: 'PENDING',
      title: input.title ?? ad.title,
      linkUrl: input.linkUrl ?? ad.linkUrl,
      imageUrl,
      startDate: start.toString(),
      endDate: calculateEndDate(start, ad.duration).toString(),
      language: input.language ?? ad.language,
      // The reason was about the version the operator saw; the new one starts a new review.
      rejectionReason: null,
    },
  };
}

/**
 * PATCH /ads/:id: the client sends the whole ad with the status it wants. Pause and resume change only the
 * status; a resubmission also takes the changed content. Any move the machine does not give the advertiser is
 * refused, including "no move at all".
 */
export async function updateAd(
  deps: AdDeps,
  advertiserId: number,
  id: number,
  input: UpdateAd,
): Promise<AdOutcome> {
  const ad = await findOwnAd(deps.db, advertiserId, id);
  if (!ad) return NOT_FOUND;
  const fixed = fixedTermsChanged(ad, input);
  if (fixed) return fixed;
  if (!canTransition(ad.status, input.status, 'advertiser')) return TRANSITION_NOT_ALLOWED;
  const changes: Changes =
    input.status === 'PENDING'
      ? await resubmission(deps, ad, input)
      : { ok: true, set: { status: input.status } };
  if (!changes.ok) return changes;
  const [row] = await deps.db
    .update(ads)
    .set(changes.set)
    .where(and(eq(ads.id, ad.id), eq(ads.status, ad.status)))
    .returning();
  return row ? { ok: true, ad: row } : CONFLICT;
}

/** Deleting gives no refund (SPEC §1) and is offered for every status except ENDED. */
export async function deleteAd(db: Db, advertiserId: number, id: number): Promise<{ ok: true } | AdFailure> {
  const ad = await findOwnAd(db, advertiserId, id);
  if (!ad) return NOT_FOUND;
  if (!actionsFor(ad.status).delete) return TRANSITION_NOT_ALLOWED;
  const deleted = await db
    .delete(ads)
    .where(and(eq(ads.id, ad.id), eq(ads.advertiserId, advertiserId), ne(ads.status, 'ENDED')))
    .returning({ id: ads.id });
  // Nothing deleted: the ad ended in between.
  return deleted.length > 0 ? { ok: true } : TRANSITION_NOT_ALLOWED;
}

// --- Moving as the server (payment, operator, scheduled job) ---------------------------------------------------

export type Moved = { ok: true; ad: AdRow; from: AdStatus } | AdFailure;

/** One status move by `actor`, refused unless the machine allows it from the ad's current status. */
export async function moveAdStatus(
  db: Db | Tx,
  id: number,
  to: AdStatus,
  actor: AdStatusActor,
  extra: { rejectionReason?: string } = {},
): Promise<Moved> {
  const [ad] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  if (!ad) return NOT_FOUND;
  if (!canTransition(ad.status, to, actor))
    return { ok: false, code: 'TRANSITION_NOT_ALLOWED', status: ad.status };
  const [row] = await db
    .update(ads)
    .set({ status: to, ...extra })
    .where(and(eq(ads.id, id), eq(ads.status, ad.status)))
    .returning();
  return row ? { ok: true, ad: row, from: ad.status } : CONFLICT;
}

export type PendingAd = {
  id: number;
  email: string;
  plan: AdRow['plan'];
  duration: number;
  startDate: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
};

/** What waits for review, the longest-waiting first. */
export async function listPendingAds(db: Db): Promise<PendingAd[]> {
  const rows = await db
    .select({
      id: ads.id,
      email: advertisers.email,
      plan: ads.plan,
      duration: ads.duration,
      startDate: ads.startDate,
      title: ads.title,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
    })
    .from(ads)
    .innerJoin(advertisers, eq(advertisers.id, ads.advertiserId))
    .where(eq(ads.status, 'PENDING'))
    .orderBy(asc(ads.updatedAt), asc(ads.id));
  return rows;
}

export type Reviewed = { ok: true; ad: AdRow; email: string; mailed: boolean } | AdFailure;

async function mailAdvertiser(
  deps: ReviewDeps,
  ad: AdRow,
  build: (to: { email: string }) => ReturnType<typeof adApprovedMail>,
) {
  const [owner] = await deps.db
    .select({ email: advertisers.email })
    .from(advertisers)
    .where(eq(advertisers.id, ad.advertiserId));
  if (!owner) return { email: '', mailed: false };
  const sent = await deps.mailer.send(build(owner));
  if (!sent.ok)
    deps.log.error({ adId: ad.id, reason: sent.reason }, 'the mail about the ad could not be sent');
  return { email: owner.email, mailed: sent.ok };
}

/** PENDING → ACTIVE by an operator; the advertiser is told in the ad's language. */
export async function approveAd(deps: ReviewDeps, id: number): Promise<Reviewed> {
  const moved = await moveAdStatus(deps.db, id, 'ACTIVE', 'operator');
  if (!moved.ok) return moved;
  const mail = await mailAdvertiser(deps, moved.ad, (to) =>
    adApprovedMail(to, moved.ad, deps.config.portalOrigin),
  );
  return { ok: true, ad: moved.ad, ...mail };
}

/** PENDING → REJECTED by an operator, keeping the reason; the mail says how to resubmit or ask for a refund. */
export async function rejectAd(deps: ReviewDeps, id: number, reason: string): Promise<Reviewed> {
  const moved = await moveAdStatus(deps.db, id, 'REJECTED', 'operator', { rejectionReason: reason });
  if (!moved.ok) return moved;
  const mail = await mailAdvertiser(deps, moved.ad, (to) =>
    adRejectedMail(to, moved.ad, reason, deps.config.portalOrigin),
  );
  return { ok: true, ad: moved.ad, ...mail };
}

/** ACTIVE or PAUSED → ENDED by an operator, before the end date. */
export function endAd(db: Db, id: number): Promise<Moved> {
  return moveAdStatus(db, id, 'ENDED', 'operator');
}

/** The statuses the machine lets the scheduled job end: running and paused ads. */
const SYSTEM_ENDABLE: AdStatus[] = AD_STATUS_TRANSITIONS.filter(
  (move) => move.actor === 'system' && move.to === 'ENDED',
).map((move) => move.from);

/**
 * Ends every running or paused ad whose end date is `today` or earlier (an ad runs up to midnight UTC of its end
 * date) and mails its advertiser; returns the ids it ended. Each ad moves by its own guarded UPDATE and only the
 * caller that moved it mails, so instances running this at the same moment end and mail each ad once.
 */
export async function endExpiredAds(
  deps: ReviewDeps,
  today: Temporal.PlainDate = todayUtc(),
): Promise<number[]> {
  const due = await deps.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(inArray(ads.status, SYSTEM_ENDABLE), lte(ads.endDate, today.toString())))
    .orderBy(asc(ads.endDate), asc(ads.id));
  const ended: number[] = [];
  for (const { id } of due) {
    const moved = await moveAdStatus(deps.db, id, 'ENDED', 'system');
    // Not moved: an operator or another instance ended it in between, and mailed if anyone had to.
    if (!moved.ok) continue;
    ended.push(id);
    await mailAdvertiser(deps, moved.ad, (to) => adEndedMail(to, moved.ad, deps.config.portalOrigin));
  }
  return ended;
}
