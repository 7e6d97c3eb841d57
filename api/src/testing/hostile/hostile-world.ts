/** What the hostile-input suite needs so its requests reach deep code instead of stopping at "not found": for each
 *  route a fresh advertiser with an ad in every status, a real uploaded banner, an open test checkout, a live link
 *  token of each kind, and the operator token. `fieldValues` and `pathValues` turn that world into valid values by
 *  field name, which the generators mix with hostile ones. */
import { type AdStatus, type CreateAdRequest } from 'shared-contracts';
import { AD_STATUSES } from 'shared-contracts/api';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { memberships, type TokenKind } from '../../db/schema';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../plugins/session';
import { issueToken } from '../../services/one-time-tokens';
import { ensureOperatorToken } from '../../services/operator-token';
import { createSession } from '../../services/sessions';
import { applicationBody, insertAd, uploadImage, type AdTestApp } from '../ad-factories';
import { operatorSessions } from '../operator-factories';
import {
  createAdvertiser,
  signedInAdvertiser,
  TEST_BOT_CHECK_TOKEN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../build-test-app';
import type { HostileValue } from './hostile-values';
import { unsubscribeToken } from '../../services/unsubscribe-links';

export type HostileWorld = {
  advertiserId: number;
  accountId: string;
  email: string;
  adIds: Record<AdStatus, number>;
  /** The public address and the key of a banner really stored by POST /api/s3/. */
  imageUrl: string;
  fileKey: string;
  /** A test checkout opened for the UNPAID ad through POST /api/stripe/checkout/ad. */
  checkoutSessionId: string;
  linkTokens: Record<TokenKind, string>;
  /** The weekly results mail's unsubscribe token of this advertiser, who has the mail turned on. */
  unsubscribeToken: string;
  operatorToken: string;
  /** The UNPAID ad's application as the form sent it (a valid POST /api/ads body). */
  application: CreateAdRequest;
  /** Session cookies of a new session for this advertiser (a request may sign out or close the account), with an
   *  operator's session cookie beside them, so the review desk's routes are reached too. */
  newSessionCookies(): Promise<Record<string, string>>;
};

const UrlSchema = v.object({ url: v.string() });

export async function createHostileWorld(t: AdTestApp): Promise<HostileWorld> {
  const { app } = t;
  const newOperatorSession = await operatorSessions(app);
  const { agent, advertiser } = await signedInAdvertiser(app, {
    name: 'Hostile input',
    country: 'CA',
    region: 'ON',
  });
  const upload = await uploadImage(agent);
  if (upload.statusCode !== 200)
    throw new Error(`the world's upload failed: ${upload.statusCode} ${upload.body}`);
  const imageUrl = v.parse(UrlSchema, upload.json()).url;
  const fileKey = imageUrl.split('/').pop() ?? '';

  const adIds = {} as Record<AdStatus, number>;
  for (const status of AD_STATUSES) adIds[status] = (await insertAd(app, advertiser.id, { status })).id;

  const checkout = await agent.inject({
    method: 'POST',
    url: '/api/stripe/checkout/ad',
    payload: { plan: 'LOBBIES', duration: 1, userId: advertiser.id, adId: adIds.UNPAID },
  });
  if (checkout.statusCode !== 200)
    throw new Error(`the world's checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const checkoutSessionId = v.parse(UrlSchema, checkout.json()).url.split('/').pop() ?? '';

  const linkTokens = {} as Record<TokenKind, string>;
  for (const kind of ['confirm-email', 'reset-password', 'new-email'] as const)
    linkTokens[kind] = await issueToken(app.db, {
      personId: advertiser.personId,
      kind,
      email: advertiser.email,
      ttlSeconds: 3600,
    });

  await app.db
    .update(memberships)
    .set({ weeklyResults: true })
    .where(eq(memberships.id, advertiser.membershipId));

  return {
    advertiserId: advertiser.id,
    // Mailed links name the person (decision 0121).
    accountId: advertiser.personLinkId,
    email: advertiser.email,
    adIds,
    imageUrl,
    fileKey,
    checkoutSessionId,
    linkTokens,
    unsubscribeToken: unsubscribeToken(app.config.mailLinkSigningKey, advertiser.membershipLinkId, 0),
    operatorToken: await ensureOperatorToken(t.dataDir),
    application: applicationBody(imageUrl),
    async newSessionCookies() {
      const tokens = await createSession(app.db, advertiser, {
        accessSeconds: app.config.ttl.access,
        refreshSeconds: app.config.ttl.refresh,
      });
      return {
        [ACCESS_COOKIE]: tokens.accessToken,
        [REFRESH_COOKIE]: tokens.refreshToken,
        ...(await newOperatorSession()),
      };
    },
  };
}

/** An account that exists, so sign-up and email changes also meet "this email is taken". */
export async function createBystander(t: AdTestApp): Promise<string> {
  return (await createAdvertiser(t.app, { email: uniqueEmail('bystander') })).email;
}

/** Valid values by JSON field name: what a well-behaved client would send there in this world. */
export function fieldValues(world: HostileWorld, bystanderEmail: string): Record<string, HostileValue[]> {
  const adIds = Object.values(world.adIds);
  return {
    email: [world.email, bystanderEmail, uniqueEmail('hostile')],
    newEmail: [uniqueEmail('hostile-new'), bystanderEmail, world.email],
    password: [TEST_PASSWORD, 'Rainy-day-43'],
    currentPassword: [TEST_PASSWORD, 'Wrong-pass-1'],
    newPassword: ['Rainy-day-43', 'Cloudy-day-44'],
    confirmPassword: ['Rainy-day-43', 'Cloudy-day-44'],
    recaptchaToken: [TEST_BOT_CHECK_TOKEN],
    token: [TEST_BOT_CHECK_TOKEN, world.unsubscribeToken],
    previousAdId: [world.adIds.ENDED, world.adIds.ACTIVE, world.adIds.REJECTED],
    weeklyResults: [true, false],
    now: [new Date().toISOString(), null],
    userId: [world.advertiserId],
    accountId: [world.accountId],
    adId: [world.adIds.UNPAID, ...adIds],
    imageUrl: [world.imageUrl],
    name: ['Hana Sato', '佐藤 花'],
    title: ['Autumn lobby', '秋のロビー'],
    linkUrl: ['https://gallery.example.com/autumn', 'https://例え.jp/展示'],
    message: ['Hello, I would like to know more.', 'お問い合わせです。'],
    reason: ['The image is blurry.', '画像が不鮮明です。'],
    startDate: [world.application.startDate],
    endDate: [world.application.endDate],
    country: ['JP', 'CA', 'US'],
    region: [null, 'ON', 'QC'],
    duration: [1, 3, 12],
  };
}

/** Whole valid bodies, by operation, where the fields only make sense together (an application's dates and
 *  months; a checkout's plan and months as the ad was applied for). */
export function exampleBodies(world: HostileWorld): Record<string, HostileValue> {
  return {
    'POST /api/ads': { ...world.application },
    'POST /api/stripe/checkout/ad': {
      plan: 'LOBBIES',
      duration: 1,
      userId: world.advertiserId,
      adId: world.adIds.UNPAID,
    },
  };
}

/** Valid path segments by parameter name. */
export function pathValues(world: HostileWorld): Record<string, string[]> {
  return {
    id: [...Object.values(world.adIds), world.advertiserId].map(String),
    sessionId: [world.checkoutSessionId],
    key: [world.fileKey],
  };
}

/** A valid `Authorization` for the routes that read a mailed link's token or the operator's. */
export function bearerValues(world: HostileWorld): string[] {
  return [...Object.values(world.linkTokens), world.operatorToken].map((token) => `Bearer ${token}`);
}
