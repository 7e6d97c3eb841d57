/** Single-use links (confirm email, reset password, confirm a new email): 256 random bits mailed to the
 *  advertiser, stored only as a SHA-256 hash with a kind, the address it went to, an expiry and a used-at.
 *  Checking order decides what the pages show: unknown → forged, used → "already used", then expired. */
import type { Db, Tx } from '../db/client';
import type { TokenKind } from '../db/schema';
import * as tokenRepository from '../repositories/one-time-tokens';
import { refuse, type Failure, type Outcome } from './outcome';
import { hashToken, newToken } from './secrets';

export type TokenRow = tokenRepository.TokenRow;
export type TokenProblem = 'TOKEN_INVALID' | 'TOKEN_USED' | 'TOKEN_EXPIRED';
export type TokenCheck = Outcome<{ token: TokenRow }, Failure<TokenProblem>>;

export async function issueToken(
  db: Db | Tx,
  input: { personId: number; kind: TokenKind; email: string; ttlSeconds: number },
): Promise<string> {
  const token = newToken();
  await tokenRepository.insertToken(db, {
    personId: input.personId,
    kind: input.kind,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

/** Looks a token up without spending it (the reset page checks its link on load). */
export async function checkToken(db: Db | Tx, token: string, kind: TokenKind): Promise<TokenCheck> {
  const row = await tokenRepository.findTokenByHash(db, hashToken(token));
  if (!row || row.kind !== kind) return refuse('TOKEN_INVALID');
  if (row.usedAt) return refuse('TOKEN_USED');
  if (row.expiresAt <= new Date()) return refuse('TOKEN_EXPIRED');
  return { ok: true, token: row };
}

/** Checks and spends a token; of two concurrent uses only one succeeds, the other sees TOKEN_USED. */
export async function spendToken(tx: Tx, token: string, kind: TokenKind): Promise<TokenCheck> {
  const check = await checkToken(tx, token, kind);
  if (!check.ok) return check;
  const spent = await tokenRepository.markTokenUsed(tx, check.token.id);
  return spent ? { ok: true, token: spent } : refuse('TOKEN_USED');
}

/** Spends every open token of a kind (after a confirmation or a reset, older links stop working). */
export function spendAllTokens(tx: Db | Tx, advertiserId: number, kind: TokenKind): Promise<void> {
  return tokenRepository.markTokensOfKindUsed(tx, advertiserId, kind);
}
