import { isSealed, openTotpSecret, sealTotpSecret, totpSealingKey } from './totp-sealing';
import { newTotpSecret } from './totp';

const key = totpSealingKey('k'.repeat(32));
const otherKey = totpSealingKey('x'.repeat(32));

describe("the operators' authenticator secrets at rest", () => {
  test('a sealed secret opens with the same key for the same operator, and does not show the secret', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(key, 7, secret);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(key, 7, sealed)).toBe(secret);
  });

  test('sealing the same secret twice gives two different values', () => {
    const secret = newTotpSecret();
    expect(sealTotpSecret(key, 7, secret)).not.toBe(sealTotpSecret(key, 7, secret));
  });

  test("it opens with no other key, for no other operator's row, and not once a byte changed", () => {
    const sealed = sealTotpSecret(key, 7, newTotpSecret());
    expect(openTotpSecret(otherKey, 7, sealed)).toBeNull();
    expect(openTotpSecret(key, 8, sealed)).toBeNull();
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[3] = ciphertext.toString('base64url');
    expect(openTotpSecret(key, 7, parts.join('.'))).toBeNull();
    expect(openTotpSecret(key, 7, 'v1.not.a.sealed-value')).toBeNull();
    expect(openTotpSecret(key, 7, `${sealed}.more`)).toBeNull();
  });

  test('a value without the v1. prefix opens nowhere: it is not taken as a secret in the clear', () => {
    const secret = newTotpSecret();
    expect(isSealed(secret)).toBe(false);
    expect(openTotpSecret(key, 7, secret)).toBeNull();
    const sealed = sealTotpSecret(key, 7, secret);
    expect(openTotpSecret(key, 7, sealed.slice('v1.'.length))).toBeNull();
    expect(openTotpSecret(key, 7, `V1.${sealed.slice('v1.'.length)}`)).toBeNull();
  });
});
