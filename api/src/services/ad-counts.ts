/** Impressions and clicks counted without a write per request: the serve and click routes add to an in-memory
 *  buffer, and a flush every few seconds writes it in one transaction: clicked impressions first (a unique key, so
 *  a second click on one impression counts once across every instance), then one upsert per ad, UTC hour,
 *  placement and creative language into ad_hourly_stats (decision 0118), and the same numbers added to ads.impressions and ads.clicks, so an ad's totals
 *  stay the sum of its hours (and of the UTC days counted before hours). Each flush claims an id in the same transaction (decision 0099): a flush whose commit
 *  went through but whose answer was lost is retried under its id and written once. A failed flush keeps its
 *  counts for the next one, within the bounds below. Knows nothing of HTTP. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, Placement } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import * as countRepository from '../repositories/ad-daily-stats';
import type { Impression } from './impression-ids';

/** The start of the UTC hour of an instant, '2026-11-23T14:00:00.000Z'. */
export function utcHour(nowMs = Date.now()): string {
  return new Date(nowMs - (((nowMs % 3_600_000) + 3_600_000) % 3_600_000)).toISOString();
}

/** What is counted for one serve or click besides its ad and placement: the language of the creative the visitor
 *  was shown. The ad server fills it from the creative it served. */
export type CountedCreative = { creativeLanguage: Language };

/** What one ad got in one UTC hour ('2026-11-23T14:00:00.000Z') in one placement with one creative language. */
export type HourlyCount = CountedCreative & {
  adId: number;
  hour: string;
  placement: Placement;
  impressions: number;
  clicks: number;
};

/** A click waiting for its de-duplication: counted for `hour` only if no click on `impression` was counted yet. */
export type PendingClick = CountedCreative & {
  adId: number;
  hour: string;
  placement: Placement;
  /** The impression id's nonce. */
  impression: string;
  /** After this, no click on the impression counts any more, so its row may be pruned. */
  expiresAt: Date;
};

/** What a flush writes: counts already decided (impressions; clicks only where nothing is left to de-duplicate,
 *  as for demo data) and clicks still to de-duplicate. */
export type CountBatch = { counts: readonly HourlyCount[]; clicks: readonly PendingClick[] };

/** A batch under the id its flush claims: written at most once, however often it is tried. */
export type IdentifiedBatch = CountBatch & { id: string };

export type Counted = { impressions: number; clicks: number };

const keyOf = (count: Omit<HourlyCount, 'impressions' | 'clicks'>) =>
  `${count.adId}|${count.hour}|${count.placement}|${count.creativeLanguage}`;

/** Adds `count` into `into` under its ad, hour, placement and creative language. */
function addCount(into: Map<string, HourlyCount>, count: HourlyCount): void {
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

/** Adds the counts to ads.impressions/clicks and upserts their hours; counts of ads deleted meanwhile are dropped. */
async function writeCounts(tx: Tx, counts: readonly HourlyCount[]): Promise<Counted> {
  const perAd = new Map<number, Counted>();
  for (const count of counts) {
    const total = perAd.get(count.adId) ?? { impressions: 0, clicks: 0 };
    total.impressions += count.impressions;
    total.clicks += count.clicks;
    perAd.set(count.adId, total);
  }
  // Lock the ads in id order first: flushes of several instances then wait for each other instead of
  // deadlocking, and an ad cannot be deleted between here and its hours' upsert.
  const existing = await countRepository.lockAds(
    tx,
    [...perAd.keys()].sort((a, b) => a - b),
  );
  const kept = counts.filter((count) => existing.has(count.adId));
  await countRepository.addToAdTotals(
    tx,
    [...perAd].filter(([id]) => existing.has(id)),
  );
  // Hours in one order on every instance, so two flushes cannot deadlock on them.
  await countRepository.addToHourlyStats(
    tx,
    [...kept]
      .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))
      .map(({ creativeLanguage, ...count }) => ({ ...count, language: creativeLanguage })),
  );
  return kept.reduce(
    (sum, count) => ({ impressions: sum.impressions + count.impressions, clicks: sum.clicks + count.clicks }),
    { impressions: 0, clicks: 0 },
  );
}

/** Writes a batch inside `tx`: the clicks not counted before (by any instance), then one upsert per ad, hour,
 *  placement and creative language, and the same numbers added to the ads' totals. */
