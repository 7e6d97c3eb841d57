/** What the bench does as an advertiser, through the API's public routes only: a cookie-keeping client, sign-up
 *  with a really solved proof-of-work, email confirmation from the development outbox, sign-in, a banner upload
 *  and an ad application. No shortcut into the database, so the scenarios measure what a browser would meet. */
import { solveChallenge } from 'altcha-lib/v1';
import { bannerPng } from '../fixtures/banner.ts';

export const API_KEY = process.env.PORTAL_API_KEY ?? 'portal-web-dev';
export const PASSWORD = 'Gallery#2026';

let sequence = 0;
export function benchEmail(label) {
  sequence += 1;
  return `bench-${label}-${Date.now().toString(36)}-${sequence}@example.com`;
}

/** A client that sends the API key and keeps the cookies the API sets, like one browser. */
export function createClient(baseUrl) {
  const cookies = new Map();
  return {
    baseUrl,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async request(method, path, { json, body, headers = {}, redirect = 'manual' } = {}) {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        redirect,
        headers: {
          'x-api-key': API_KEY,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await res.text();
      let data;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        data = undefined;
      }
      return { status: res.status, data, text, headers: res.headers };
    },
  };
}

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** A bot-check token as the sign-up page makes it: the challenge solved by trying numbers. */
export async function botCheckToken(client) {
  const { data: challenge } = await expectStatus(
    client.request('GET', '/api/bot-check/challenge'),
    200,
    'challenge',
  );
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the bot-check challenge could not be solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

export async function signUp(client, email) {
  return client.request('POST', '/api/advertisers/signup', {
    json: { email, password: PASSWORD, language: 'en', recaptchaToken: await botCheckToken(client) },
  });
}

/** Follows the confirmation link of the newest mail to `email` in the development outbox (signs the client in). */
export async function confirmFromOutbox(client, email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { data: mails } = await client.request('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = mails?.[0]?.links
      .map((href) => new URL(href))
      .find((url) => url.pathname === '/signup/onboarding');
    if (link) {
      const token = link.searchParams.get('token');
      return expectStatus(
        client.request('POST', '/api/advertisers/email-confirm', {
          headers: { authorization: `Bearer ${token}` },
        }),
        200,
        'email-confirm',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

export async function signIn(client, email) {
  return expectStatus(
    client.request('POST', '/api/advertisers/signin', { json: { email, password: PASSWORD } }),
    200,
    'signin',
  );
}

/** A confirmed, signed-in advertiser: { client, email, id }. */
export async function newAdvertiser(baseUrl, label) {
  const client = createClient(baseUrl);
  const email = benchEmail(label);
  await expectStatus(signUp(client, email), 201, 'signup');
  const { data: advertiser } = await confirmFromOutbox(client, email);
  return { client, email, id: advertiser.id };
}

const banner = bannerPng();

export async function uploadBanner(client) {
  const form = new FormData();
  form.append('file', new Blob([banner], { type: 'image/png' }), 'banner-960x150.png');
  form.append('key', '');
  form.append('fileType', 'png');
  const res = await expectStatus(client.request('POST', '/api/s3/', { body: form }), 200, 'upload');
  return res.data.url;
}

const isoDay = (date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** POST /api/ads as the application form sends it, starting a week from today for `months` months. */
export async function applyForAd(client, imageUrl, { title = 'Bench lobby', months = 1 } = {}) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 7);
  // Months are added as the portal does: a day the end month lacks clamps to its last day (Jan 31 + 1 → Feb 28).
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
  const res = await expectStatus(
    client.request('POST', '/api/ads', {
      json: {
        name: 'Bench Advertiser',
        title,
        linkUrl: 'https://gallery.example.com/bench',
        plan: 'LOBBIES',
        startDate: isoDay(start),
        duration: months,
        country: 'JP',
        region: null,
        language: 'en',
        imageUrl,
        endDate: isoDay(end),
        status: 'UNPAID',
      },
    }),
    201,
    'apply for an ad',
  );
  return res.data;
}

/** Runs `task` for each item, `concurrency` at a time, keeping the order of results. */
export async function mapLimit(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
