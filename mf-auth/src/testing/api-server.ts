/** msw for this remote's tests: one server per test file, started around each file's tests, and helpers that
 *  answer the way the API does (ApiErrorBody with a code and both languages). */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { apiErrorBody, type ApiErrorCode, type LocalizedText } from 'shared-contracts';
import { TEST_API_BASE_URL } from 'shared-contracts/testing';

export const server = setupServer();

/** Call at the top of a test file. Unhandled requests fail the test, so no call goes unnoticed. */
export function listenForApiCalls(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function apiUrl(path: string): string {
  return `${TEST_API_BASE_URL}${path}`;
}

export function errorResponse(status: number, code: ApiErrorCode, message: LocalizedText) {
  return HttpResponse.json(apiErrorBody(status, code, message), { status });
}

/** A POST handler that records each JSON body and Authorization header it received. */
export function recordPost(path: string, reply: () => Response | Promise<Response>) {
  const calls: { body: unknown; authorization: string | null }[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const text = await request.text();
    calls.push({
      body: text ? (JSON.parse(text) as JsonBodyType) : undefined,
      authorization: request.headers.get('authorization'),
    });
    return reply();
  });
  return { handler, calls };
}

export const okMessage = () => HttpResponse.json({ message: { en: 'Done', ja: '完了' } });