async function writeBatch(tx: Tx, batch: CountBatch): Promise<Counted> {
  const merged = new Map<string, HourlyCount>();
  for (const count of batch.counts) addCount(merged, count);
  // One impression may be clicked in two batches written together: it is offered once.
  const clicks = [...new Map(batch.clicks.map((click) => [click.impression, click])).values()];
  for (const click of clicks.length > 0 ? await newClicks(tx, clicks) : [])
    addCount(merged, {
      adId: click.adId,
      hour: click.hour,
      placement: click.placement,
      creativeLanguage: click.creativeLanguage,
      impressions: 0,
      clicks: 1,
    });
  const counts = [...merged.values()].filter((count) => count.impressions > 0 || count.clicks > 0);
  return counts.length > 0 ? writeCounts(tx, counts) : { impressions: 0, clicks: 0 };
}

const isEmpty = (batch: CountBatch) => batch.counts.length === 0 && batch.clicks.length === 0;

/**
 * Writes one batch in one transaction. Returns what was counted. Throws when the database fails; nothing of the
 * batch is then written. For counts written once (demo data, tests); the buffer's flushes use flushIdentified.
 */
export async function flushCounts(db: Db, batch: CountBatch): Promise<Counted> {
  if (isEmpty(batch)) return { impressions: 0, clicks: 0 };
  return db.transaction((tx) => writeBatch(tx, batch));
}

/**
 * Writes in one transaction the batches whose id no earlier transaction claimed, claiming every id. A batch whose
 * commit went through unanswered is therefore skipped when tried again, and one that never committed is written.
 * `progress.committing` turns true once every statement has run: an error after it means the outcome is unknown
 * (the answer to the commit was lost); an error before it means nothing was written.
 */
export async function flushIdentified(
  db: Db,
  batches: readonly IdentifiedBatch[],
  progress: { committing: boolean } = { committing: false },
): Promise<Counted> {
  if (batches.every(isEmpty)) return { impressions: 0, clicks: 0 };
  return db.transaction(async (tx) => {
    // Sorted, like every other key here, so two transactions cannot deadlock on them.
    const claimed = await countRepository.claimFlushIds(tx, batches.map((batch) => batch.id).sort());
    const unwritten = batches.filter((batch) => claimed.has(batch.id));
    const counted = await writeBatch(tx, {
      counts: unwritten.flatMap((batch) => batch.counts),
      clicks: unwritten.flatMap((batch) => batch.clicks),
    });
    progress.committing = true;
    return counted;
  });
}

/** Clicked impressions whose ids expired this long ago can go: clocks of instances differ a little, and a click
 *  accepted just before its id expired may wait a flush interval to be written. */
const PRUNE_GRACE_MS = 5 * 60_000;

/** How long a written flush's id is kept: far longer than an instance keeps a flush to retry (MAX_UNWRITTEN_MS). */
const FLUSH_ID_RETENTION_MS = 7 * 24 * 3600_000;

/** Removes clicked impressions no click can name any more, and ids of flushes no instance can retry any more. */
export async function pruneCountRecords(db: Db, nowMs = Date.now()): Promise<void> {
  await countRepository.deleteClickedImpressionsBefore(db, new Date(nowMs - PRUNE_GRACE_MS));
  await countRepository.deleteFlushIdsBefore(db, new Date(nowMs - FLUSH_ID_RETENTION_MS));
}

// --- The buffer ------------------------------------------------------------------------------------------------

/** Clicks waiting for a flush are capped so a database that stays down cannot exhaust memory; beyond the cap a
 *  click is not counted (the visitor is still redirected). Impressions are bounded by ads × hours × placements × languages. */
const MAX_PENDING_CLICKS = 200_000;
/** Flushes whose commit went unanswered, kept to retry under their ids; beyond it the oldest is given up (each lost
 *  answer adds one, so only a database failing at every commit reaches it). */
const MAX_UNSETTLED_FLUSHES = 20;
/** When no flush has succeeded for this long, what waits is given up (and logged), so a retried flush always
 *  finds its id before the ids are pruned (FLUSH_ID_RETENTION_MS), and a crash never loses more than a day. */
const MAX_UNWRITTEN_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 60_000;

