/** Scenario `crash`: the API is killed (SIGKILL, no shutdown hook) while checkouts are being opened, and again
 *  while payments are being completed on the test checkout, then started again on the same database. Afterwards
 *  no payment may be lost (a checkout or payment the API answered is there; an interrupted one completes when the
 *  advertiser or the provider tries again) and none may count twice (each ad ends PENDING with exactly one
 *  COMPLETED payment, however often Pay was sent). Checked through the API, then in the database itself. */
import { freePort, freshDataDir, startApi } from './api-process.mjs';
import {
  applyForAd,
  createClient,
  mapLimit,
  newAdvertiser,
  PASSWORD,
  statusOf,
  uploadBanner,
} from './api-client.mjs';
import { queryDatabase } from './database.mjs';

/** Sends every request at once and kills the API as soon as `killAfter` of them have been answered. */
async function killDuring(api, requests, killAfter) {
  let answered = 0;
  let killing = null;
  const results = await Promise.all(
    requests.map(async (send) => {
      try {
        const res = await send();
        // The typed client answers an API it cannot reach with a result (status 0) where fetch throws.
        if (res.ok === false && res.error?.status === 0) return { error: res.error.code };
        answered += 1;
        if (answered >= killAfter) killing ??= api.kill();
        return { res };
      } catch (error) {
        return { error: error.cause?.code ?? error.message };
      }
    }),
  );
  await (killing ?? api.kill());
  return results;
}

const sessionIdOf = (url) => new URL(url).pathname.split('/').pop();

