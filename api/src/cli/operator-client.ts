/** The CLI's way to the running API: the operator routes over HTTP with the operator token. Every HTTP outcome is
 *  a value (never a throw), with the API's English message when it refused, so commands only print and exit. */
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import {
  EndAnswerSchema,
  PendingAdListSchema,
  ReviewAnswerSchema,
  type EndAnswer,
  type PendingAdList,
  type ReviewAnswer,
} from '../routes/operator-ads';
import { DemoAnswerSchema, type DemoAnswer, type DemoRequest } from '../routes/operator-demo';

/** The part of `fetch` the client uses, so tests can hand it an in-process app instead of a socket. */
export type FetchLike = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export type OperatorResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

export interface OperatorClient {
  readonly baseUrl: string;
  pending(): Promise<OperatorResult<PendingAdList>>;
  approve(id: number): Promise<OperatorResult<ReviewAnswer>>;
  reject(id: number, reason: string): Promise<OperatorResult<ReviewAnswer>>;
  end(id: number): Promise<OperatorResult<EndAnswer>>;
  /** Development only: a demo advertiser with an ad in every status and 30 days of statistics. */
  demo(input: DemoRequest): Promise<OperatorResult<DemoAnswer>>;
}

export function createOperatorClient(options: {
  baseUrl: string;
  token: string;
  fetch?: FetchLike;
}): OperatorClient {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: v.GenericSchema<unknown, T>,
    body?: object,
  ): Promise<OperatorResult<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    if (body) headers['content-type'] = 'application/json';
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await send(`${base}/api/operator/ads${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return {
        ok: false,
        status: 0,
        code: 'NETWORK',
        message: `Could not reach the API at ${base} (${reason}). Is it running?`,
      };
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status >= 200 && response.status < 300) {
      const parsed = v.safeParse(schema, json);
      if (parsed.success) return { ok: true, data: parsed.output };
      return {
        ok: false,
        status: response.status,
        code: 'INTERNAL',
        message: 'The API answered in an unexpected shape.',
      };
    }
    const error = v.safeParse(ApiErrorBodySchema, json);
    return error.success
      ? { ok: false, status: response.status, code: error.output.code, message: error.output.en }
      : {
          ok: false,
          status: response.status,
          code: 'INTERNAL',
          message: `The API answered HTTP ${response.status}.`,
        };
  }

  return {
    baseUrl: base,
    pending: () => call('GET', '/pending', PendingAdListSchema),
    approve: (id) => call('POST', `/${id}/approve`, ReviewAnswerSchema),
    reject: (id, reason) => call('POST', `/${id}/reject`, ReviewAnswerSchema, { reason }),
    end: (id) => call('POST', `/${id}/end`, EndAnswerSchema),
    demo: (input) => call('POST', '/demo', DemoAnswerSchema, input),
  };
}
