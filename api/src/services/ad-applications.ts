/** The ad as its advertiser lives it (product.md, Ad statuses; Forms and their limits): applying, reading one's own
 *  ads, pausing, resuming, resubmitting and deleting. Every move goes through the shared status machine and a guarded
 *  UPDATE of repositories/ads.ts, so two racing requests can never both move an ad. The operator's review and the
 *  scheduled end are in ad-review.ts, paying in payments.ts, serving and counting in ad-serving.ts. Knows nothing of
 *  HTTP. */
import type { FastifyBaseLogger } from 'fastify';
import { type Ad, type AdStatus, type CreateAd, type LocalizedText, type UpdateAd } from 'shared-contracts';
import {
  actionsFor,
  canRunAgain,
  CANADA,
  canTransition,
  INITIAL_AD_STATUS,
  isCanadianRegion,
  isCountryCode,
  localize,
} from 'shared-contracts/api';
import { localizeAnswer, type AnswerId } from 'shared-contracts/answers';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import * as adRepository from '../repositories/ads';
import { listMembersOf, updateAccount, updatePerson, type AdvertiserRow } from '../repositories/advertisers';
import { refuse, type Failure, type Outcome } from './outcome';
import { setWeeklyResults } from './mail-preferences';
import { ownUploadUrl } from './uploads';
import {
  calculateEndDate,
  parseIsoDate,
  todayUtc,
  isAllowedRunAgainStart,
  isAllowedStartDate,
} from 'shared-contracts/dates';
import { Temporal } from 'temporal-polyfill';

export type AdRow = adRepository.AdRow;
export type AdDeps = { db: Db; config: Config; log: FastifyBaseLogger };

/** Why an ad service refused. `status`: the ad's current status, for callers that say why (the operator CLI). */
export type AdFailure =
  | Failure<'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN'>
  | Failure<'TRANSITION_NOT_ALLOWED', { status?: AdStatus }>
  | Failure<'VALIDATION', { message: AnswerId | undefined; fields: Record<string, LocalizedText> }>;
export type AdOutcome = Outcome<{ ad: AdRow }, AdFailure>;

function invalid(fields: Record<string, LocalizedText>, message?: AnswerId): AdFailure {
  return { ok: false, code: 'VALIDATION', message, fields };
}

/** The names of the account's members by person id, for the ads' `appliedBy`. */
export async function applicantNames(db: Db, advertiserId: number): Promise<Map<number, string | null>> {
  return new Map((await listMembersOf(db, advertiserId)).map((member) => [member.personId, member.name]));
}

