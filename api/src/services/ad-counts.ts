/** Impressions and clicks counted without a write per request: the serve and click routes add to an in-memory
 *  buffer, and a flush every few seconds writes it in one transaction: clicked impressions first (a unique key, so
 *  a second click on one impression counts once across every instance), then one upsert per ad, UTC day and
 *  placement into ad_daily_stats, and the same numbers added to ads.impressions and ads.clicks, so an ad's totals
 *  stay the sum of its days. A failed flush keeps its counts for the next one. Knows nothing of HTTP. */
import type { FastifyBaseLogger } from 'fastify';
import type { Placement } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import * as countRepository from '../repositories/ad-daily-stats';
import type { Impression } from './impression-ids';

/** What one ad got on one UTC day ('2026-11-23') in one placement. */
export type DailyCount = {
  adId: number;
  day: string;
  placement: Placement;
  impressions: number;
  clicks: number;
};

/** A click waiting for its de-duplication: counted for `day` only if no click on `impression` was counted yet. */
export type PendingClick = {
  adId: number;
  day: string;
  placement: Placement;
  /** The impression id's nonce. */
  impression: string;
  /** After this, no click on the impression counts any more, so its row may be pruned. */
  expiresAt: Date;
};

/** What a flush writes: counts already decided (impressions; clicks only where nothing is left to de-duplicate,
 *  as for demo data) and clicks still to de-duplicate. */
export type CountBatch = { counts: readonly DailyCount[]; clicks: readonly PendingClick[] };

export type Counted = { impressions: number; clicks: number };

const keyOf = (count: { adId: number; day: string; placement: Placement }) =>
  `${count.adId}|${count.day}|${count.placement}`;

/** Adds `count` into `into` under its ad, day and placement. */
function addCount(into: Map<string, DailyCount>, count: DailyCount): void {
  const key = keyOf(count);
  const existing = into.get(key);
  if (existing) {
    existing.impressions += count.impressions;
    existing.clicks += count.clicks;
  } else into.set(key, { ...count });
}

/** The clicks no instance counted yet: their impressions are recorded, and only the rows inserted now count. */
async function newClicks(tx: Tx, clicks: readonly PendingClick[]): Promise<PendingClick[]> {
  // The same order in every instance, so two flushes inserting the same impressions cannot deadlock.
  const sorted = [...clicks].sort((a, b) => (a.impression < b.impression ? -1 : 1));
  const inserted = await countRepository.insertClickedImpressions(tx, sorted);
  return sorted.filter((click) => inserted.has(click.impression));
}

/** Adds the counts to ads.impressions/clicks and upserts their days; counts of ads deleted meanwhile are dropped. */
async function writeCounts(tx: Tx, counts: readonly DailyCount[]): Promise<Counted> {
  const perAd = new Map<number, Counted>();
  for (const count of counts) {
    const total = perAd.get(count.adId) ?? { impressions: 0, clicks: 0 };
    total.impressions += count.impressions;
    total.clicks += count.clicks;
    perAd.set(count.adId, total);
  }
  // Lock the ads in id order first: flushes of several instances then wait for each other instead of
  // deadlocking, and an ad cannot be deleted between here and its days' upsert.
  const existing = await countRepository.lockAds(
    tx,
    [...perAd.keys()].sort((a, b) => a - b),
  );
  const kept = counts.filter((count) => existing.has(count.adId));
  await countRepository.addToAdTotals(
    tx,
    [...perAd].filter(([id]) => existing.has(id)),
  );
  // Days in one order on every instance, so two flushes cannot deadlock on them.
  await countRepository.addToDailyStats(
    tx,
    [...kept].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)),
  );
  return kept.reduce(
    (sum, count) => ({ impressions: sum.impressions + count.impressions, clicks: sum.clicks + count.clicks }),
    { impressions: 0, clicks: 0 },
  );
}

/**
 * Writes one batch in one transaction: the clicks not counted before (by any instance), then one upsert per ad,
 * day and placement, and the same numbers added to the ads' totals. Returns what was counted. Throws when the
 * database fails; nothing of the batch is then written.
 */
export async function flushCounts(db: Db, batch: CountBatch): Promise<Counted> {
  if (batch.counts.length === 0 && batch.clicks.length === 0) return { impressions: 0, clicks: 0 };
  return db.transaction(async (tx) => {
    const merged = new Map<string, DailyCount>();
    for (const count of batch.counts) addCount(merged, count);
    for (const click of batch.clicks.length > 0 ? await newClicks(tx, batch.clicks) : [])
      addCount(merged, { ...click, impressions: 0, clicks: 1 });
    const counts = [...merged.values()].filter((count) => count.impressions > 0 || count.clicks > 0);
    return counts.length > 0 ? writeCounts(tx, counts) : { impressions: 0, clicks: 0 };
  });
}

/** Clicked impressions whose ids expired this long ago can go: clocks of instances differ a little, and a click
 *  accepted just before its id expired may wait a flush interval to be written. */
const PRUNE_GRACE_MS = 5 * 60_000;

