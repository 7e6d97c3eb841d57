/** Some refusals are answers for the person, not failures (product.md, Messages): an address not confirmed yet at
 *  sign-up or sign-in (the server has mailed the link again: a success toast says where to look), or an address already
 *  confirmed when a new link is asked for (the verified page says so). Turning such a refusal into an answer
 *  here leaves every real failure to useApiMutation's error toast. */
import type { ApiErrorCode, ApiResult } from 'shared-contracts';

export async function refusalAsAnswer<T, A extends string>(
  pending: Promise<ApiResult<T>>,
  code: ApiErrorCode,
  answer: A,
): Promise<ApiResult<T | A>> {
  const result = await pending;
  if (!result.ok && result.error.code === code) return { ok: true, data: answer };
  return result;
}

/** The answer for EMAIL_NOT_CONFIRMED: the verification link was sent again. */
export const LINK_RESENT = 'link-resent';
