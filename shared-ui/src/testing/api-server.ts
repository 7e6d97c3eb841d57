/** The one msw server of a test file and the helpers that answer the way the API does (ApiErrorBody with a code
 *  and both languages), for every remote's tests. Jest gives each test file its own module registry, so `server`
 *  is one per file. Unhandled requests fail the test, so no call goes unnoticed. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { apiErrorBody, type ApiErrorCode, type LocalizedText } from 'shared-contracts';
import { localizeAnswer } from 'shared-contracts/answers';
import { TEST_API_BASE_URL } from 'shell-runtime/testing';

export const server = setupServer();

/** Call at the top of a test file: the server listens around its tests and forgets per-test handlers after each. */
export function listenForApiCalls(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The absolute URL msw matches for an API path ('/ads/:id'). */
export function apiUrl(path: string): string {
  return `${TEST_API_BASE_URL}${path}`;
}

/** An error as the API sends it; without a message, the API's own words for a missing thing or a failure. */
export function errorResponse(status: number, code: ApiErrorCode, message?: LocalizedText) {
  const text = message ?? localizeAnswer(code === 'NOT_FOUND' ? 'api.not-found' : 'api.internal');
  return HttpResponse.json(apiErrorBody(status, code, text), { status });
}

/** The API's plain success answer ({ message }). */
export const okMessage = () => HttpResponse.json({ message: { en: 'Done', ja: '完了' } });

/** What a recording handler saw. `url` is not enumerable, so comparing a whole call stays about what was sent. */
export type RecordedCall = { body: unknown; authorization: string | null; readonly url: URL };

type Reply = (body: unknown) => Response | Promise<Response>;

/** A handler for `method path` that records each JSON body (and Authorization header and URL) it receives and
 *  answers with `reply`. `bodies` lists the bodies alone. */
export function recordJson(method: 'post' | 'patch' | 'put' | 'delete', path: string, reply: Reply) {
  const calls: RecordedCall[] = [];
  const handler = http[method](apiUrl(path), async ({ request }) => {
    const text = await request.text();
    const body: unknown = text ? (JSON.parse(text) as JsonBodyType) : undefined;
    const call = { body, authorization: request.headers.get('authorization') };
    calls.push(
      Object.defineProperty(call, 'url', { value: new URL(request.url), enumerable: false }) as RecordedCall,
    );
    return reply(body);
  });
  return {
    handler,
    calls,
    get bodies(): unknown[] {
      return calls.map((call) => call.body);
    },
  };
}

/** recordJson for a POST, the common case. */
export function recordPost(path: string, reply: Reply) {
  return recordJson('post', path, reply);
}

/** A GET handler that records each URL it answers (to read the query) and replies in turn with `replies`, the
 *  last one repeating. */
export function recordGet(path: string, ...replies: (() => Response | Promise<Response>)[]) {
  const calls: URL[] = [];
  const handler = http.get(apiUrl(path), ({ request }) => {
    const reply = replies[Math.min(calls.length, replies.length - 1)];
    calls.push(new URL(request.url));
    return reply ? reply() : HttpResponse.text('no reply configured', { status: 500 });
  });
  return { handler, calls };
}