/** The ad as the API sends it: dates as midnight UTC, like the forms send them. */
export function toAd(row: AdRow, applicants: ReadonlyMap<number, string | null> = new Map()): Ad {
  return {
    // The member who applied (decision 0121), named when the caller looked the names up (not the list, a hot path).
    appliedBy:
      row.appliedBy === null ? null : { id: row.appliedBy, name: applicants.get(row.appliedBy) ?? null },
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
    rejectionReasonLanguage: row.rejectionReasonLanguage ?? null,
    reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
    campaignName: row.campaignName,
    creativeLanguage: row.creativeLanguage,
    secondCreative: secondCreativeOf(row),
    rejectedCreatives: row.rejectedCreatives,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ad's creative in the other language, when it has one (decision 0117). */
export function secondCreativeOf(row: AdRow): { title: string; imageUrl: string } | null {
  return row.secondTitle !== null && row.secondImageUrl !== null
    ? { title: row.secondTitle, imageUrl: row.secondImageUrl }
    : null;
}

// --- Reading ---------------------------------------------------------------------------------------------------

/** The advertiser's ads, newest first. */
export function listOwnAds(db: Db, advertiserId: number): Promise<AdRow[]> {
  return adRepository.listAdsOf(db, advertiserId);
}

/** One of the advertiser's own ads; another advertiser's ad is as absent as a missing one. */
export function findOwnAd(
  db: Db | Tx,
  advertiserId: number,
  id: number,
  status?: AdStatus,
): Promise<AdRow | null> {
  return adRepository.findAdOf(db, advertiserId, id, status);
}

// --- Applying ----------------------------------------------------------------------------------------------------

/** The account has a country the sales tax can use: a known one, and for Canada a province or territory. */
export function hasUsableCountry(place: { country: string | null; region: string | null }): boolean {
  if (!place.country || !isCountryCode(place.country)) return false;
  return place.country !== CANADA || isCanadianRegion(place.region ?? '');
}

/** The application form asks for name and country only when the account lacks them (product.md, Forms and their
 *  limits); keep what it got. */
async function completeProfile(tx: Tx, advertiser: AdvertiserRow, input: CreateAd): Promise<void> {
  // The name is the person's, the country and region the account's (decision 0121).
  if (!advertiser.name?.trim()) await updatePerson(tx, advertiser.personId, { name: input.name });
  if (!hasUsableCountry(advertiser))
    await updateAccount(tx, advertiser.id, { country: input.country, region: input.region });
}

/**
 * A new application, stored UNPAID until its payment completes (product.md, Forms and their limits: the order of
 * sending). The end date is computed here from the start date and the months; the image must be one this advertiser
 * uploaded.
 */
export async function createAd(deps: AdDeps, advertiser: AdvertiserRow, input: CreateAd): Promise<AdOutcome> {
  const start = parseIsoDate(input.startDate);
  if (!start) return invalid({ startDate: localize('validation.start-date-window') });
  // The request schema checked the window already; checked again because "today" may have changed since.
  if (input.previousAdId === undefined && !isAllowedStartDate(start, todayUtc(), 'from-today')) {
    return invalid({ startDate: localize('validation.start-date-window') });
  }
  return deps.db.transaction(async (tx): Promise<AdOutcome> => {
    const previous = await runAgainOf(tx, advertiser.id, input, start);
    if (!previous.ok) return previous;
    // A run again may name the earlier ad's banner: it is still this advertiser's upload, and the earlier ad keeps
    // using it, so the unused-upload job never removes it from under either.
    const imageUrl = await ownUploadUrl(tx, deps.config, advertiser.id, input.imageUrl);
    if (!imageUrl) return invalid({ imageUrl: localize('validation.upload-image') });
    // The second banner must be this advertiser's upload too, checked at upload like the first.
    const second = input.secondCreative
      ? await ownUploadUrl(tx, deps.config, advertiser.id, input.secondCreative.imageUrl)
      : null;
    if (input.secondCreative && !second)
      return invalid({ 'secondCreative.imageUrl': localize('validation.upload-image') });
    const row = await adRepository.insertAdRow(tx, {
      advertiserId: advertiser.id,
      appliedBy: advertiser.personId,
      title: input.title,
      linkUrl: input.linkUrl,
      campaignName: input.campaignName ?? null,
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
      previousAdId: previous.id,
      creativeLanguage: input.creativeLanguage ?? input.language,
      secondTitle: input.secondCreative && second ? input.secondCreative.title : null,
      secondImageUrl: second,
    });
    await completeProfile(tx, advertiser, input);
    if (input.weeklyResults === true) await setWeeklyResults(tx, advertiser, true);
    return { ok: true, ad: row };
  });
}

/**
 * "Run again" (product.md, Run again): the earlier ad must be this advertiser's own, one that has been live
 * (running, paused or ended), and the start date must lie in its run-again window (from today up to a month after
 * the day its run ends). Another advertiser's ad is refused exactly like a missing one.
 */
async function runAgainOf(
  tx: Tx,
  advertiserId: number,
  input: CreateAd,
  start: Temporal.PlainDate,
): Promise<Outcome<{ id: number | null }, AdFailure>> {
  if (input.previousAdId === undefined) return { ok: true, id: null };
  const previous = await findOwnAd(tx, advertiserId, input.previousAdId);
  if (!previous || !canRunAgain(previous.status) || previous.wentLiveAt === null)
    return invalid(
      { previousAdId: localizeAnswer('api.run-again-unavailable') },
      'api.run-again-unavailable',
    );
  const earlier = { status: previous.status, endDate: Temporal.PlainDate.from(previous.endDate) };
  if (!isAllowedRunAgainStart(start, earlier, todayUtc()))
    return invalid({ startDate: localize('validation.start-date-window') });
  return { ok: true, id: previous.id };
}

// --- Changing as the advertiser ------------------------------------------------------------------------------------

/** Plan and duration are fixed after submission (product.md, Rules shown to advertisers): a request naming other values
 *  is refused, not ignored. */
export function fixedTermsChanged(
  ad: AdRow,
  input: { plan?: string | undefined; duration?: number | undefined },
): AdFailure | null {
  const fields: Record<string, LocalizedText> = {};
  if (input.plan !== undefined && input.plan !== ad.plan) fields.plan = localizeAnswer('api.plan-fixed');
  if (input.duration !== undefined && input.duration !== ad.duration)
    fields.duration = localizeAnswer('api.plan-fixed');
  return Object.keys(fields).length > 0 ? invalid(fields, 'api.plan-fixed') : null;
}

type Changes = Outcome<{ set: adRepository.AdChanges }, AdFailure>;

/** REJECTED → PENDING with the changed banner, title, link, campaign tags and start date; the end date follows the start date. */
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
  // The second creative: absent keeps it, null removes it, a new one must be this advertiser's upload.
  let secondTitle = ad.secondTitle;
  let secondImageUrl = ad.secondImageUrl;
  if (input.secondCreative === null) {
    secondTitle = null;
    secondImageUrl = null;
  } else if (input.secondCreative !== undefined) {
    const own =
      input.secondCreative.imageUrl === ad.secondImageUrl
        ? ad.secondImageUrl
        : await ownUploadUrl(deps.db, deps.config, ad.advertiserId, input.secondCreative.imageUrl);
    if (!own) return invalid({ 'secondCreative.imageUrl': localize('validation.upload-image') });
    secondTitle = input.secondCreative.title;
    secondImageUrl = own;
  }
  return {
    ok: true,
    set: {
      status: 'PENDING',
      // A new review starts now (decision 0114): the review desk's wait and the next decision's count from here.
      reviewRequestedAt: new Date(),
      title: input.title ?? ad.title,
      linkUrl: input.linkUrl ?? ad.linkUrl,
      // Absent keeps the ad's campaign tags; null turns them off.
      campaignName: input.campaignName === undefined ? ad.campaignName : input.campaignName,
      imageUrl,
      startDate: start.toString(),
      endDate: calculateEndDate(start, ad.duration).toString(),
      language: input.language ?? ad.language,
      creativeLanguage: input.creativeLanguage ?? ad.creativeLanguage,
      secondTitle,
      secondImageUrl,
      rejectedCreatives: null,
      // The reason was about the version the operator saw; the new one starts a new review.
      rejectionReason: null,
      rejectionReasonLanguage: null,
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
  if (!ad) return refuse('NOT_FOUND');
  const fixed = fixedTermsChanged(ad, input);
  if (fixed) return fixed;
  if (!canTransition(ad.status, input.status, 'advertiser')) return refuse('TRANSITION_NOT_ALLOWED');
  const changes: Changes =
    input.status === 'PENDING'
      ? await resubmission(deps, ad, input)
      : { ok: true, set: { status: input.status } };
  if (!changes.ok) return changes;
  const row = await adRepository.updateAdIfStatus(deps.db, ad.id, ad.status, changes.set);
  return row ? { ok: true, ad: row } : refuse('CONFLICT');
}

/** Deleting gives no refund (product.md, Rules shown to advertisers) and is offered for every status except ENDED. With
 *  `onlyIfUnpaid` (the ad was unpaid when the request began), the ad goes only while it is still UNPAID, in one
 *  statement: a payment completing meanwhile makes it PAID_MEANWHILE, and nothing is deleted. */
export async function deleteAd(
  db: Db,
  advertiserId: number,
  id: number,
  options: { onlyIfUnpaid?: boolean } = {},
): Promise<Outcome<object, AdFailure | Failure<'PAID_MEANWHILE'>>> {
  const ad = await findOwnAd(db, advertiserId, id);
  if (!ad) return refuse('NOT_FOUND');
  if (options.onlyIfUnpaid) {
    if (await adRepository.deleteAdOfIfStatus(db, advertiserId, ad.id, 'UNPAID')) return { ok: true };
    return (await findOwnAd(db, advertiserId, id)) ? refuse('PAID_MEANWHILE') : refuse('NOT_FOUND');
  }
  if (!actionsFor(ad.status).delete) return refuse('TRANSITION_NOT_ALLOWED');
  // Nothing deleted: the ad ended in between.
  return (await adRepository.deleteAdOfUnlessEnded(db, advertiserId, ad.id))
    ? { ok: true }
    : refuse('TRANSITION_NOT_ALLOWED');
}
