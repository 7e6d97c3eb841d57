/** Test helpers for ads, uploads, checkouts and the operator CLI, on top of build-test-app.ts: an app whose
 *  DATA_DIR is a throw-away folder (uploads land there), real image bytes, multipart bodies as a browser sends
 *  them, ads inserted in any status, and the CLI's client wired to the app in-process. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  calculateEndDate,
  todayUtc,
  toUtcIso,
  type AdStatus,
  type CreateAdRequest,
  type Duration,
  type Plan,
  type PlainDate,
} from 'shared-contracts';
import { ads, uploads } from '../db/schema';
import type { App } from '../http/types';
import type { AdRow } from '../repositories/ads';
import { ensureOperatorToken } from '../services/operator-token';
import { publicFileUrl } from '../services/uploads';
import { createOperatorClient, type FetchLike, type OperatorClient } from '../cli/operator-client';
import type { Output } from '../cli/output';
import { buildTestApp, type Agent, type TestApp, type TestAppOptions } from './build-test-app';

export type AdTestApp = TestApp & { dataDir: string };

/** The test app with DATA_DIR in a fresh temporary folder, removed on close. */
export async function buildAdTestApp(options: TestAppOptions = {}): Promise<AdTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  const t = await buildTestApp({ ...options, config: { dataDir, ...options.config } });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ad test app of one test file: built before its tests and closed after them. With `emptyEachTest`, every ad
 *  is deleted before each test, so what is served is exactly what the test inserted. Its fields are read in the
 *  tests (`t.app`), once beforeAll has built it. */
export function adTestAppForFile(
  options: TestAppOptions = {},
  { emptyEachTest = false }: { emptyEachTest?: boolean } = {},
): AdTestApp {
  let built: AdTestApp | null = null;
  const current = (): AdTestApp => {
    if (!built) throw new Error('the test app is built in beforeAll; read it inside a test');
    return built;
  };
  beforeAll(async () => {
    built = await buildAdTestApp(options);
  });
  afterAll(() => current().close());
  if (emptyEachTest)
    beforeEach(async () => {
      await current().app.db.delete(ads);
    });
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get serverErrors() {
      return current().serverErrors;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}

// --- Images and multipart -----------------------------------------------------------------------------------------

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A real 1×1 JPEG and a real 1×1 WebP (lossless): the upload decodes the whole picture, not only its first bytes. */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCjQCTr/9k=',
  'base64',
);
export const WEBP_BYTES = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ/wLXvf+BiOh/AAA=', 'base64');

type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/s3/ as the application form sends it: the file, an empty key, the extension read from the bytes. */
export function uploadImage(
  agent: Agent,
  file: { bytes: Buffer; filename?: string; contentType?: string; fileType?: string } = { bytes: PNG_BYTES },
) {
  const body = multipart([
    {
      name: 'file',
      filename: file.filename ?? 'banner.png',
      contentType: file.contentType ?? 'image/png',
      bytes: file.bytes,
    },
    { name: 'key', value: '' },
    { name: 'fileType', value: file.fileType ?? 'png' },
  ]);
  return agent.inject({ method: 'POST', url: '/api/s3/', ...body });
}

/** An upload row owned by the advertiser (no file written): enough for an ad to use its address. */
export async function recordUpload(app: App, ownerId: number): Promise<string> {
  const key = `${randomUUID()}.png`;
  await app.db
    .insert(uploads)
    .values({ key, ownerId, contentType: 'image/png', sizeBytes: PNG_BYTES.byteLength });
  return publicFileUrl(app.config, key);
}

// --- Ads ----------------------------------------------------------------------------------------------------------

export const daysFromToday = (days: number): PlainDate => todayUtc().add({ days });

/** A valid POST /ads body starting a week from today, as the application form builds it. */
export function applicationBody(imageUrl: string, overrides: Partial<CreateAdRequest> = {}): CreateAdRequest {
  const start = daysFromToday(7);
  const duration = overrides.duration ?? 3;
  return {
    name: 'Hana Sato',
    title: 'Autumn lobby',
    linkUrl: 'https://gallery.example.com/autumn',
    plan: 'LOBBIES',
    startDate: toUtcIso(start),
    duration,
    country: 'JP',
    region: null,
    language: 'en',
    imageUrl,
    endDate: toUtcIso(calculateEndDate(start, duration)),
    status: 'UNPAID',
    ...overrides,
  };
}

