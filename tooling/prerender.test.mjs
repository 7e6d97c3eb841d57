/** The prerendered home page (decision 0068; node --test 'tooling/*.test.mjs'): the render of a served page in a
 *  child process, the one render per deploy, the page the shell's server sends for `/`, and the inline picker,
 *  which must choose the language the shell's start will choose. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { tsImport } from 'tsx/esm/api';
import {
  createPrerenders,
  injectIntoRoot,
  PICKER_SCRIPT,
  PRERENDERED_ID,
  prerenderedMarkup,
  RENDER_HEADER,
  renderInChild,
} from './prerender.mjs';
import { startStaticServer } from './serve.mjs';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const { detectLanguage } = await tsImport(
  path.join(ROOT, 'shell', 'src', 'i18n', 'detect-language.ts'),
  import.meta.url,
);
const shellTakeOver = await tsImport(
  path.join(ROOT, 'shell', 'src', 'prerendered', 'take-over.ts'),
  import.meta.url,
);
const { STORAGE_KEYS } = await tsImport(
  path.join(ROOT, 'shared-contracts', 'src', 'storage-keys.ts'),
  import.meta.url,
);

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-test-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const pages = {
  en: { html: '<main><h1>Show your brand</h1><p>US$32 a month, $& more</p></main>', css: 'h1{color:navy}' },
  ja: { html: '<main><h1>ブランドを</h1></main>', css: 'h1{color:navy}' },
};

/** The shell's page for `/` in a browser-like DOM with the given stored entries and browser languages; what the
 *  picker left in #root. */
function pick({ stored = {}, languages = ['en-US'], storageBlocked = false }) {
  const dom = new JSDOM(
    `<!doctype html><html lang="en" class="en"><body>${injectIntoRoot('<div id="root"></div>', prerenderedMarkup(pages))}</body></html>`,
    {
      url: 'http://localhost:3000/',
      runScripts: 'dangerously',
      beforeParse(window) {
        for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
        Object.defineProperty(window.navigator, 'languages', { value: languages });
        if (storageBlocked)
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new Error('SecurityError');
            },
          });
      },
    },
  );
  const { document } = dom.window;
  return {
    heading: document.querySelector(`#${PRERENDERED_ID} main h1`)?.textContent ?? null,
    holder: document.getElementById(PRERENDERED_ID) !== null,
    scripts: document.querySelectorAll('#root script').length,
    lang: document.documentElement.lang,
    classes: document.documentElement.className,
  };
}

test('the picker shows the page in the language the shell will start in, and marks the document with it', () => {
  const storage = (entries) => ({ getItem: (key) => entries[key] ?? null });
  const cases = [
    { stored: { [STORAGE_KEYS.language]: 'ja' }, languages: ['en-US'] },
    { stored: { [STORAGE_KEYS.language]: 'en' }, languages: ['ja-JP'] },
    { stored: { [STORAGE_KEYS.language]: 'fr' }, languages: ['ja-JP'] },
    { languages: ['fr', 'ja'] },
    { languages: ['en-GB', 'ja'] },
    { languages: ['JA'] },
    { languages: ['de', 'fr'] },
    { languages: ['ja'], storageBlocked: true },
  ];
  for (const sources of cases) {
    const expected = detectLanguage({
      storage: sources.storageBlocked ? null : storage(sources.stored ?? {}),
      browserLanguages: sources.languages,
    });
    const shown = pick(sources);
    assert.equal(shown.heading, pages[expected].html.match(/<h1>(.*?)<\/h1>/)[1], JSON.stringify(sources));
    assert.equal(shown.lang, expected);
    assert.equal(shown.classes, expected);
    // The picker removes itself, so the shell finds in #root only the page.
    assert.equal(shown.scripts, 0);
  }
});

test('a visitor with a stored sign-in gets no prerendered page (the portal shows the signed-in top bar at once)', () => {
  const shown = pick({ stored: { [STORAGE_KEYS.user]: '{"id":1}' } });
  assert.equal(shown.holder, false);
  assert.equal(shown.scripts, 0);
});