/** Removes clicked impressions no click can name any more. */
export async function pruneClickedImpressions(db: Db, nowMs = Date.now()): Promise<void> {
  await countRepository.deleteClickedImpressionsBefore(db, new Date(nowMs - PRUNE_GRACE_MS));
}

// --- The buffer ------------------------------------------------------------------------------------------------

/** Clicks waiting for a flush are capped so a database that stays down cannot exhaust memory; beyond the cap a
 *  click is not counted (the visitor is still redirected). Impressions are bounded by ads × days × placements. */
const MAX_PENDING_CLICKS = 200_000;
const PRUNE_EVERY_MS = 60_000;

export type CountBuffer = {
  impression(adId: number, placement: Placement, day: string): void;
  /** A click with a checked impression id; a second click on the same impression is not counted. */
  click(impression: Impression, day: string): void;
  /** Writes everything counted so far (after any flush already running). On failure the counts stay buffered
   *  for the next flush and the error is thrown. */
  flush(): Promise<Counted>;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
  /** Counts waiting for the next flush (for tests and the shutdown log). */
  pending(): { impressions: number; clicks: number };
};

export function createCountBuffer(deps: { db: Db; log: FastifyBaseLogger }): CountBuffer {
  let counts = new Map<string, DailyCount>();
  let clicks = new Map<string, PendingClick>();
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  let droppedClicks = 0;

  async function flushOnce(): Promise<Counted> {
    const batch = { counts: [...counts.values()], clicks: [...clicks.values()] };
    counts = new Map();
    clicks = new Map();
    try {
      const counted = await flushCounts(deps.db, batch);
      if (droppedClicks > 0) {
        deps.log.warn({ droppedClicks }, 'clicks were not counted: too many waited for the database');
        droppedClicks = 0;
      }
      return counted;
    } catch (error) {
      // Put the batch back under what arrived meanwhile; the next flush tries again.
      for (const count of batch.counts) addCount(counts, count);
      for (const click of batch.clicks)
        if (!clicks.has(click.impression)) clicks.set(click.impression, click);
      throw error;
    }
  }

  async function pruneNowAndThen(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneClickedImpressions(deps.db).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'old clicked impressions could not be pruned'),
    );
  }

  const buffer: CountBuffer = {
    impression(adId, placement, day) {
      addCount(counts, { adId, day, placement, impressions: 1, clicks: 0 });
    },
    click(impression, day) {
      if (clicks.has(impression.nonce)) return;
      if (clicks.size >= MAX_PENDING_CLICKS) {
        droppedClicks += 1;
        return;
      }
      clicks.set(impression.nonce, {
        adId: impression.adId,
        day,
        placement: impression.placement,
        impression: impression.nonce,
        expiresAt: impression.expiresAt,
      });
    },
    flush() {
      const run = queue.then(flushOnce);
      queue = run.catch(() => undefined);
      return run;
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        buffer
          .flush()
          .then(pruneNowAndThen)
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'counts could not be written; kept for the next try'),
          );
      }, intervalMs);
      // The timer alone must not keep a process alive (tests, the CLI).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await buffer.flush();
    },
    pending() {
      let impressions = 0;
      for (const count of counts.values()) impressions += count.impressions;
      return { impressions, clicks: clicks.size };
    },
  };
  return buffer;
}

// --- Which traffic counts ---------------------------------------------------------------------------------------

export type TrafficRules = {
  /** Whether an impression or a click of this request counts: a user agent that is not a known bot, and an address
   *  within its per-minute limit (each counted event uses one). */
  counts(userAgent: string | undefined, address: string): boolean;
};

/** Addresses tracked per minute, at most: beyond it, events of new addresses are not counted (memory stays
 *  bounded when very many addresses call at once). */
const MAX_ADDRESSES_PER_MINUTE = 100_000;
/** User agents remembered with their verdict: the bot list is a large regular expression, and real traffic
 *  repeats a few thousand user agents. */
const MAX_REMEMBERED_AGENTS = 5_000;

export function createTrafficRules(options: {
  limitPerMinute: number;
  isBot: (userAgent: string) => boolean;
  nowMs?: () => number;
}): TrafficRules {
  const now = options.nowMs ?? Date.now;
  let minute = -1;
  let used = new Map<string, number>();
  const agents = new Map<string, boolean>();

  function isBot(userAgent: string): boolean {
    const known = agents.get(userAgent);
    if (known !== undefined) return known;
    const verdict = options.isBot(userAgent);
    if (agents.size >= MAX_REMEMBERED_AGENTS) agents.clear();
    agents.set(userAgent, verdict);
    return verdict;
  }

  return {
    counts(userAgent, address) {
      // Browsers always send a user agent; a request without one is a script.
      if (!userAgent || isBot(userAgent)) return false;
      const current = Math.floor(now() / 60_000);
      if (current !== minute) {
        minute = current;
        used = new Map();
      }
      const count = used.get(address) ?? 0;
      if (count >= options.limitPerMinute) return false;
      if (count === 0 && used.size >= MAX_ADDRESSES_PER_MINUTE) return false;
      used.set(address, count + 1);
      return true;
    },
  };
}
