/** With OPERATOR_TOKEN set (required in production), every instance accepts that one secret for the operator
 *  routes, and none draws its own into DATA_DIR, where other instances would not see it. */
import { access } from 'node:fs/promises';
import { buildAdTestApp, type AdTestApp } from '../testing/ad-factories';
import { ensureOperatorToken, operatorTokenPath } from '../services/operator-token';

jest.setTimeout(60_000);

const OPERATOR_TOKEN = 'configured-operator-secret-0123456789abcdef';
let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp({ config: { operatorToken: OPERATOR_TOKEN } });
});
afterAll(() => t.close());

const pending = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/operator/ads/pending',
    headers: { authorization: `Bearer ${token}` },
  });

test('listening writes no token file when OPERATOR_TOKEN is set', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // onListen work runs after listen() resolves; give it time to write a file it should not write.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(access(operatorTokenPath(t.dataDir))).rejects.toThrow();
});

test('the configured token opens the operator routes; a token file in DATA_DIR does not', async () => {
  expect((await pending(OPERATOR_TOKEN)).statusCode).toBe(200);
  const fileToken = await ensureOperatorToken(t.dataDir);
  expect((await pending(fileToken)).statusCode).toBe(401);
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
