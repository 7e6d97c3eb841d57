/** msw for this remote's tests: one server per test file, started around its tests, and helpers that answer the
 *  way the API does (ApiErrorBody with a code and both languages). Unhandled requests fail the test. */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiErrorBody, type ApiErrorCode, type LocalizedText } from 'shared-contracts';
import { TEST_API_BASE_URL } from 'shared-contracts/testing';

export const server = setupServer();

export function setupApiServer(): void {
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
