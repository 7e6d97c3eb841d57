/** Sends one generated request through `app.inject` and judges the answer: a 5xx, a 4xx whose body lacks English
 *  and Japanese text (the ApiErrorBody of shared-contracts), or no answer within the time limit is a failure,
 *  described well enough to replay by hand. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import type { App } from '../../http/types';
import type { HostileRequest } from './hostile-requests';

export type Failure = {
  route: string;
  index: number;
  status: number | 'no answer' | 'not sent';
  problem: string;
  request: HostileRequest;
  answer: string;
};

const ANSWER_TIMEOUT_MS = 15_000;

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
}

/** The problem with an answer, or null when it is acceptable. */
export function judgeAnswer(method: string, status: number, body: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400 || method === 'HEAD') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'a 4xx whose body is not JSON';
  }
  const error = v.safeParse(ApiErrorBodySchema, parsed);
  if (!error.success) return 'a 4xx whose body is not the shared error shape';
  if (error.output.en.trim() === '' || error.output.ja.trim() === '')
    return 'a 4xx without English and Japanese text';
  return null;
}

export async function sendHostile(
  app: App,
  request: HostileRequest,
  sessionCookies: Record<string, string> | undefined,
): Promise<{ status: number; body: string } | { problem: 'no answer' | 'not sent'; detail: string }> {
  try {
    const answer = await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        ...(sessionCookies ? { cookies: sessionCookies } : {}),
      }),
      timeout(ANSWER_TIMEOUT_MS),
    ]);
    if (answer === 'timeout')
      return { problem: 'no answer', detail: `nothing within ${ANSWER_TIMEOUT_MS} ms` };
    return { status: answer.statusCode, body: answer.body };
  } catch (error) {
    return { problem: 'not sent', detail: error instanceof Error ? error.message : String(error) };
  }
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** One failure as lines a developer can read and replay (non-printable characters escaped). */
export function describeFailure(failure: Failure, seed: number): string {
  const { request } = failure;
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `${request.payload.byteLength} bytes: ${JSON.stringify(clip(request.payload.toString('latin1'), 200))}`
        : JSON.stringify(clip(request.payload, 300));
  return [
    `${failure.status} ${failure.problem} — ${failure.route} #${failure.index} (${request.variant})`,
    `  ${request.method} ${JSON.stringify(clip(request.url, 300))}${request.signedIn ? ' signed in' : ''}`,
    `  headers ${JSON.stringify(
      Object.fromEntries(Object.entries(request.headers).map(([k, value]) => [k, clip(value, 120)])),
    )}`,
    `  body ${payload}`,
    `  answer ${JSON.stringify(clip(failure.answer, 300))}`,
    `  replay: HOSTILE_SEED=${seed} HOSTILE_ROUTE='${failure.route}'`,
  ].join('\n');
}
