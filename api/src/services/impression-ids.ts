/** Signed, short-lived impression ids: every served banner carries one (in its click address), and a click counts
 *  only with a valid, unexpired id issued for that ad. The id is an HMAC over the ad, the placement, the issue time
 *  (with the language of the creative shown, decision 0117), the issue time and a random nonce, with IMPRESSION_SIGNING_KEY shared by every instance, so any instance checks what another
 *  served without storing anything per impression. The id names its key (a key id derived from the key, decision
 *  0099), so a previous key (IMPRESSION_SIGNING_KEY_PREVIOUS) still verifies the ids it signed while the key
 *  changes. The nonce names the impression when its click is de-duplicated. Knows nothing of HTTP or the database. */
import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Language, Placement } from 'shared-contracts';

/** A checked impression id: whose click it allows, until when, the nonce naming the impression, and the language
 *  of the creative shown (undefined for ids issued before creatives had languages, or without one). */
export type Impression = {
  adId: number;
  placement: Placement;
  nonce: string;
  expiresAt: Date;
  language?: Language | undefined;
};

export type ImpressionIds = {
  /** A new id for one serve of `adId` in `placement` showing the creative in `language`: URL-safe, about 60
   *  characters. */
  issue(adId: number, placement: Placement, nowMs?: number, language?: Language): string;
  /** The impression, when `token` is an id the current or previous key signed for `adId` that has not expired;
   *  null otherwise. */
  verify(token: string, adId: number, nowMs?: number): Impression | null;
};

const PLACEMENT_CODES = { lobby: 'l', exhibition: 'e' } as const satisfies Record<Placement, string>;
const PLACEMENTS_BY_CODE: Record<string, Placement> = { l: 'lobby', e: 'exhibition' };
/** The creative's language follows the placement code in the same part (`lj`: the lobby, the Japanese creative);
 *  ids issued before it have the placement code alone. */
const LANGUAGE_CODES = { en: 'e', ja: 'j' } as const satisfies Record<Language, string>;
const LANGUAGES_BY_CODE: Record<string, Language> = { e: 'en', j: 'ja' };
/** `<key id>.<ad id>.<placement code><language code>.<issue time, seconds in base 36>.<nonce>.<signature>`, every part URL-safe;
 *  the signature covers every part before it, the key id included. */
const ID_PATTERN =
  /^([A-Za-z0-9_-]{6})\.([1-9]\d{0,9})\.([le][ej]?)\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
/** Ids served before they named their key: the same parts without the key id. Any configured key may have signed
 *  them. TODO(#39): remove once every instance has issued key-named ids for longer than an impression lives. */
const LEGACY_ID_PATTERN =
  /^()([1-9]\d{0,9})\.([le])\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
/** Instances' clocks differ a little: an id issued slightly "in the future" by another instance is still fine. */
const CLOCK_SKEW_SECONDS = 60;
/** 128 bits of the HMAC-SHA256: plenty against forgery, and keeps click addresses short. */
const SIGNATURE_BYTES = 16;
/** 32 bits of a hash of the key: tells the configured keys apart and says nothing usable about a 32-character
 *  secret. */
const KEY_ID_BYTES = 4;

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

/** The id an impression id carries for the key that signed it: derived from the key, so every instance with the
 *  same key agrees on it without another setting, and no id can name two different keys by mistake. */
function impressionKeyId(key: string): string {
  return createHash('sha256')
    .update(`impression-key-id:${key}`)
    .digest()
    .subarray(0, KEY_ID_BYTES)
    .toString('base64url');
}

type Signer = { id: string; sign(body: string): string };

function signerOf(key: string): Signer {
  return {
    id: impressionKeyId(key),
    sign: (body) =>
      createHmac('sha256', key)
        .update(`impression:${body}`)
        .digest()
        .subarray(0, SIGNATURE_BYTES)
        .toString('base64url'),
  };
}

function signatureMatches(signer: Signer, body: string, signature: string): boolean {
  const expected = Buffer.from(signer.sign(body));
  const presented = Buffer.from(signature);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * Issues ids with `key`; verifies ids signed with `key` or with `previousKey` (the key before a change, accepted as
 * long as the impressions it signed live), each recognised by its key id. An id naming any other key is refused.
 */
export function createImpressionIds(options: {
  key: string;
  previousKey?: string | undefined;
  ttlSeconds: number;
}): ImpressionIds {
  const current = signerOf(options.key);
  const signers = [current, ...(options.previousKey ? [signerOf(options.previousKey)] : [])];

  /** The signature is right for a key the id names (or, for a legacy id, for any configured key). */
  function isSigned(keyId: string, body: string, signature: string): boolean {
    const candidates = keyId === '' ? signers : signers.filter((signer) => signer.id === keyId);
    return candidates.some((signer) =>
      signatureMatches(signer, keyId === '' ? body : `${keyId}.${body}`, signature),
    );
  }

  return {
    issue(adId, placement, nowMs = Date.now(), language) {
      const code = `${PLACEMENT_CODES[placement]}${language ? LANGUAGE_CODES[language] : ''}`;
      const body = `${current.id}.${adId}.${code}.${Math.floor(nowMs / 1000).toString(36)}.${newNonce()}`;
      return `${body}.${current.sign(body)}`;
    },

    verify(token, adId, nowMs = Date.now()) {
      const match = ID_PATTERN.exec(token) ?? LEGACY_ID_PATTERN.exec(token);
      if (!match) return null;
      const [, keyId, id, code, issued, nonce, signature] = match;
      if (keyId === undefined || !id || !code || !issued || !nonce || !signature || Number(id) !== adId)
        return null;
      if (!isSigned(keyId, `${id}.${code}.${issued}.${nonce}`, signature)) return null;
      const issuedSeconds = parseInt(issued, 36);
      const nowSeconds = nowMs / 1000;
      if (issuedSeconds > nowSeconds + CLOCK_SKEW_SECONDS) return null;
      const expiresSeconds = issuedSeconds + options.ttlSeconds;
      if (expiresSeconds <= nowSeconds) return null;
      const placement = PLACEMENTS_BY_CODE[code.charAt(0)];
      if (!placement) return null;
      const language = code.length > 1 ? LANGUAGES_BY_CODE[code.charAt(1)] : undefined;
      return { adId, placement, nonce, expiresAt: new Date(expiresSeconds * 1000), language };
    },
  };
}
