/** Tests of the bench's client (api-client.mjs): the portal's typed client over a fetch that keeps cookies as one
 *  browser would, against a local stand-in for the API. Run by the test command (`node --test 'e2e/bench/*.test.mjs'`). */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { API_KEY, createClient, expectOk, statusOf } from './api-client.mjs';

const seen = [];
let server;
let baseUrl;
const advertiser = { id: 7, name: null, email: 'a@example.com', language: 'en', country: null, region: null };

before(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, cookie: req.headers.cookie ?? '', apiKey: req.headers['x-api-key'] });
    const json = (status, body, cookies = []) => {
      res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': cookies });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/advertisers/signin')
      return json(200, advertiser, [
        'portal_access=a1; Path=/; HttpOnly',
        'portal_refresh=r1; Path=/; HttpOnly',
      ]);
    if (req.url === '/api/advertisers/logout')
      return json(200, { message: { en: 'Signed out', ja: 'サインアウトしました' } }, [
        'portal_access=; Max-Age=0; Path=/',
      ]);
    return json(404, {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
      en: 'Not found',
      ja: '見つかりません',
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

test('the cookies an answer sets go with the next calls, and a cleared one no longer does', async () => {
  const client = createClient(baseUrl);
  const signedIn = await expectOk(
    client.api.advertisers.signIn({ email: advertiser.email, password: 'Gallery#2026' }),
    'signin',
  );
  assert.equal(signedIn.id, 7);
  assert.equal(client.cookieHeader(), 'portal_access=a1; portal_refresh=r1');

  await client.api.advertisers.logout();
  assert.equal(seen.at(-1).cookie, 'portal_access=a1; portal_refresh=r1');
  assert.equal(seen.at(-1).apiKey, API_KEY);
  assert.equal(client.cookieHeader(), 'portal_refresh=r1');
});

test('a refusal names the call and the status, and statusOf reports it', async () => {
  const client = createClient(baseUrl);
  const answer = await client.api.botCheck.challenge();
  assert.equal(statusOf(answer, 200), 404);
  await assert.rejects(
    expectOk(client.api.botCheck.challenge(), 'challenge'),
    /^Error: challenge: 404 NOT_FOUND Not found$/,
  );
});
