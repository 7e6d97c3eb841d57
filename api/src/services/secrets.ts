/** Random tokens and how they are stored: links and session cookies carry 256 random bits, the database keeps
 *  only their SHA-256, and passwords are argon2id with explicit costs (the two argon2 libraries default
 *  differently, so the parameters are written down here and travel inside each PHC hash string). */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `2` is Algorithm.Argon2id (an ambient const enum that
 *  isolated modules cannot read). */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** A hash of a random password, verified against when an email is unknown so sign-in takes the same time
 *  whether or not the account exists. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(newToken());
  return decoyHash;
}
