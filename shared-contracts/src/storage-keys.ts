/** The three local-storage entries of the product, with the product prefix. The client writes only the user
 *  record; the two token entries are legacy and are only ever removed (sessions live in httpOnly cookies). */

export const STORAGE_PREFIX = 'vae-ads.';

export const STORAGE_KEYS = {
  user: `${STORAGE_PREFIX}user`,
  token: `${STORAGE_PREFIX}token`,
  refreshToken: `${STORAGE_PREFIX}refresh-token`,
  language: `${STORAGE_PREFIX}language`,
} as const;
