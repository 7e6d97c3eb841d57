/** The CLI's way to the running API: the operator's entries of the endpoint table, called through the typed client
 *  of shared-contracts with the operator token as bearer. Every HTTP outcome is a value (never a throw), with the
 *  API's English message when it refused, so commands only print and exit. */
import { userInfo } from 'node:os';
import type {
  AddOperatorAnswer,
  DisableOperatorAnswer,
  ApiResult,
  DemoAnswer,
  DemoRequest,
  EndAnswer,
  OperatorRefundAnswer,
  PendingAdList,
  RejectedCreatives,
  ReviewAnswer,
} from 'shared-contracts';
import { createApiClient, OPERATOR_CLI_USER_HEADER } from 'shared-contracts/api';

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
  /** `creatives`: which creative of an ad with two is rejected; absent: both. */
  reject(id: number, reason: string, creatives?: RejectedCreatives): Promise<OperatorResult<ReviewAnswer>>;
  end(id: number): Promise<OperatorResult<EndAnswer>>;
  refund(id: number): Promise<OperatorResult<OperatorRefundAnswer>>;
  /** A review-desk operator, mailed a set-password link. */
  addOperator(email: string): Promise<OperatorResult<AddOperatorAnswer>>;
  /** Shut a review-desk operator out: their sessions end, their sign-in is refused. */
  disableOperator(email: string): Promise<OperatorResult<DisableOperatorAnswer>>;
  /** Development only: a demo advertiser with an ad in every status and 30 days of statistics. */
  demo(input: DemoRequest): Promise<OperatorResult<DemoAnswer>>;
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304]);

/** The user name of the machine the CLI runs on, which the audit log records with its moves (decision 0097);
 *  null when the system has none to give (the API then records that no name was sent). */
export function machineUserName(): string | null {
  try {
    return userInfo().username || null;
  } catch {
    return null;
  }
}

/** A FetchLike as the `fetch` the typed client expects, remembering why the last request could not be sent, and
 *  naming the CLI's user on every request. */
function asFetch(send: FetchLike, failures: { last: string }, cliUser: string | null): typeof fetch {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // A header carries Latin-1 only: a name outside it is sent percent-encoded rather than not at all.
    if (cliUser !== null)
      headers[OPERATOR_CLI_USER_HEADER] = /^[\x20-\x7e]+$/.test(cliUser)
        ? cliUser
        : encodeURIComponent(cliUser);
    try {
      const response = await send(String(input), {
        method: init.method === 'POST' ? 'POST' : 'GET',
        headers,
        ...(typeof init.body === 'string' ? { body: init.body } : {}),
      });
      const json: unknown = await response.json().catch(() => null);
      const body = BODILESS.has(response.status) || json === null ? null : JSON.stringify(json);
      return new Response(body, { status: response.status, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      failures.last =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw error;
    }
  };
}

export function createOperatorClient(options: {
  baseUrl: string;
  token: string;
  fetch?: FetchLike;
  /** The user the audit log names; the machine's by default. */
  cliUser?: string | null;
}): OperatorClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const failures = { last: '' };
  const send: FetchLike =
    options.fetch ??
    (async (url, init) => {
      const response = await fetch(url, init);
      return { status: response.status, json: () => response.json() };
    });
  const api = createApiClient({
    baseUrl: `${base}/api`,
    // The operator's entries take no API key: the operator token is their credential.
    apiKey: '',
    operatorToken: options.token,
    fetch: asFetch(send, failures, options.cliUser === undefined ? machineUserName() : options.cliUser),
  });

  /** The typed client's result in the CLI's words: English only, a network failure saying where it looked. */
  function operatorResult<T>(result: ApiResult<T>): OperatorResult<T> {
    if (result.ok) return result;
    const { status, code, message } = result.error;
    if (code === 'NETWORK')
      return {
        ok: false,
        status: 0,
        code,
        message: `Could not reach the API at ${base} (${failures.last}). Is it running?`,
      };
    // Without the right token an operator route answers what an unknown route answers (decision 0097): to the
    // CLI, which sends no API key, that is the API key's 401.
    if (code === 'INVALID_API_KEY' || code === 'UNAUTHORIZED')
      return { ok: false, status, code: 'UNAUTHORIZED', message: message.en };
    if (status >= 200 && status < 300)
      return { ok: false, status, code: 'INTERNAL', message: 'The API answered in an unexpected shape.' };
    // A refused input names its field, as the forms do: "… reason: Reason for rejection contains …".
    const fields = Object.entries(result.error.fields ?? {}).map(([name, text]) => `${name}: ${text.en}`);
    return { ok: false, status, code, message: [message.en, ...fields].join(' ') };
  }

  return {
    baseUrl: base,
    pending: async () => operatorResult(await api.operator.pendingAds()),
    approve: async (id) => operatorResult(await api.operator.approveAd(id)),
    reject: async (id, reason, creatives) =>
      operatorResult(await api.operator.rejectAd(id, { reason, ...(creatives ? { creatives } : {}) })),
    end: async (id) => operatorResult(await api.operator.endAd(id)),
    refund: async (id) => operatorResult(await api.operator.refundAd(id)),
    addOperator: async (email) => operatorResult(await api.operator.addOperator({ email })),
    disableOperator: async (email) => operatorResult(await api.operator.disableOperator({ email })),
    demo: async (input) => operatorResult(await api.operator.demo(input)),
  };
}