export type CountBuffer = {
  /** An impression of `adId` in `placement` during the UTC hour `hour`, of the creative named by `creative`. */
  impression(adId: number, placement: Placement, hour: string, creative: CountedCreative): void;
  /** A click with a checked impression id; a second click on the same impression is not counted. */
  click(impression: Impression, hour: string, creative: CountedCreative): void;
  /** Writes everything counted so far (after any flush already running). On failure the counts stay buffered
   *  for the next flush and the error is thrown. */
  flush(): Promise<Counted>;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
  /** Counts waiting to be written, including flushes whose outcome is unknown (for tests and the shutdown log). */
  pending(): { impressions: number; clicks: number };
};

const totalsOf = (batches: readonly CountBatch[]) =>
  batches.reduce(
    (sum, batch) => ({
      impressions: sum.impressions + batch.counts.reduce((n, count) => n + count.impressions, 0),
      clicks: sum.clicks + batch.clicks.length + batch.counts.reduce((n, count) => n + count.clicks, 0),
    }),
    { impressions: 0, clicks: 0 },
  );

export function createCountBuffer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  nowMs?: () => number;
}): CountBuffer {
  const now = deps.nowMs ?? Date.now;
  let counts = new Map<string, HourlyCount>();
  let clicks = new Map<string, PendingClick>();
  /** Flushes tried whose commit went unanswered: written or not, only their ids in the database tell. */
  let unsettled: IdentifiedBatch[] = [];
  let unsettledClicks = 0;
  /** When the flushes started failing; null while they succeed. */
  let failingSince: number | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  let droppedClicks = 0;

  function setUnsettled(batches: IdentifiedBatch[]): void {
    const given = batches.slice(0, Math.max(0, batches.length - MAX_UNSETTLED_FLUSHES));
    if (given.length > 0)
      deps.log.error({ lost: totalsOf(given) }, 'counts given up: too many flushes went unanswered');
    unsettled = batches.slice(given.length);
    unsettledClicks = unsettled.reduce((n, batch) => n + batch.clicks.length, 0);
  }

  /** After a day without a successful flush, what waits is given up, so it cannot be written twice later. */
  function giveUpWhenTooOld(): void {
    const since = failingSince ?? now();
    failingSince = since;
    if (now() - since < MAX_UNWRITTEN_MS) return;
    const lost = totalsOf([...unsettled, { counts: [...counts.values()], clicks: [...clicks.values()] }]);
    deps.log.error({ lost }, 'counts given up: the database has refused them for a day');
    setUnsettled([]);
    counts = new Map();
    clicks = new Map();
    failingSince = now();
  }

  async function flushOnce(): Promise<Counted> {
    const fresh: IdentifiedBatch = {
      id: randomUUID(),
      counts: [...counts.values()],
      clicks: [...clicks.values()],
    };
    counts = new Map();
    clicks = new Map();
    const batches = isEmpty(fresh) ? unsettled : [...unsettled, fresh];
    const progress = { committing: false };
    try {
      const counted = await flushIdentified(deps.db, batches, progress);
      setUnsettled([]);
      failingSince = null;
      if (droppedClicks > 0) {
        deps.log.warn({ droppedClicks }, 'clicks were not counted: too many waited for the database');
        droppedClicks = 0;
      }
      return counted;
    } catch (error) {
      if (progress.committing) {
        // The commit may have gone through: retry these batches under their ids, never as new counts.
        setUnsettled(batches);
      } else {
        // Nothing was written: put the fresh counts back under what arrived meanwhile.
        for (const count of fresh.counts) addCount(counts, count);
        for (const click of fresh.clicks)
          if (!clicks.has(click.impression)) clicks.set(click.impression, click);
      }
      giveUpWhenTooOld();
      throw error;
    }
  }

  async function pruneNowAndThen(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneCountRecords(deps.db).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'old clicked impressions could not be pruned'),
    );
  }

  const buffer: CountBuffer = {
    impression(adId, placement, hour, creative) {
      addCount(counts, {
        adId,
        hour,
        placement,
        creativeLanguage: creative.creativeLanguage,
        impressions: 1,
        clicks: 0,
      });
    },
    click(impression, hour, creative) {
      if (clicks.has(impression.nonce)) return;
      if (clicks.size + unsettledClicks >= MAX_PENDING_CLICKS) {
        droppedClicks += 1;
        return;
      }
      clicks.set(impression.nonce, {
        adId: impression.adId,
        hour,
        placement: impression.placement,
        creativeLanguage: creative.creativeLanguage,
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
      const waiting = totalsOf([...unsettled, { counts: [...counts.values()], clicks: [] }]);
      return { impressions: waiting.impressions, clicks: waiting.clicks + clicks.size };
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
