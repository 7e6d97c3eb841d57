/** The bot-check scenario of `pnpm bench` (decision 0030): sign-up and contact must not wait on the proof of work.
 *  Each run opens the form in a fresh browser context with the CPU slowed 4× (CDP), types the first key as soon as
 *  the first field shows, fills the rest at once and presses Submit; the time from that first keystroke until the
 *  form's request leaves is what a visitor who types fast would wait at most. The request is stopped in the
 *  browser, so nothing is created. The page's User Timing marks (bot-check:start, bot-check:solved with where it
 *  was solved, bot-check:ready) give the time to a solved token and the solve itself. A third series takes the
 *  Worker away, as in a browser that cannot start one, to measure the page's fallback. Needs the production
 *  builds and the portal running (bench.mjs starts it). */
import { dismissConsent } from '../fixtures/portal.ts';
import { launchBrowser } from './routes.mjs';

/** The target: a solved token, so an instant Submit, within 1 s of the first keystroke at p95, CPU 4×. */
export const BOT_CHECK_BUDGET_MS = 1_000;
const CPU_SLOWDOWN = 4;

const FORMS = [
  {
    name: 'sign-up',
    path: '/signup',
    request: /\/api\/advertisers\/signup(\?|$)/,
    async fill(main, first) {
      await first(main.getByLabel('Email'), 'bench@example.com');
      await main.getByLabel('Password', { exact: true }).fill('Gallery#2026');
      return main.getByRole('button', { name: 'Sign up' });
    },
  },
  {
    name: 'contact',
    path: '/contact',
    request: /\/api\/enquiries(\?|$)/,
    async fill(main, first) {
      await first(main.getByLabel('Name'), 'Mika Ito');
      await main.getByLabel('Email').fill('mika@example.com');
      await main.getByRole('textbox', { name: 'Message' }).fill('How long does a review take?');
      return main.getByRole('button', { name: 'Submit' });
    },
  },
];

/** Records, in the page's clock, the first keystroke anywhere; and with `noWorker`, takes Worker away. */
function initScript({ noWorker }) {
  window.addEventListener(
    'keydown',
    (event) => {
      window.__benchFirstKey ??= event.timeStamp;
    },
    { capture: true },
  );
  if (noWorker) delete window.Worker;
}

const quantile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const round = (value) => (value === null || value === undefined ? null : Math.round(value));

async function oneRun(browser, base, form, { noWorker }) {
  const context = await browser.newContext();
  await dismissConsent(context, base);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(initScript, { noWorker });
    let sentAtEpochMs = null;
    await page.route(form.request, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sentAtEpochMs ??= Date.now();
      return route.abort();
    });
    await page.goto(base + form.path);
    const main = page.getByRole('main');
    const submit = await form.fill(main, async (field, text) => {
      await field.waitFor();
      await field.pressSequentially(text.slice(0, 1));
      await field.fill(text);
    });
    // From the keyboard, so nothing laid over the button can take the press.
    await submit.press('Enter');
    const deadline = Date.now() + 10_000;
    while (sentAtEpochMs === null && Date.now() < deadline) await page.waitForTimeout(20);
    const marks = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name, 'mark')[0] ?? null;
      const solved = at('bot-check:solved');
      return {
        timeOrigin: performance.timeOrigin,
        firstKey: window.__benchFirstKey ?? null,
        start: at('bot-check:start')?.startTime ?? null,
        solved: solved?.startTime ?? null,
        on: solved?.detail?.on ?? null,
        ready: at('bot-check:ready')?.startTime ?? null,
      };
    });
    if (marks.firstKey === null) throw new Error(`${form.name}: no keystroke was seen`);
    const keyEpochMs = marks.timeOrigin + marks.firstKey;
    return {
      // How long after the navigation the first field took input: a busy main thread shows here.
      openToKeyMs: marks.firstKey,
      keyToSentMs: sentAtEpochMs === null ? null : sentAtEpochMs - keyEpochMs,
      // Solved before the first keystroke counts as no wait at all.
      keyToTokenMs: marks.ready === null ? null : Math.max(0, marks.ready - marks.firstKey),
      solveMs: marks.ready === null || marks.start === null ? null : marks.ready - marks.start,
      solvedOn: marks.on,
    };
  } finally {
    await context.close();
  }
}

function summarise(label, runs) {
  const column = (key) =>
    runs
      .map((run) => run[key])
      .filter((value) => value !== null)
      .sort((a, b) => a - b);
  const open = column('openToKeyMs');
  const sent = column('keyToSentMs');
  const token = column('keyToTokenMs');
  const solve = column('solveMs');
  const on = [...new Set(runs.map((run) => run.solvedOn ?? 'unmarked'))].join(',');
  return {
    series: label,
    runs: runs.length,
    sentCount: sent.length,
    'open→key p50 ms': round(quantile(open, 0.5)),
    'key→sent p50 ms': round(quantile(sent, 0.5)),
    'key→sent p95 ms': round(quantile(sent, 0.95)),
    'key→token p50 ms': round(quantile(token, 0.5)),
    'key→token p95 ms': round(quantile(token, 0.95)),
    'solve p50 ms': round(quantile(solve, 0.5)),
    'solve p95 ms': round(quantile(solve, 0.95)),
    solvedOn: on,
  };
}

/** Runs each series `runs` times; a section for bench.mjs (title, rows, failures). */
export async function botCheckScenario({ base, runs = Number(process.env.BENCH_BOT_CHECK_RUNS ?? 10) }) {
  const browser = await launchBrowser();
  const series = [
    ...FORMS.map((form) => ({ label: form.name, form, noWorker: false })),
    { label: 'sign-up, no Worker (page fallback)', form: FORMS[0], noWorker: true },
  ];
  const rows = [];
  const failures = [];
  try {
    for (const { label, form, noWorker } of series) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, base, form, { noWorker }));
      const row = summarise(label, results);
      rows.push(row);
      if (row.sentCount < runs) failures.push(`bot-check ${label}: ${runs - row.sentCount} runs never sent`);
      // Both: a solver on the page's thread also delays the first keystroke itself, which the first hides.
      for (const [column, what] of [
        ['key→sent p95 ms', 'first keystroke → sent'],
        ['solve p95 ms', 'challenge and solve'],
      ]) {
        const p95 = row[column];
        if (p95 !== null && p95 > BOT_CHECK_BUDGET_MS)
          failures.push(`bot-check ${label}: ${what} p95 ${p95} ms > ${BOT_CHECK_BUDGET_MS} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    name: 'bot-check',
    title: `Bot check: first keystroke to Submit sending, CPU ${CPU_SLOWDOWN}× slower (${runs} runs each)`,
    setup: { cpuSlowdown: CPU_SLOWDOWN, runs, budgetP95Ms: BOT_CHECK_BUDGET_MS },
    rows,
    failures,
  };
}
