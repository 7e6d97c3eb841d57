/** The home page as HTML in the shell's page (decision 0068), so its hero paints before any JavaScript has arrived.
 *  The shell's server renders `/` once per deploy, in each interface language, by running the deployed portal itself
 *  (the shell's build and the remotes' releases remotes.json names) in a DOM emulation in a child process, and puts
 *  the result, with its styles, in the page it serves for `/`. A small inline script picks the visitor's language (as
 *  the shell's detectLanguage does) or shows nothing to a visitor who has a stored sign-in, and the shell's start
 *  replaces the prerendered page with its own once that has rendered its heading (shell/src/prerendered). A page
 *  asked for while a render is under way goes out without it, as it did before. */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The element that holds the prerendered page; the shell's start looks for it (shell/src/prerendered). */
export const PRERENDERED_ID = 'portal-prerendered';
/** The paths that are prerendered: the home page is public, makes no API call and is the same for every visitor. */
export const PRERENDERED_PATHS = ['/'];
export const PRERENDER_LANGUAGES = ['en', 'ja'];
/** Sent by the render's own request for the page, which must come without a prerendered page. */
export const RENDER_HEADER = 'x-portal-prerender';
/** The local-storage entries the picker reads (shared-contracts storage-keys.ts). */
const LANGUAGE_KEY = 'vae-ads.language';
const USER_KEY = 'vae-ads.user';

/** Picks the prerendered page for this visitor, before the first paint: the stored language, else the first browser
 *  language offered, else English (shell/src/i18n/detect-language.ts; prerender.test.mjs holds the two together).
 *  A visitor with a stored sign-in sees the signed-in top bar at once in the portal, so gets no prerendered page.
 *  The script removes itself, so the shell finds #root as the picker left it. */
export const PICKER_SCRIPT = `(function(){var d=document,c=d.currentScript,h=d.getElementById(${JSON.stringify(PRERENDERED_ID)});if(c)c.remove();if(!h)return;var s=null,l=null;try{s=window.localStorage}catch(e){}try{if(s&&s.getItem(${JSON.stringify(USER_KEY)})){h.remove();return}l=s&&s.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}if(l!=="en"&&l!=="ja"){l="en";var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var t=String(n[i]).toLowerCase();if(t.indexOf("ja")===0){l="ja";break}if(t.indexOf("en")===0)break}}var p=h.querySelector('template[lang="'+l+'"]');if(!p){h.remove();return}var r=d.documentElement;r.classList.remove("en","ja");r.classList.add(l);r.lang=l;h.appendChild(p.content)})();`;

/** The CSP source that lets the picker run (tooling/csp.mjs). */
export const PICKER_SCRIPT_SOURCE = `'sha256-${crypto.createHash('sha256').update(PICKER_SCRIPT).digest('base64')}'`;

/** What goes into the page's #root: each language's page in a template, and the picker. The page is inert and
 *  hidden from assistive technology: its links and its language choice would not work as the portal's do, so
 *  until the portal takes its place (a second at most on a slow phone) it is only seen. */
export function prerenderedMarkup(pages) {
  const templates = Object.entries(pages)
    .map(
      ([language, page]) => `<template lang="${language}"><style>${page.css}</style>${page.html}</template>`,
    )
    .join('');
  // A picture of the page until the portal takes its place: nothing in it can be used, or is read out, before then.
  return `<div id="${PRERENDERED_ID}" inert aria-hidden="true">${templates}</div><script>${PICKER_SCRIPT}</script>`;
}

/** The shell's page with the prerendered page in its empty #root; unchanged when there is none. */
export function injectIntoRoot(html, markup) {
  // A function, so a `$&` or `$'` in the page's text or styles is not read as a replacement pattern.
  return markup ? html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`) : html;
}

const RENDER_TIMEOUT_MS = 20_000;
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Renders `url` in `language` in a child process: `{ html, css }`, or null when the page did not show its heading
 *  in time or the render failed. */
export function renderInChild(url, language, timeoutMs = RENDER_TIMEOUT_MS) {
  return new Promise((resolve) => {
    // The render runs the deployed remotes' code: the child gets no environment (no secret of the server's), may
    // read only the project's code, and may not write, spawn or load native code.
    const child = spawn(
      process.execPath,
      ['--permission', `--allow-fs-read=${ROOT}`, fileURLToPath(import.meta.url), url, language],
      { stdio: ['ignore', 'pipe', 'ignore'], timeout: timeoutMs, env: {} },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      try {
        resolve(code === 0 ? JSON.parse(out) : null);
      } catch {
        resolve(null);
      }
    });
  });
}

/** The prerendered pages of the shell served at `origin()`, one render per deploy: `markup(key)` gives the markup for
 *  that deploy when it is ready and starts its render otherwise; `ready(key)` settles once it has been tried. */
export function createPrerenders(origin, { render = renderInChild, retryMs = 30_000, now = Date.now } = {}) {
  let current = { key: null, markup: null, failedAt: null, done: Promise.resolve() };
  function start(key) {
    const entry = { key, markup: null, failedAt: null, done: null };
    entry.done = Promise.all(
      PRERENDER_LANGUAGES.map((language) => render(new URL('/', origin()).href, language)),
    ).then((rendered) => {
      if (rendered.every(Boolean))
        entry.markup = prerenderedMarkup(
          Object.fromEntries(PRERENDER_LANGUAGES.map((l, i) => [l, rendered[i]])),
        );
      else entry.failedAt = now();
    });
    current = entry;
    return entry;
  }
  // A render that failed (a remote was not up yet) is tried again once retryMs have passed.
  const entryFor = (key) =>
    current.key === key && (current.failedAt === null || now() - current.failedAt < retryMs)
      ? current
      : start(key);
  return {
    markup: (key) => entryFor(key).markup,
    ready: (key) => entryFor(key).done,
  };
}

/** Runs in the child: loads the page without a prerendered page, runs its scripts and those they load, and prints
 *  the #root's markup and the styles styled-components wrote once the page's heading is in <main>. */
async function renderPage(url, language) {
  const { JSDOM, VirtualConsole } = await import('jsdom');
  const response = await fetch(url, { headers: { [RENDER_HEADER]: '1' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM(await response.text(), {
    url,
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      // styled-components writes rules as text, which the render can read, not through the CSSOM.
      window.SC_DISABLE_SPEEDY = true;
      window.localStorage.setItem(LANGUAGE_KEY, language);
      window.fetch = (input, init) => fetch(new URL(String(input), url), init);
      window.scrollTo = () => {};
      window.matchMedia = (query) => ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      });
    },
  });
  const { document } = dom.window;
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  while (!document.querySelector('#root main h1')) {
    if (Date.now() > deadline) throw new Error(`${url}: no heading`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const html = document.getElementById('root').innerHTML;
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  dom.window.close();
  // A closing tag in a rule would end the style element early.
  return { html, css: css.replace(/<\/style/gi, '<\\/style') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [url, language] = process.argv.slice(2);
  try {
    process.stdout.write(JSON.stringify(await renderPage(url, language)));
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
