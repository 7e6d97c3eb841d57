/** The operators' authenticator secrets are sealed at rest (decision 0072): AES-256-GCM from node:crypto, with a key
 *  derived (HKDF-SHA-256) from TOTP_ENCRYPTION_KEY, and the operator's id as associated data, so a sealed secret
 *  copied to another operator's row opens nowhere. A database dump alone, or a backup, no longer gives the second
 *  factor of anyone. A stored value reads `v1.<iv>.<tag>.<ciphertext>` (base64url). A value without that prefix opens nowhere: taking
 *  it as a secret in the clear would let anyone who can write the column choose an operator's second factor
 *  (decision 0097). */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

const derivedKeys = new Map<string, Buffer>();

/** The AES key of a TOTP_ENCRYPTION_KEY: 32 bytes, derived for this one use, once per key for the process (a sign-in
 *  opens a secret with each configured key in turn, and the keys do not change while the API runs). */
export function totpSealingKey(secret: string): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'advertiser-portal', 'operator TOTP secrets v1', 32));
    derivedKeys.set(secret, key);
  }
  return key;
}

const associatedData = (operatorId: number) => Buffer.from(`operator:${operatorId}`);

/** True for a value shaped as `sealTotpSecret` writes it (whether it opens is another matter). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export function sealTotpSecret(key: Buffer, operatorId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(operatorId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret of a stored value, or null when it does not open with this key for this operator (another key,
 *  another operator's row, a changed byte, a value without the `v1.` prefix). */
export function openTotpSecret(key: Buffer, operatorId: number, stored: string): string | null {
  if (!isSealed(stored)) return null;
  const [, iv, tag, sealed, ...rest] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || rest.length > 0 || iv.length !== IV_BYTES || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(operatorId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
