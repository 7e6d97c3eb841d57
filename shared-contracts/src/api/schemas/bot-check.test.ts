import * as v from 'valibot';
import { BotCheckChallengeResponseSchema, BotCheckChallengeSchema, parseBotCheckToken } from './bot-check';

const encode = (value: unknown) => btoa(JSON.stringify(value));
const payload = {
  algorithm: 'SHA-256',
  challenge: 'ab12',
  number: 4021,
  salt: 's?expires=1',
  signature: 'f00d',
  took: 120,
};

describe('bot-check wire shapes', () => {
  test('a challenge carries algorithm, challenge, salt, signature and maxnumber', () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: 'ab12',
      maxnumber: 100000,
      salt: 's?expires=1',
      signature: 'f00d',
    };
    expect(v.parse(BotCheckChallengeSchema, challenge)).toEqual(challenge);
    expect(v.safeParse(BotCheckChallengeSchema, { ...challenge, algorithm: 'MD5' }).success).toBe(false);
  });

  test('the challenge route answers a proof-of-work challenge with the altcha fields at the top level', () => {
    const challenge = {
      provider: 'proof-of-work',
      algorithm: 'SHA-256',
      challenge: 'ab12',
      maxnumber: 100000,
      salt: 's?expires=1',
      signature: 'f00d',
    };
    expect(v.parse(BotCheckChallengeResponseSchema, challenge)).toEqual(challenge);
    // A solver that knows only the altcha v1 challenge reads the same answer and ignores the provider.
    const { provider: _provider, ...altchaFields } = challenge;
    expect(v.parse(BotCheckChallengeSchema, challenge)).toEqual(altchaFields);
  });

  test('an answer without a provider is a proof-of-work challenge, as the API sent before reCAPTCHA', () => {
    const legacy = { algorithm: 'SHA-256', challenge: 'ab12', salt: 's?expires=1', signature: 'f00d' };
    expect(v.parse(BotCheckChallengeResponseSchema, legacy)).toEqual({
      provider: 'proof-of-work',
      ...legacy,
    });
  });

  test('the challenge route answers reCAPTCHA with its site key and nothing to solve', () => {
    const recaptcha = { provider: 'recaptcha', siteKey: '6Lc-public-site-key' };
    expect(v.parse(BotCheckChallengeResponseSchema, recaptcha)).toEqual(recaptcha);
    expect(v.safeParse(BotCheckChallengeResponseSchema, { provider: 'recaptcha' }).success).toBe(false);
    expect(v.safeParse(BotCheckChallengeResponseSchema, { provider: 'recaptcha', siteKey: '' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(BotCheckChallengeResponseSchema, { provider: 'another-check', siteKey: 'k' }).success,
    ).toBe(false);
  });

  test('a solved token is read back into its payload', () => {
    expect(parseBotCheckToken(encode(payload))).toEqual(payload);
  });

  test('a token that is not base64 JSON of a payload reads as null', () => {
    expect(parseBotCheckToken('not base64!')).toBeNull();
    expect(parseBotCheckToken(btoa('not json'))).toBeNull();
    expect(parseBotCheckToken(encode({ ...payload, number: -1 }))).toBeNull();
  });
});
