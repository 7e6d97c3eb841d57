/** The portal's one API client (SPEC §7, ARCHITECTURE "Data flow"). Every request sends cookies and the fixed
 *  API-key header. Advertiser calls get one session refresh and retry on 401; when the refresh fails the legacy
 *  token entries are removed and the caller's onSessionExpired (the shell: go to /signin) runs. HTTP outcomes
 *  come back as ApiResult values, never as throws. request() reads JSON answers; download() reads a file (the
 *  CSV exports), which a plain link could not fetch with the API-key header. */
import * as v from 'valibot';
import { UNKNOWN_ERROR_TEXT } from '../error-codes';
import { ApiErrorBodySchema, type ApiError, type ApiResult } from './result';
import { STORAGE_KEYS } from '../storage-keys';

export const API_KEY_HEADER = 'x-api-key';

/**
 * How a call treats the session:
 * - `none`: a plain call (sign-in, email confirmation…): a 401 is just a result.
 * - `optional`: refresh once on 401 and retry; if that fails, return the 401 (loading the latest user).
 * - `required`: as optional, but a failed refresh also ends the session (tokens removed, onSessionExpired).
 */
export type SessionMode = 'none' | 'optional' | 'required';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sent as `Authorization: Bearer …` (email confirmation and password-reset links). */
  bearer?: string;
  session?: SessionMode;
  /** Parses the 2xx body; without it the body is returned as unknown data. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
};

/** A file the API answered with: its bytes, and the name its content-disposition header gives (null if none). */
export type DownloadedFile = { blob: Blob; filename: string | null };

export type DownloadOptions = Pick<RequestOptions<unknown>, 'query' | 'session' | 'signal'>;

export type ApiClient = {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /** GET a file with the same headers, cookies and session refresh as request(); a failure is the same ApiError
   *  (the API answers errors in JSON whatever was asked for). */
  download(path: string, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>>;
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

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const refreshPath = config.refreshPath ?? '/advertisers/refresh';
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
    const headers: Record<string, string> = { [API_KEY_HEADER]: config.apiKey, accept };
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

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const response = await exchange(path, options as RequestOptions<unknown>);
    if (!response) return { ok: false, error: networkError() };
    const body = await readBody(response);
    if (!response.ok) return { ok: false, error: toApiError(response.status, body) };
    if (!options.schema) return { ok: true, data: body as T }; // caller asked for unknown data
    const parsed = v.safeParse(options.schema, body);
    if (!parsed.success)
      return { ok: false, error: { status: response.status, code: 'INTERNAL', message: UNKNOWN_ERROR_TEXT } };
    return { ok: true, data: parsed.output };
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

  return { request, download };
}
