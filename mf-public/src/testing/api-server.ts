/** msw for this remote's tests: one server per test file, started around its tests, and helpers that answer
 *  the way the API does. Unhandled requests fail the test, so no call goes unnoticed. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_BASE_URL } from 'shared-contracts/testing';

export const server = setupServer();

/** Call at the top of a test file. */
export function listenForApiCalls(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function apiUrl(path: string): string {
  return `${TEST_API_BASE_URL}${path}`;
}

export type RecordedRequest = { url: URL; body: unknown };

/** A POST handler that records the URL and JSON body of each request it answers. */
export function recordPost(path: string, reply: () => Response | Promise<Response>) {
  const calls: RecordedRequest[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const text = await request.text();
    calls.push({ url: new URL(request.url), body: text ? (JSON.parse(text) as JsonBodyType) : undefined });
    return reply();
  });
  return { handler, calls };
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
