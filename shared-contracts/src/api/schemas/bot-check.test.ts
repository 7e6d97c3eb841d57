import * as v from 'valibot';
import { BotCheckChallengeSchema, parseBotCheckToken } from './bot-check';

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

  test('a solved token is read back into its payload', () => {
    expect(parseBotCheckToken(encode(payload))).toEqual(payload);
  });

  test('a token that is not base64 JSON of a payload reads as null', () => {
    expect(parseBotCheckToken('not base64!')).toBeNull();
    expect(parseBotCheckToken(btoa('not json'))).toBeNull();
    expect(parseBotCheckToken(encode({ ...payload, number: -1 }))).toBeNull();
  });
});
