/** One msw server per test file, with the lifecycle every shell test wants: unhandled requests fail the test,
 *  handlers and storage are reset between tests. */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