/** Applies for an ad as the form does: records an upload of the owner's, then POSTs /api/ads with a valid
 *  application (applicationBody) and `overrides` on top, which may be any value, to test what the server refuses. */
export async function applyForAd(
  app: App,
  owner: { agent: Agent; advertiser: { id: number } },
  overrides: { [K in keyof CreateAdRequest]?: unknown } = {},
) {
  const imageUrl = await recordUpload(app, owner.advertiser.id);
  // The end date follows a duration given (one out of range too, so that the server is the one to refuse it).
  const duration = typeof overrides.duration === 'number' ? { duration: overrides.duration as Duration } : {};
  return owner.agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: { ...applicationBody(imageUrl, duration), ...overrides },
  });
}

export type AdOverrides = {
  status?: AdStatus;
  plan?: Plan;
  duration?: number;
  start?: PlainDate;
  title?: string;
  linkUrl?: string;
  language?: 'en' | 'ja';
  country?: string | null;
  region?: string | null;
  clicks?: number;
  impressions?: number;
  /** When it entered review; now by default for a PENDING ad, null otherwise. */
  reviewRequestedAt?: Date | null;
  /** Campaign tags' utm_campaign; none by default. */
  campaignName?: string | null;
  /** The language of the primary creative; the ad's language by default. */
  creativeLanguage?: 'en' | 'ja';
  /** A title for a creative in the other language, with a banner its advertiser uploaded. */
  secondTitle?: string;
};

/** An ad inserted directly in any status, running from today by default, with an image its advertiser uploaded. */
export async function insertAd(app: App, advertiserId: number, overrides: AdOverrides = {}): Promise<AdRow> {
  const start = overrides.start ?? todayUtc();
  const duration = overrides.duration ?? 1;
  const [row] = await app.db
    .insert(ads)
    .values({
      advertiserId,
      title: overrides.title ?? 'Winter exhibition',
      linkUrl: overrides.linkUrl ?? 'https://gallery.example.com/winter',
      campaignName: overrides.campaignName ?? null,
      imageUrl: await recordUpload(app, advertiserId),
      plan: overrides.plan ?? 'LOBBIES',
      status: overrides.status ?? 'ACTIVE',
      startDate: start.toString(),
      endDate: calculateEndDate(start, duration).toString(),
      duration,
      language: overrides.language ?? 'en',
      creativeLanguage: overrides.creativeLanguage ?? overrides.language ?? 'en',
      secondTitle: overrides.secondTitle ?? null,
      secondImageUrl: overrides.secondTitle === undefined ? null : await recordUpload(app, advertiserId),
      name: 'Hana Sato',
      country: overrides.country === undefined ? 'JP' : overrides.country,
      region: overrides.region ?? null,
      clicks: overrides.clicks ?? 0,
      impressions: overrides.impressions ?? 0,
      reviewRequestedAt:
        overrides.reviewRequestedAt !== undefined
          ? overrides.reviewRequestedAt
          : overrides.status === 'PENDING'
            ? new Date()
            : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no ad');
  return row;
}

export async function findAd(app: App, id: number): Promise<AdRow | undefined> {
  const [row] = await app.db.select().from(ads).where(eq(ads.id, id));
  return row;
}

// --- The operator CLI in-process --------------------------------------------------------------------------------

/** `fetch` answered by the app itself: what the CLI sends over the network goes through app.inject. */
export function injectFetch(app: App): FetchLike {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method: init.method,
      url: `${pathname}${search}`,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: response.statusCode, json: async () => response.json() };
  };
}

/** The CLI's client, holding the token the API would write on listen. */
export async function operatorClient(t: AdTestApp): Promise<OperatorClient> {
  const token = await ensureOperatorToken(t.dataDir);
  return createOperatorClient({ baseUrl: 'http://localhost:4000', token, fetch: injectFetch(t.app) });
}

/** A CLI client presenting `token`, right or wrong. */
export async function operatorClientWithToken(t: AdTestApp, token: string): Promise<OperatorClient> {
  return createOperatorClient({ baseUrl: 'http://localhost:4000', token, fetch: injectFetch(t.app) });
}

export type CollectedOutput = Output & { stdout: string[]; stderr: string[] };

export function collectOutput(): CollectedOutput {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => void stdout.push(line), err: (line) => void stderr.push(line) };
}
