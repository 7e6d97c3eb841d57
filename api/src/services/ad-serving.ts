/** The ad server behind GET /api/serve and GET /api/click/:id, built to take many requests without a database
 *  write per request: the running ads are read once every few seconds (so an approval, pause or end shows within
 *  that window), each placement's ads take turns (an even share of serves), and impressions and clicks go to the
 *  count buffer of ad-counts.ts, which the app flushes every few seconds and on close. A click counts only with a
 *  valid impression id (impression-ids.ts), once per impression, and neither counts for bots or for an address
 *  beyond its per-minute limit; visitors are served and redirected all the same. Knows nothing of HTTP. */
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import {
  otherLanguage,
  PLACEMENTS,
  planCoversPlacement,
  type AdStatus,
  type Language,
  type Placement,
  type Plan,
} from 'shared-contracts';
import { isWebUrl, normalizeLinkUrl, taggedLinkUrl } from 'shared-contracts/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findAdLinkInStatus, listRunningAds } from '../repositories/ads';
import {
  createCountBuffer,
  createTrafficRules,
  utcHour,
  type CountBuffer,
  type TrafficRules,
} from './ad-counts';
import { createImpressionIds, type ImpressionIds } from './impression-ids';

/** One running ad as the server keeps it: `linkUrl` where a click goes (normalised and with its campaign tags, built
 *  once per read), null when the stored link breaks the link rule; its banners by language, `primary` the language
 *  of the first (decision 0117). */
export type RunningAd = {
  id: number;
  plan: Plan;
  linkUrl: string | null;
  primary: Language;
  banners: Partial<Record<Language, string>>;
};

/** What one serve answers: the ad, the banner shown and its language, and the id of this impression (which carries
 *  that language, so a click is put down to the creative that was shown: `Impression.language`). */
export type ServedAd = { id: number; imageUrl: string; language: Language; impressionId: string };

/** Who asks: the request's user agent and client address key (as TRUST_PROXY derives it, IPv6 by its /64). */
export type Visitor = { userAgent: string | undefined; address: string };

/** Where a click goes: the approved link (with its campaign tags), `unfollowable` for a stored link the rule now refuses, or null when the
 *  ad does not exist or its link was never approved. */
export type ClickTarget = { linkUrl: string } | 'unfollowable' | null;

/** The UTC day of an instant, '2026-11-23' (cheaper than Temporal on the hot path). */
export function utcDay(nowMs = Date.now()): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

// --- Running ads, cached ----------------------------------------------------------------------------------------

type Snapshot = {
  loadedAt: number;
  byPlacement: Record<Placement, RunningAd[]>;
  byId: Map<number, RunningAd>;
};

/** After a failed read the previous list keeps serving, and the next read waits this long. */
const RETRY_AFTER_FAILURE_MS = 1_000;

async function readRunningAds(db: Db, today: string): Promise<RunningAd[]> {
  const rows = await listRunningAds(db, today);
  return rows.map((row) => ({
    id: row.id,
    plan: row.plan,
    linkUrl: followableLink(row),
    primary: row.creativeLanguage,
    banners: {
      [row.creativeLanguage]: row.imageUrl,
      ...(row.secondImageUrl ? { [otherLanguage(row.creativeLanguage)]: row.secondImageUrl } : {}),
    },
  }));
}

/** Only http(s) links are ever stored; checked again so the click route can never become an open redirect. Links
 *  saved before the link rule normalised them are normalised the same way; one that cannot be is not followed. An
 *  ad with campaign tags adds utm_source, utm_medium and utm_campaign (product.md, Tracking links): nothing about
 *  the visitor. */
function followableLink(stored: { linkUrl: string; campaignName: string | null }): string | null {
  const link = isWebUrl(stored.linkUrl) ? normalizeLinkUrl(stored.linkUrl) : null;
  return link === null ? null : taggedLinkUrl(link, stored.campaignName);
}