export async function crashScenario({ adsPerPhase = 30 } = {}) {
  const dataDir = freshDataDir('crash');
  const port = await freePort();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const restartsMs = [];
  const failures = [];
  const start = async (label) => {
    const api = await startApi({ dataDir, port, env, label });
    return api;
  };

  let api = await start('crash-start');
  const advertiser = await newAdvertiser(api.baseUrl, 'crash');
  let client = advertiser.client;
  const imageUrl = await uploadBanner(client);
  const ads = await mapLimit(Array.from({ length: adsPerPhase * 2 }), 4, (_, i) =>
    applyForAd(client, imageUrl, { title: `Crash ${i + 1}` }),
  );
  const checkoutAds = ads.slice(0, adsPerPhase);
  const payAds = ads.slice(adsPerPhase);
  const checkout = (ad) =>
    client.api.checkout.open({ plan: ad.plan, duration: ad.duration, userId: advertiser.id, adId: ad.id });
  // The test checkout's Pay button: a form POST without the API key; 303 to the dashboard.
  const pay = (sessionId) =>
    fetch(`${api.baseUrl}/api/checkout/test/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  const paidOk = (res) =>
    res.status === 303 && /checkout=success|success/.test(res.headers.get('location') ?? '');
  const adStatus = async (ad) => {
    const answer = await client.api.ads.get(ad.id);
    return answer.ok ? answer.data.status : undefined;
  };
  const restart = async (label) => {
    api = await start(label);
    restartsMs.push(api.startMs);
    // The access cookie survives a restart (sessions are in the database); sign in again only if it did not.
    if (!(await client.api.advertisers.latest()).ok) {
      client = createClient(api.baseUrl);
      await client.api.advertisers.signIn({ email: advertiser.email, password: PASSWORD });
    }
  };

  // --- Killed while checkouts are being opened -------------------------------------------------------------------
  const opened = await killDuring(
    api,
    checkoutAds.map((ad) => () => checkout(ad)),
    Math.ceil(adsPerPhase / 3),
  );
  await restart('crash-after-checkouts');
  const checkoutsAnswered = opened.filter((r) => r.res?.ok);
  let checkoutPagesFound = 0;
  for (const { res } of checkoutsAnswered) {
    const page = await fetch(`${api.baseUrl}/api/checkout/test/${sessionIdOf(res.data.url)}`);
    if (page.status === 200) checkoutPagesFound += 1;
  }
  if (checkoutPagesFound !== checkoutsAnswered.length)
    failures.push(
      `crash: ${checkoutsAnswered.length - checkoutPagesFound} answered checkouts lost by the kill`,
    );
  for (const ad of checkoutAds) {
    const status = await adStatus(ad);
    if (status !== 'UNPAID')
      failures.push(`crash: ad ${ad.id} is ${status} after a killed checkout, not UNPAID`);
  }
  // The advertiser retries (Retry payment opens a new checkout) and pays.
  for (const ad of checkoutAds) {
    const again = await checkout(ad);
    if (!again.ok) {
      failures.push(`crash: checkout of ad ${ad.id} after the restart answered ${statusOf(again, 200)}`);
      continue;
    }
    if (!paidOk(await pay(sessionIdOf(again.data.url)))) failures.push(`crash: paying ad ${ad.id} failed`);
  }

  // --- Killed while payments are being completed -----------------------------------------------------------------
  const sessions = [];
  for (const ad of payAds) {
    const res = await checkout(ad);
    if (!res.ok) throw new Error(`checkout for ad ${ad.id}: ${res.error.status} ${res.error.code}`);
    sessions.push(sessionIdOf(res.data.url));
  }
  const paid = await killDuring(
    api,
    sessions.map((id) => () => pay(id)),
    Math.ceil(adsPerPhase / 3),
  );
  await restart('crash-after-payments');
  let completedBeforeKill = 0;
  let completedOnRetry = 0;
  for (const [index, ad] of payAds.entries()) {
    const answeredPaid = paid[index].res && paidOk(paid[index].res);
    const status = await adStatus(ad);
    if (answeredPaid && status !== 'PENDING')
      failures.push(`crash: ad ${ad.id} was answered paid before the kill but is ${status}`);
    if (status === 'PENDING') completedBeforeKill += 1;
    // The provider (or the advertiser) sends Pay again; an already-completed payment must not count twice.
    if (!paidOk(await pay(sessions[index]))) failures.push(`crash: Pay sent again for ad ${ad.id} failed`);
    if (status !== 'PENDING') completedOnRetry += 1;
  }
  // And once more for every ad: a double click, a redelivered webhook.
  for (const id of sessions) await pay(id);
  for (const ad of ads) {
    const status = await adStatus(ad);
    if (status !== 'PENDING') failures.push(`crash: ad ${ad.id} ended ${status}, not PENDING`);
  }
  await api.stop();

  // --- What the database says ------------------------------------------------------------------------------------
  const rows = await queryDatabase(
    { dataDir, databaseUrl },
    `select ad_id, count(*) filter (where status = 'COMPLETED')::int as completed, count(*)::int as checkouts
       from payments where ad_id = any($1::int[]) group by ad_id`,
    [ads.map((ad) => ad.id)],
  );
  const completedByAd = new Map(rows.map((row) => [row.ad_id, row.completed]));
  const lost = ads.filter((ad) => (completedByAd.get(ad.id) ?? 0) === 0).length;
  const countedTwice = ads.filter((ad) => (completedByAd.get(ad.id) ?? 0) > 1).length;
  if (lost > 0) failures.push(`crash: ${lost} ads have no completed payment`);
  if (countedTwice > 0) failures.push(`crash: ${countedTwice} ads have more than one completed payment`);

  return {
    title: `Crash: API killed (SIGKILL) during checkouts and during payment completion, restarted on the same ${
      databaseUrl ? 'PostgreSQL' : 'embedded'
    } database`,
    rows: [
      {
        phase: 'killed while opening checkouts',
        requests: checkoutAds.length,
        answeredBeforeKill: checkoutsAnswered.length,
        cutByKill: opened.filter((r) => r.error).length,
        afterRestart: `${checkoutPagesFound} of ${checkoutsAnswered.length} answered checkouts still open; every ad UNPAID, then paid on retry`,
        restartMs: restartsMs[0],
      },
      {
        phase: 'killed while completing payments',
        requests: payAds.length,
        answeredBeforeKill: paid.filter((r) => r.res).length,
        cutByKill: paid.filter((r) => r.error).length,
        afterRestart: `${completedBeforeKill} completed before the kill, ${completedOnRetry} completed when Pay was sent again`,
        restartMs: restartsMs[1],
      },
    ],
    summary: {
      ads: ads.length,
      'ads with exactly one completed payment': ads.length - lost - countedTwice,
      'payments lost': lost,
      'payments counted twice': countedTwice,
      'checkouts recorded': rows.reduce((sum, row) => sum + row.checkouts, 0),
    },
    failures,
  };
}
