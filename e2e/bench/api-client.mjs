/** What the bench does as an advertiser, through the API's public routes only and the portal's own typed client
 *  (shared-contracts/api, loaded through tsx as tooling/*.mjs load TypeScript): sign-up with a really solved
 *  proof-of-work, email confirmation from the development outbox, sign-in, a banner upload and an ad application.
 *  No shortcut into the database, so the scenarios measure what a browser would meet. */
import { solveChallenge } from 'altcha-lib/v1';
import { tsImport } from 'tsx/esm/api';
import { bannerPng } from '../fixtures/banner.ts';

const { createApiClient } = await tsImport('shared-contracts/api', import.meta.url);

export const API_KEY = process.env.PORTAL_API_KEY ?? 'portal-web-dev';
export const PASSWORD = 'Gallery#2026';

let sequence = 0;
export function benchEmail(label) {
  sequence += 1;
  return `bench-${label}-${Date.now().toString(36)}-${sequence}@example.com`;
}

/** The one thing the typed client leaves to a browser: Node's fetch keeps no cookies, so this fetch keeps those
 *  the API sets and sends them back, like one browser. Redirects are not followed, as a fetch from a page that
 *  reads them would not. */
function cookieKeepingFetch() {
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  async function fetchWithCookies(input, init = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', cookieHeader());
    const res = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  return { fetch: fetchWithCookies, cookieHeader };
}

/** One browser's worth of API: `api`, the typed client (its calls answer ApiResult values), and `cookieHeader()`,
 *  the session for the load generators that send requests of their own. */
export function createClient(baseUrl) {
  const jar = cookieKeepingFetch();
  const api = createApiClient({ baseUrl: `${baseUrl}/api`, apiKey: API_KEY, fetch: jar.fetch });
  return { baseUrl, api, cookieHeader: jar.cookieHeader };
}

/** The data of an answer that must succeed, or an error naming the call and the API's refusal. */
export async function expectOk(call, what) {
  const result = await call;
  if (!result.ok)
    throw new Error(`${what}: ${result.error.status} ${result.error.code} ${result.error.message.en ?? ''}`);
  return result.data;
}

/** The HTTP status of an answer, for reports: a success is the entry's one success status (`success`), a refusal
 *  the API's, and 0 when the API could not be reached. */
export const statusOf = (result, success) => (result.ok ? success : result.error.status);

/** A bot-check token as the sign-up page makes it: the challenge solved by trying numbers. */
export async function botCheckToken(client) {
  const challenge = await expectOk(client.api.botCheck.challenge(), 'challenge');
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

/** POST /advertisers/signup; its ApiResult (success is 201). */
export async function signUp(client, email) {
  return client.api.advertisers.signUp({
    email,
    password: PASSWORD,
    language: 'en',
    recaptchaToken: await botCheckToken(client),
  });
}

/** The link to `pathname` in the newest mails to `email` in the development outbox. */
export async function mailLink(client, email, pathname) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await client.api.dev.outbox({ to: email });
    const link = (mails.ok ? mails.data : [])
      .flatMap((mail) => mail.links)
      .map((href) => new URL(href))
      .find((url) => url.pathname === pathname);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} with a link to ${pathname}`);
}

/** Follows the confirmation link of the newest mail to `email` in the development outbox (signs the client in);
 *  the confirmed advertiser. */
export async function confirmFromOutbox(client, email) {
  const link = await mailLink(client, email, '/signup/onboarding');
  return expectOk(client.api.advertisers.confirmEmail(link.searchParams.get('token') ?? ''), 'email-confirm');
}

export async function signIn(client, email) {
  return expectOk(client.api.advertisers.signIn({ email, password: PASSWORD }), 'signin');
}

/** A confirmed, signed-in advertiser: { client, email, id }. */
export async function newAdvertiser(baseUrl, label) {
  const client = createClient(baseUrl);
  const email = benchEmail(label);
  await expectOk(signUp(client, email), 'signup');
  const advertiser = await confirmFromOutbox(client, email);
  return { client, email, id: advertiser.id };
}

const banner = bannerPng();

export async function uploadBanner(client) {
  const form = new FormData();
  form.append('file', new Blob([banner], { type: 'image/png' }), 'banner-960x150.png');
  form.append('key', '');
  form.append('fileType', 'png');
  const { url } = await expectOk(client.api.uploads.image(form), 'upload');
  return url;
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
  return expectOk(
    client.api.ads.create({
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
    }),
    'apply for an ad',
  );
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
