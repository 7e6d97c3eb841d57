/** Signed, short-lived impression ids: every served banner carries one (in its click address), and a click counts
 *  only with a valid, unexpired id issued for that ad. The id is an HMAC over the ad, the placement, the issue time
 *  and a random nonce, with IMPRESSION_SIGNING_KEY shared by every instance, so any instance checks what another
 *  served without storing anything per impression. The nonce names the impression when its click is de-duplicated.
 *  Knows nothing of HTTP or the database. */
import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Placement } from 'shared-contracts';

/** A checked impression id: whose click it allows, until when, and the nonce naming the impression. */
export type Impression = { adId: number; placement: Placement; nonce: string; expiresAt: Date };

export type ImpressionIds = {
  /** A new id for one serve of `adId` in `placement`: URL-safe, about 60 characters. */
  issue(adId: number, placement: Placement, nowMs?: number): string;
  /** The impression, when `token` is an id this key signed for `adId` that has not expired; null otherwise. */
  verify(token: string, adId: number, nowMs?: number): Impression | null;
};

const PLACEMENT_CODES = { lobby: 'l', exhibition: 'e' } as const satisfies Record<Placement, string>;
const PLACEMENTS_BY_CODE: Record<string, Placement> = { l: 'lobby', e: 'exhibition' };
/** `<ad id>.<placement code>.<issue time, seconds in base 36>.<nonce>.<signature>`, every part URL-safe. */
const ID_PATTERN = /^([1-9]\d{0,9})\.([le])\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
/** Instances' clocks differ a little: an id issued slightly "in the future" by another instance is still fine. */
const CLOCK_SKEW_SECONDS = 60;
/** 128 bits of the HMAC-SHA256: plenty against forgery, and keeps click addresses short. */
const SIGNATURE_BYTES = 16;

const NONCE_BYTES = 12;
/** Random bytes drawn a few kilobytes at a time: one system call per request was the serve route's biggest cost
 *  after the socket itself. */
const pool = Buffer.alloc(NONCE_BYTES * 512);
let poolOffset = pool.length;

/** 12 random bytes (96 bits: two impressions never share a nonce), base64url. */
function newNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export function createImpressionIds(options: { key: string; ttlSeconds: number }): ImpressionIds {
  const sign = (body: string) =>
    createHmac('sha256', options.key)
      .update(`impression:${body}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');

  return {
    issue(adId, placement, nowMs = Date.now()) {
      const body = `${adId}.${PLACEMENT_CODES[placement]}.${Math.floor(nowMs / 1000).toString(36)}.${newNonce()}`;
      return `${body}.${sign(body)}`;
    },

    verify(token, adId, nowMs = Date.now()) {
      const match = ID_PATTERN.exec(token);
      if (!match) return null;
      const [, id, code, issued, nonce, signature] = match;
      if (!id || !code || !issued || !nonce || !signature || Number(id) !== adId) return null;
      const expected = Buffer.from(sign(`${id}.${code}.${issued}.${nonce}`));
      const presented = Buffer.from(signature);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      const issuedSeconds = parseInt(issued, 36);
      const nowSeconds = nowMs / 1000;
      if (issuedSeconds > nowSeconds + CLOCK_SKEW_SECONDS) return null;
      const expiresSeconds = issuedSeconds + options.ttlSeconds;
      if (expiresSeconds <= nowSeconds) return null;
      const placement = PLACEMENTS_BY_CODE[code];
      if (!placement) return null;
      return { adId, placement, nonce, expiresAt: new Date(expiresSeconds * 1000) };
    },
  };
}
