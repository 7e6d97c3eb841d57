/** The development default of the secret the operator CLI presents to the operator routes (decision 0016): with
 *  OPERATOR_TOKEN unset, the API creates a random one on first listen as DATA_DIR/operator-token (mode 600) and
 *  the CLI, run on the same machine with the same DATA_DIR, reads it there. Production configures OPERATOR_TOKEN
 *  on every instance and on the operator's machine instead, since no file is shared between machines. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';
const MIN_TOKEN_LENGTH = 32;

export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, OPERATOR_TOKEN_FILE);
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** The token, or null when the file is missing or too short to be a secret. */
export async function readOperatorToken(dataDir: string): Promise<string | null> {
  try {
    const token = (await readFile(operatorTokenPath(dataDir), 'utf8')).trim();
    return token.length >= MIN_TOKEN_LENGTH ? token : null;
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** The existing token, or a new random one written where the CLI will look for it. */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const existing = await readOperatorToken(dataDir);
  if (existing) return existing;
  const file = operatorTokenPath(dataDir);
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw error;
    // Another instance wrote it first, or the file holds a value too short to trust.
    const written = await readOperatorToken(dataDir);
    if (!written) {
      throw new Error(
        `${file} holds fewer than ${MIN_TOKEN_LENGTH} characters; replace it with a long random secret`,
        { cause: error },
      );
    }
    return written;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison, so timing tells nothing about how close a guess was. */
export function isSameToken(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}