test('the picker reads the storage entries the portal writes, and the shell looks for the element it fills', () => {
  assert.equal(shellTakeOver.PRERENDERED_ID, PRERENDERED_ID);
  assert.ok(PICKER_SCRIPT.includes(JSON.stringify(STORAGE_KEYS.language)));
  assert.ok(PICKER_SCRIPT.includes(JSON.stringify(STORAGE_KEYS.user)));
});

test('a page is rendered in a child process in the language asked for, with the styles written at run time', async () => {
  const dist = folder({
    'index.html':
      '<!doctype html><html><head></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    'app.js': `
      const language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
      const style = document.createElement('style');
      style.textContent = '.hero{color:navy}';
      document.head.append(style);
      setTimeout(() => {
        document.getElementById('root').innerHTML =
          '<header>Top</header><main><h1 class="hero">' + (language === 'ja' ? 'ようこそ' : 'Welcome') + '</h1></main>';
      }, 50);`,
  });
  const server = await startStaticServer({ dir: dist, port: 0, quiet: true, spa: true });
  servers.push(server);
  const url = `http://localhost:${server.address().port}/`;

  const page = await renderInChild(url, 'ja');
  assert.equal(page.html, '<header>Top</header><main><h1 class="hero">ようこそ</h1></main>');
  assert.match(page.css, /\.hero\{color:navy\}/);
  assert.equal(await renderInChild(`${url}missing.js`, 'en', 5000), null);
});

test('one render per deploy; a failed one is tried again after a while', async () => {
  let clock = 0;
  const calls = [];
  let failing = false;
  const prerenders = createPrerenders(() => 'http://localhost:3000', {
    render: async (url, language) => {
      calls.push(language);
      return failing ? null : pages[language];
    },
    retryMs: 1000,
    now: () => clock,
  });

  assert.equal(prerenders.markup('deploy-1'), null, 'nothing while the render runs');
  await prerenders.ready('deploy-1');
  const markup = prerenders.markup('deploy-1');
  assert.match(markup, /<template lang="en"><style>h1\{color:navy\}<\/style><main><h1>Show your brand/);
  assert.match(markup, /<template lang="ja">/);
  assert.deepEqual(calls, ['en', 'ja']);

  failing = true;
  await prerenders.ready('deploy-2');
  assert.equal(prerenders.markup('deploy-2'), null);
  assert.equal(calls.length, 4);
  clock = 999;
  await prerenders.ready('deploy-2');
  assert.equal(calls.length, 4, 'not again at once');
  failing = false;
  clock = 1000;
  await prerenders.ready('deploy-2');
  assert.equal(calls.length, 6);
  assert.ok(prerenders.markup('deploy-2'));
});

test('the shell serves the home page prerendered, and only the home page, and not to the render itself', async () => {
  const dist = folder({ 'index.html': '<!doctype html><title>x</title><body><div id="root"></div></body>' });
  const deploy = folder({ 'remotes.json': '{}' });
  const server = await startStaticServer({
    dir: dist,
    port: 0,
    quiet: true,
    spa: true,
    remotesFile: path.join(deploy, 'remotes.json'),
    prerender: async (url, language) => pages[language],
  });
  servers.push(server);
  const origin = `http://localhost:${server.address().port}`;
  await server.prerendered();

  const home = await (await fetch(`${origin}/`)).text();
  assert.match(
    home,
    new RegExp(`<div id="root"><div id="${PRERENDERED_ID}" inert aria-hidden="true"><template lang="en">`),
  );
  assert.ok(home.includes(`<script>${PICKER_SCRIPT}</script>`));
  // The page's text as rendered, `$&` included (not read as a replacement pattern).
  assert.ok(home.includes('<p>US$32 a month, $& more</p>'));
  assert.doesNotMatch(await (await fetch(`${origin}/faqs`)).text(), new RegExp(PRERENDERED_ID));
  const forRender = await fetch(`${origin}/`, { headers: { [RENDER_HEADER]: '1' } });
  assert.doesNotMatch(await forRender.text(), new RegExp(PRERENDERED_ID));
});
