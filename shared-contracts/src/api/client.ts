/** The portal's one API client (docs/architecture.md "Data flow"), typed from the endpoint table: each entry of
 *  ENDPOINTS is a method (`api.ads.update(id, body)`) that sends the entry's method and path, and always parses
 *  the answer with the entry's schema. Every request sends cookies and the fixed API-key header. Advertiser calls
 *  get one session refresh and retry on 401; when the refresh fails the legacy token entries are removed and the
 *  caller's onSessionExpired (the shell: go to /signin) runs. HTTP outcomes come back as ApiResult values, never
 *  as throws. File answers (the CSV exports) are read as bytes, which a plain link could not fetch with the
 *  API-key header. */
import * as v from 'valibot';
import { ApiErrorBodySchema, type ApiError, type ApiResult } from './result';
import { UNKNOWN_ERROR_TEXT } from '../error-codes';
import { STORAGE_KEYS } from '../storage-keys';
import {
  ENDPOINTS,
  type CallOptions,
  type Endpoint,
  type EndpointArgs,
  type EndpointResponse,
  type EndpointResponses,
  type EndpointTable,
  type SessionMode,
} from './endpoints';

export type { SessionMode } from './endpoints';

export const API_KEY_HEADER = 'x-api-key';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer …` (email confirmation and password-reset links). */
  bearer?: string;
  /** False for calls that do not carry the API key (the operator's: the CLI has none). */
  apiKey?: boolean;
  session?: SessionMode;
  /** Parses the 2xx body; without it the body is returned as unknown data. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
};

/** A file the API answered with: its bytes, and the name its content-disposition header gives (null if none). */
export type DownloadedFile = { blob: Blob; filename: string | null };

export type DownloadOptions = Pick<RequestOptions<unknown>, 'query' | 'session' | 'signal'>;

/** One entry as a method: its arguments from the entry (EndpointArgs), its answer parsed with the entry's schema. */
export type EndpointCall<E extends Endpoint> = (
  ...args: EndpointArgs<E>
) => Promise<ApiResult<E extends { answer: 'file' } ? DownloadedFile : EndpointResponse<E>>>;

type ClientNamespace<N extends Record<string, Endpoint>> = {
  [K in keyof N as N[K] extends { answer: 'browser' } ? never : K]: EndpointCall<N[K]>;
};

/** The typed methods, one namespace per group of the table (entries that browsers reach directly are left out). */
export type TypedApi = {
  [
    N in keyof EndpointTable as keyof ClientNamespace<EndpointTable[N]> extends never ? never : N
  ]: ClientNamespace<EndpointTable[N]>;
};

/** The client every caller gets: the typed methods only, so no caller writes a path. */
export type ApiClient = TypedApi;

/** The low-level calls the typed methods are built on; inside this module and its tests only (not exported from
 *  the package), so the one way to call the API is the typed client. */
export type ApiTransport = {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /** GET a file with the same headers, cookies and session refresh as request(); a failure is the same ApiError
   *  (the API answers errors in JSON whatever was asked for). */
  download(path: string, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>>;
  /** Sends, then parses a 2xx body with the schema `schemaFor` gives for its status (null: none fits). */
  requestParsed(
    path: string,
    options: RequestOptions<unknown>,
    schemaFor: (status: number) => v.GenericSchema | null,
  ): Promise<ApiResult<unknown>>;
};

export type ApiClientConfig = {
  /** Where the API is mounted, `/api` on the portal's own origin. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'removeItem'>;
  /** Called once when a required session could not be refreshed. */
  onSessionExpired?: () => void;
  refreshPath?: string;
  /** Sent as the bearer of the operator's calls (the CLI: OPERATOR_TOKEN or DATA_DIR/operator-token). */
  operatorToken?: string;
};

function networkError(): ApiError {
  return { status: 0, code: 'NETWORK', message: UNKNOWN_ERROR_TEXT };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The file name of a content-disposition header (RFC 6266): the UTF-8 `filename*` when present, since it can
 * carry any character, else `filename`, quoted or not. Null when the header names no file.
 */
export function contentDispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*utf-8'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Malformed percent-encoding: fall back to the plain name.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? name : null;
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  if (!parsed.success)
    return { status, code: status === 401 ? 'UNAUTHORIZED' : 'INTERNAL', message: UNKNOWN_ERROR_TEXT };
  const { code, en, ja, fields } = parsed.output;
  return { status, code, message: { en, ja }, ...(fields ? { fields } : {}) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of an entry with its `:name` parameter filled (entries have at most one). */
function fillPath(endpoint: Endpoint, value: unknown): string {
  return endpoint.path.replace(/:\w+/g, () => encodeURIComponent(String(value)));
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  return typedApiOver(createApiTransport(config), config);
}

export function createApiTransport(config: ApiClientConfig): ApiTransport {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const refreshPath = config.refreshPath ?? ENDPOINTS.advertisers.refresh.path;
  // Parallel 401s share one refresh, so a rotated refresh token is never presented twice.
  let refreshing: Promise<boolean> | null = null;
  // The failed refresh that already ended the session: its other waiters must not end it again.
  let endedBy: Promise<boolean> | null = null;

  function url(path: string, query?: RequestOptions<unknown>['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) params.set(key, String(value));
    const qs = params.toString();
    return `${config.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(
    path: string,
    options: RequestOptions<unknown>,
    accept = 'application/json',
  ): Promise<Response | null> {
    const headers: Record<string, string> = { accept };
    if (options.apiKey !== false) headers[API_KEY_HEADER] = config.apiKey;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    try {
      return await doFetch(url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch {
      return null;
    }
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= send(refreshPath, { method: 'POST' })
      .then((response) => response?.ok ?? false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function endSession(): void {
    config.storage?.removeItem(STORAGE_KEYS.token);
    config.storage?.removeItem(STORAGE_KEYS.refreshToken);
    config.onSessionExpired?.();
  }

  /** Sends, and on a 401 of a session call refreshes once and sends again (or ends a required session). */
  async function exchange(
    path: string,
    options: RequestOptions<unknown>,
    accept?: string,
  ): Promise<Response | null> {
    const mode = options.session ?? 'none';
    let response = await send(path, options, accept);
    if (response?.status === 401 && mode !== 'none') {
      const refresh = refreshSession();
      if (await refresh) response = await send(path, options, accept);
      else if (mode === 'required' && endedBy !== refresh) {
        endedBy = refresh;
        endSession();
      }
    }
    return response;
  }

  /** Sends, then parses a 2xx body with the schema `schemaFor` gives for its status (none: unknown data). */
  async function exchangeJson(
    path: string,
    options: RequestOptions<unknown>,
    schemaFor: (status: number) => v.GenericSchema | null | undefined,
  ): Promise<ApiResult<unknown>> {
    const response = await exchange(path, options);
    if (!response) return { ok: false, error: networkError() };
    const body = await readBody(response);
    if (!response.ok) return { ok: false, error: toApiError(response.status, body) };
    const schema = schemaFor(response.status);
    if (schema === undefined) return { ok: true, data: body }; // caller asked for unknown data
    const parsed = schema ? v.safeParse(schema, body) : null;
    if (!parsed?.success)
      return { ok: false, error: { status: response.status, code: 'INTERNAL', message: UNKNOWN_ERROR_TEXT } };
    return { ok: true, data: parsed.output };
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    // The caller's schema types what it parses; without one the caller asked for unknown data as T.
    return exchangeJson(path, options as RequestOptions<unknown>, () => options.schema) as Promise<
      ApiResult<T>
    >;
  }

  async function download(path: string, options: DownloadOptions = {}): Promise<ApiResult<DownloadedFile>> {
    const response = await exchange(path, options, '*/*');
    if (!response) return { ok: false, error: networkError() };
    if (!response.ok) return { ok: false, error: toApiError(response.status, await readBody(response)) };
    try {
      const blob = await response.blob();
      return {
        ok: true,
        data: { blob, filename: contentDispositionFilename(response.headers.get('content-disposition')) },
      };
    } catch {
      // The connection dropped while the file was arriving.
      return { ok: false, error: networkError() };
    }
  }

  return { request, download, requestParsed: exchangeJson };
}

/** The typed methods over a transport: one per entry of the table that the client calls. */
export function typedApiOver(
  transport: ApiTransport,
  config: Pick<ApiClientConfig, 'operatorToken'>,
): TypedApi {
  /** An entry's call: the arguments in EndpointArgs order, the answer parsed with the schema of its status (a
   *  2xx status the entry does not declare is an unexpected answer, like a body that does not parse). */
  function callEndpoint(endpoint: Endpoint, args: readonly unknown[]): Promise<ApiResult<unknown>> {
    let next = 0;
    const take = (present: boolean) => (present ? args[next++] : undefined);
    const id = take(endpoint.params !== undefined);
    const token = take(endpoint.bearer === 'link');
    const body = take(endpoint.body !== undefined);
    const query = take(endpoint.query !== undefined);
    const options: CallOptions = isRecord(args[next]) ? (args[next] as CallOptions) : {};
    const path = endpoint.params ? fillPath(endpoint, id) : endpoint.path;
    const bearer =
      endpoint.bearer === 'link'
        ? String(token)
        : endpoint.bearer === 'operator'
          ? config.operatorToken
          : undefined;
    const sent: RequestOptions<unknown> = {
      method: endpoint.method,
      body,
      query: isRecord(query) ? query : undefined,
      session: endpoint.session,
      apiKey: endpoint.apiKey,
      ...(bearer ? { bearer } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    if (endpoint.answer === 'file') return transport.download(path, sent);
    const responses: EndpointResponses = endpoint.responses;
    return transport.requestParsed(
      path,
      sent,
      (status) => responses[status as keyof EndpointResponses] ?? null,
    );
  }

  const typed: Record<string, Record<string, (...args: unknown[]) => Promise<ApiResult<unknown>>>> = {};
  for (const [namespace, entries] of Object.entries(ENDPOINTS)) {
    for (const [name, endpoint] of Object.entries(entries) as [string, Endpoint][]) {
      if (endpoint.answer === 'browser') continue;
      (typed[namespace] ??= {})[name] = (...args) => callEndpoint(endpoint, args);
    }
  }

  // Safe: `typed` holds exactly TypedApi's methods, built by walking the same table the type maps, and each
  // method parses its answer with the schema whose output type TypedApi names.
  return typed as unknown as TypedApi;
}