function createRunningAds(db: Db, log: FastifyBaseLogger, cacheMs: number) {
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  let retryAt = 0;
  // Bumped by invalidate(): a read that started before it must not install its older list.
  let generation = 0;

  async function load(): Promise<Snapshot> {
    const now = Date.now();
    const started = generation;
    try {
      const running = await readRunningAds(db, utcDay(now));
      const byPlacement = Object.fromEntries(
        PLACEMENTS.map((placement) => [
          placement,
          running.filter((ad) => planCoversPlacement(ad.plan, placement)),
        ]),
      ) as Record<Placement, RunningAd[]>; // every placement is a key: built from PLACEMENTS
      const loaded = { loadedAt: now, byPlacement, byId: new Map(running.map((ad) => [ad.id, ad])) };
      if (started === generation) snapshot = loaded;
      return loaded;
    } catch (error) {
      if (!snapshot) throw error;
      log.error({ err: error }, 'the running ads could not be read; serving the previous list');
      retryAt = now + RETRY_AFTER_FAILURE_MS;
      return snapshot;
    }
  }

  return {
    /** The running ads, read again when the list is older than the cache window. */
    current(): Snapshot | Promise<Snapshot> {
      const now = Date.now();
      // A clock set back (age below zero) reads the list again too.
      const age = snapshot ? now - snapshot.loadedAt : -1;
      if (snapshot && ((age >= 0 && age < cacheMs) || now < retryAt)) return snapshot;
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    /** Forgets the list, so the next request reads it (after the demo data or a test changed ads). */
    invalidate(): void {
      generation += 1;
      snapshot = null;
      loading = null;
      retryAt = 0;
    },
  };
}

// --- The ad server -----------------------------------------------------------------------------------------------

/** Statuses whose link an operator has approved: only they redirect (an unreviewed link never leaves from here). */
const REVIEWED_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const satisfies readonly AdStatus[];

export type AdServer = {
  /** The next running ad of the placement in turn, its impression counted when the visitor counts; null when none
   *  runs. Its creative in `language` when it has one, else its other one; without `language`, its primary one. */
  serve(placement: Placement, visitor: Visitor, language?: Language): Promise<ServedAd | null>;
  /** Where a click on ad `id` goes; counted once per impression when `impressionId` is valid for this ad and the
   *  visitor counts. A paused or ended ad still leads to its approved link, without counting. */
  click(id: number, impressionId: string | undefined, visitor: Visitor): Promise<ClickTarget>;
  counts: CountBuffer;
  /** Reads the running ads again on the next request. */
  invalidate(): void;
};

export function createAdServer(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The time serves and clicks are counted at: the API's clock (services/clock.ts), Date.now by default. Which ads
   *  run still follows the real date. */
  nowMs?: () => number;
}): AdServer {
  const settings = deps.config.adServing;
  const clock = deps.nowMs ?? Date.now;
  const running = createRunningAds(deps.db, deps.log, settings.cacheSeconds * 1000);
  const impressionIds: ImpressionIds = createImpressionIds({
    key: settings.signingKey,
    previousKey: settings.previousSigningKey,
    ttlSeconds: settings.impressionTtlSeconds,
  });
  const rules: TrafficRules = createTrafficRules({
    limitPerMinute: settings.countLimitPerMinute,
    isBot: isbot,
  });
  const counts = createCountBuffer(deps);
  const turns: Record<Placement, number> = { lobby: 0, exhibition: 0 };

  return {
    async serve(placement, visitor, language) {
      const candidates = (await running.current()).byPlacement[placement];
      if (candidates.length === 0) return null;
      // Round robin: with N ads each gets every N-th serve, on every instance, whatever the traffic.
      const turn = turns[placement];
      turns[placement] = (turn + 1) % Number.MAX_SAFE_INTEGER;
      const ad = candidates[turn % candidates.length];
      if (!ad) return null;
      const shown = language && ad.banners[language] ? language : ad.primary;
      const imageUrl = ad.banners[shown] ?? '';
      const now = clock();
      // Counted under the creative served, so results split by the banner's language.
      if (rules.counts(visitor.userAgent, visitor.address))
        counts.impression(ad.id, placement, utcHour(now), { creativeLanguage: shown });
      return {
        id: ad.id,
        imageUrl,
        language: shown,
        impressionId: impressionIds.issue(ad.id, placement, now, shown),
      };
    },

    async click(id, impressionId, visitor) {
      const ad = (await running.current()).byId.get(id);
      if (!ad) return notRunningTarget(deps.db, id);
      if (!ad.linkUrl) return 'unfollowable';
      const now = clock();
      const impression = impressionId ? impressionIds.verify(impressionId, id, now) : null;
      if (impression && rules.counts(visitor.userAgent, visitor.address))
        // The creative the impression showed (older ids say none: the ad's primary one).
        counts.click(impression, utcHour(now), { creativeLanguage: impression.language ?? ad.primary });
      return { linkUrl: ad.linkUrl };
    },

    counts,
    invalidate: () => running.invalidate(),
  };
}

/** A click on an ad that does not run (paused, ended, not started yet): its approved link, never counted. */
async function notRunningTarget(db: Db, id: number): Promise<ClickTarget> {
  const stored = await findAdLinkInStatus(db, id, REVIEWED_STATUSES);
  if (stored === null) return null;
  const linkUrl = followableLink(stored);
  return linkUrl ? { linkUrl } : 'unfollowable';
}
