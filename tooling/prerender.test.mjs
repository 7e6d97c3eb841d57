/** The prerendered public pages (decisions 0068, 0069; node --test 'tooling/*.test.mjs'): the render of a served page in a
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
  BANNER_MARK,
  deployKey,
  injectIntoRoot,
  PICKER_SCRIPT,
  PRERENDERED_ID,
  PRERENDERED_LINKS,
  PRERENDERED_PATHS,
  prerenderedMarkup,
  prerenderDeploy,
  prerenderedPathFor,
  picturesFile,
  picturesMarkup,
  readPictures,
  renderInChild,
  SIGN_IN_PATH,
  siteFile,
} from './prerender.mjs';
import { LEGACY_SIGN_IN_PATH, NOT_FOUND_PATH, routeFor } from './first-route.mjs';
import { nginxSiteSnippet } from './nginx.mjs';
import { startSiteServer } from './serve.mjs';
import { writeSite } from './site.mjs';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const { detectLanguage } = await tsImport(
  path.join(ROOT, 'shared-contracts', 'src', 'detect-language.ts'),
  import.meta.url,
);
const shellTakeOver = await tsImport(
  path.join(ROOT, 'shell', 'src', 'prerendered', 'take-over.ts'),
  import.meta.url,
);
const consentRecord = await tsImport(
  path.join(ROOT, 'shell', 'src', 'consent', 'consent-record.ts'),
  import.meta.url,
);
const contractRoutes = await tsImport(
  path.join(ROOT, 'shared-contracts', 'src', 'routes.ts'),
  import.meta.url,
);
const { STORAGE_KEYS, STORAGE_PREFIX } = await tsImport(
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
  en: {
    html: '<main><h1>Show your brand</h1><p>US$32 a month, $& more</p></main>',
    css: 'h1{color:navy}',
    title: 'Advertise "here" | Advertiser portal',
  },
  ja: { html: '<main><h1>ブランドを</h1></main>', css: 'h1{color:navy}', title: '広告 | 広告主ポータル' },
};

/** The shell's page for `/` in a browser-like DOM with the given stored entries and browser languages; what the
 *  picker left in #root. */
function pick({
  stored = {},
  languages = ['en-US'],
  storageBlocked = false,
  markup = prerenderedMarkup(pages),
  cookie = '',
}) {
  const dom = new JSDOM(
    `<!doctype html><html lang="en" class="en"><head><title>Advertiser portal</title></head><body>${injectIntoRoot('<div id="root"></div>', markup)}</body></html>`,
    {
      url: 'http://localhost:3000/',
      runScripts: 'dangerously',
      beforeParse(window) {
        if (cookie) window.document.cookie = cookie;
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
    text: document.querySelector(`#${PRERENDERED_ID} main`)?.textContent ?? null,
    elements: document.querySelectorAll(`#${PRERENDERED_ID} main *`).length,
    holder: document.getElementById(PRERENDERED_ID) !== null,
    scripts: document.querySelectorAll('#root script').length,
    lang: document.documentElement.lang,
    title: document.title,
    classes: document.documentElement.className,
    banner: document.querySelector(`#${PRERENDERED_ID} [${BANNER_MARK}]`)?.textContent ?? null,
  };
}

test('the picture shows the cookie banner to a visitor who has not decided, and not to one who has', () => {
  const withBanner = Object.fromEntries(
    Object.entries(pages).map(([language, page]) => [
      language,
      { ...page, html: `${page.html}<section ${BANNER_MARK}=""><h2>Cookies</h2></section>` },
    ]),
  );
  const markup = prerenderedMarkup(withBanner);
  assert.equal(pick({ markup }).banner, 'Cookies');
  assert.equal(pick({ markup, cookie: 'other=1' }).banner, 'Cookies');
  const decided = pick({ markup, cookie: `${STORAGE_PREFIX}consent=%7B%7D` });
  assert.equal(decided.banner, null);
  assert.equal(decided.heading, 'Show your brand');
});

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
    assert.equal(shown.title, pages[expected].title);
    assert.equal(shown.classes, expected);
    // The picker removes itself, so the shell finds in #root only the page.
    assert.equal(shown.scripts, 0);
  }
});

/** The shell's take-over of a picture of `page`, served at `url`, in a DOM emulation. `prepare(document)` runs once the
 *  picker has shown the picture; the visitor's `events` (`[type, x, y]`) then land on what is behind it, since it is
 *  inert. The portal's page `live` takes its place, laid out where it was: at (40, 120) the element `at` selects, at
 *  (5, 5) its heading. `beforeTakeOver(root)` runs just before the picture goes. Resolves with the document once the
 *  picker has acted. */
async function takeOverPicture({
  page,
  url,
  events,
  live,
  at,
  prepare = () => {},
  beforeTakeOver = () => {},
}) {
  const dom = new JSDOM(
    `<!doctype html><html><body>${injectIntoRoot('<div id="root"></div>', prerenderedMarkup({ en: page, ja: page }))}</body></html>`,
    { url, runScripts: 'dangerously' },
  );
  const { document, MouseEvent } = dom.window;
  prepare(document);
  for (const [type, x, y] of events)
    document.body.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
  const root = document.getElementById('root');
  root.insertAdjacentHTML('beforeend', `<div>${live}</div>`);
  document.elementFromPoint = (x, y) =>
    x === 40 && y === 120 ? root.querySelector(at) : x === 5 && y === 5 ? root.querySelector('h1') : null;
  beforeTakeOver(root);
  document.getElementById(PRERENDERED_ID).remove();
  await new Promise((resolve) => setTimeout(resolve));
  return document;
}

test('a field tapped on the picture has the focus once the portal has taken its place', async () => {
  const form = {
    html: '<main><h1>Sign in</h1><form><label>Email</label><input type="email"></form></main>',
    css: '',
  };
  // At (40, 120) is the label of the portal's Email field.
  const takeOver = async (taps) =>
    (
      await takeOverPicture({
        page: form,
        url: 'http://localhost:3000/signin',
        events: taps.map(([x, y]) => ['pointerdown', x, y]),
        live: '<main><h1>Sign in</h1><form><label for="email">Email</label><input id="email" type="email"></form></main>',
        at: 'label',
      })
    ).activeElement?.id || null;
  assert.equal(
    await takeOver([
      [5, 5],
      [40, 120],
    ]),
    'email',
    'the last tap, on a label: its field',
  );
  assert.equal(
    await takeOver([
      [40, 120],
      [5, 5],
    ]),
    null,
    'the last tap, on a heading: nothing',
  );
  assert.equal(await takeOver([]), null, 'no tap: nothing');
});

test('a link clicked on the picture is followed once the portal has taken its place, if it leads to the same place', async () => {
  const home = {
    html: '<main><h1>Show your brand</h1><p><a href="/signup">Sign up</a> or <a href="/faqs">read the FAQ</a></p></main>',
    css: '',
  };
  // `events`: what the visitor does on the picture, at (40, 120) where its Sign up link is, or at (5, 5), its heading;
  // `live`: the portal's element at (40, 120) once it has taken the picture's place. Gives the links it clicked.
  const takeOver = async (events, live = '<a href="/signup">Sign up</a>') => {
    const clicked = [];
    await takeOverPicture({
      page: home,
      url: 'http://localhost:3000/',
      events,
      live: `<main><h1>Show your brand</h1><p>${live}</p></main>`,
      at: 'p > *',
      prepare: (document) => {
        const pictureLink = document.querySelector(`#${PRERENDERED_ID} a[href="/signup"]`);
        pictureLink.getBoundingClientRect = () => ({ left: 0, top: 100, right: 200, bottom: 140 });
      },
      beforeTakeOver: (root) => {
        for (const link of root.querySelectorAll('a'))
          link.addEventListener('click', (event) => {
            event.preventDefault();
            clicked.push(link.getAttribute('href'));
          });
      },
    });
    return clicked;
  };
  const tap = (x, y) => [
    ['pointerdown', x, y],
    ['click', x, y],
  ];
  assert.deepEqual(await takeOver(tap(40, 120)), ['/signup'], 'a click on the link: followed');
  assert.deepEqual(await takeOver([['pointerdown', 40, 120]]), [], 'a press that became a scroll: nothing');
  assert.deepEqual(
    await takeOver([...tap(40, 120), ...tap(5, 5)]),
    [],
    'the last tap, on the heading: nothing',
  );
  assert.deepEqual(
    await takeOver(tap(40, 120), '<a href="/faqs">read the FAQ</a>'),
    [],
    'the portal has another link there: nothing',
  );
  assert.deepEqual(
    await takeOver(tap(40, 120), '<a href="/signup" target="_blank">Sign up</a>'),
    [],
    'a link that opens elsewhere: nothing',
  );
});

test('a visitor with a stored sign-in gets no prerendered page (the portal shows the signed-in top bar at once)', () => {
  for (const user of ['{"id":1}', '{"id":3,"name":"Ann","email":"ann@example.jp"}', 'null', '{"id":3']) {
    const shown = pick({ stored: { [STORAGE_KEYS.user]: user, [STORAGE_KEYS.language]: 'ja' } });
    assert.equal(shown.holder, false, user);
    assert.equal(shown.scripts, 0);
    // The document keeps the language and title the shell's page came with; the shell sets its own.
    assert.equal(shown.title, 'Advertiser portal');
  }
});

test('the picker reads the storage entries the portal writes, and the shell looks for the element it fills', () => {
  assert.equal(shellTakeOver.PRERENDERED_ID, PRERENDERED_ID);
  assert.equal(shellTakeOver.BANNER_MARK, BANNER_MARK);
  assert.ok(PICKER_SCRIPT.includes(JSON.stringify(`; ${consentRecord.CONSENT_RECORD_COOKIE}=`)));
  assert.ok(PICKER_SCRIPT.includes(JSON.stringify(STORAGE_KEYS.language)));
  assert.ok(PICKER_SCRIPT.includes(JSON.stringify(STORAGE_KEYS.user)));
});

test('a page is rendered in a child process in the language asked for, as it first shows, with its styles', async () => {
  const dist = folder({
    'index.html':
      '<!doctype html><html><head></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    'app.js': `
      const language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
      // A render has no stored sign-in: the page greets a visitor (decision 0103).
      const user = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)}) || 'null');
      const style = document.createElement('style');
      style.textContent = '.hero{color:navy}';
      document.head.append(style);
      // A page that waits for the API before its heading (?waits) never shows one in the render, which asks the API
      // nothing (decision 0086).
      const answered = location.search === '?waits' ? fetch('/api/answer', { method: 'POST' }) : Promise.resolve();
      // A page that reaches for anything but the release's own files (?outside) is refused each time.
      let outside = '';
      const tries = location.search === '?outside'
        ? ['https://example.com/', '/../../secret.txt', '/%2e%2e/secret.txt', '/app.js'].map((address) =>
            fetch(address).then((answer) => answer.text().then((text) => address + ' read ' + text.length),
              () => address + ' refused'))
        : [];
      Promise.all(tries).then((said) => (outside = said.join('; '))).then(() => answered).then(() => setTimeout(() => {
        document.getElementById('root').innerHTML =
          '<header>Top</header><main id="main-content"><h1 class="hero">' + (language === 'ja' ? 'ようこそ' : 'Welcome') +
          (user ? ' back' : '') + '</h1>' +
          '<form><label for="r1">Email</label><input id="r1" name="email" type="email">' +
          '<button type="button" aria-label="Show password" aria-controls="r1">Show</button></form>' +
          (location.search === '?alert' ? '<p role="alert">Could not load</p>' : '') +
          (location.search === '?outside' ? '<p>' + outside + '</p>' : '') + '</main>' +
          '<footer><select><option value="en" selected>English</option><option value="ja">日本語</option></select></footer>';
        // The cookie banner, drawn after the page (?banner), follows it in the picture without its ties.
        if (location.search === '?banner')
          setTimeout(() => {
            const rule = document.createElement('style');
            rule.textContent = '.banner{position:fixed}';
            document.head.append(rule);
            document.getElementById('root').insertAdjacentHTML('beforeend',
              '<section class="banner" ${BANNER_MARK}="" aria-labelledby="b1"><h2 id="b1">Cookies</h2></section>');
          }, 100);
        // The language select's choice is set as a property, as React does.
        document.querySelector('footer select').value = language;
        // An answer the page waited for changes it a moment later: the picture is of the page as it first showed.
        setTimeout(() => document.querySelector('main').insertAdjacentHTML('beforeend', '<p role="alert">Late</p>'));
        // The page's title, set once it has rendered.
        setTimeout(() => (document.title = language === 'ja' ? 'ようこそ | ポータル' : 'Welcome | Portal'), 20);
      }, 50));`,
  });
  // Every file the page loads comes from disk, as the deploy's render takes them (decision 0096): no server.
  fs.writeFileSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), 'secret');
  const url = 'http://localhost:3000/';
  const site = { html: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), files: [[url, dist]] };
  const render = (address, language, options = {}) => renderInChild(address, language, { site, ...options });

  const page = await render(url, 'ja');
  // Without what would tie a label or a name to the picture's fields, beside the portal's own until it takes over.
  assert.equal(
    page.html,
    '<header>Top</header><main><h1 class="hero">ようこそ</h1><form><label>Email</label><input type="email">' +
      '<button type="button">Show</button></form></main>' +
      '<footer><select><option value="en">English</option><option value="ja" selected="">日本語</option></select></footer>',
  );
  assert.match(page.css, /\.hero\{color:navy\}/);
  assert.equal(page.title, 'ようこそ | ポータル');
  const withBanner = await render(`${url}?banner`, 'en');
  assert.ok(
    withBanner.html.endsWith(`</footer><section class="banner" ${BANNER_MARK}=""><h2>Cookies</h2></section>`),
    withBanner.html,
  );
  assert.match(withBanner.css, /\.banner\{position:fixed\}/);
  // A release without the file its page loads shows nothing.
  const empty = { ...site, files: [[url, folder({})]] };
  assert.equal(await renderInChild(url, 'en', { site: empty, timeoutMs: 5000 }), null);
  // Nothing but the release's own files: not the network, not a file beside the folder a URL maps to.
  assert.match(
    (await render(`${url}?outside`, 'en')).html,
    /<p>https:\/\/example\.com\/ refused; \/\.\.\/\.\.\/secret\.txt refused; \/%2e%2e\/secret\.txt refused; \/app\.js read \d+<\/p>/,
  );
  assert.equal(siteFile(site, `${url}..%2F${path.basename(dist)}-secret.txt`), null);
  assert.equal(siteFile(site, 'http://localhost:3001/app.js'), null);
  assert.equal(siteFile(site, `${url}app.js?v=1`), path.join(dist, 'app.js'));
  // A page that shows an error as it first renders is no picture for every visitor.
  assert.equal(await render(`${url}?alert`, 'en'), null);
  assert.ok(await render(`${url}?shows`, 'en'));
  assert.equal(await render(`${url}?waits`, 'en', { timeoutMs: 3000 }), null);
});

test('a deploy renders each page once in both languages, tries a failed one again, and writes the pictures with its key', async () => {
  const shellDir = folder({
    'index.html': '<!doctype html><title>x</title><body><div id="root"></div></body>',
  });
  // Two remotes, each with one page; the home page's render loads the shell's and mf_public's files, the sign-in
  // page's the shell's and mf_auth's.
  const entry = (port, version, routePath) => ({
    manifest: `http://localhost:${port}/${version}/mf-manifest.json`,
    contracts: '1.0.0',
    routes: [{ path: routePath, access: 'public', layout: 'full' }],
  });
  const deployed = (publicVersion, authVersion, more = {}) =>
    JSON.stringify({
      mf_public: entry(3001, publicVersion, '/'),
      mf_auth: entry(3002, authVersion, '/signin'),
      ...more,
    });
  const remotesFile = path.join(folder({}), 'remotes.json');
  fs.writeFileSync(remotesFile, deployed('1', '1'));
  const dir = path.join(path.dirname(remotesFile), 'prerendered');
  const indexHtml = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const LOADS = {
    '/': ['http://localhost:3000/', 'http://localhost:3001/'],
    '/signin': ['http://localhost:3000/', 'http://localhost:3002/'],
  };
  const calls = [];
  let failing = null;
  const render = async (url, language, { site }) => {
    const { pathname } = new URL(url);
    calls.push(`${pathname} ${language}`);
    // Each render gets the deploy's own page and the shell's folder at the shell's origin.
    assert.match(site.html, /<div id="root"><\/div>/);
    assert.deepEqual(site.files[0], ['http://localhost:3000/', shellDir]);
    return pathname === failing ? null : { ...pages[language], loads: LOADS[pathname] };
  };
  const deploy = () =>
    prerenderDeploy({
      shellDir,
      remotesFile,
      dir,
      remotes: [],
      shellOrigin: 'http://localhost:3000',
      render,
      paths: ['/', '/signin'],
    });

  failing = '/signin';
  assert.deepEqual(await deploy(), {
    key: deployKey(indexHtml, deployed('1', '1')),
    rendered: 1,
    reused: 0,
    failed: ['/signin'],
  });
  // A failed page is tried three times, then goes without a picture.
  assert.deepEqual(calls, ['/ en', '/ ja', ...Array(3).fill(['/signin en', '/signin ja']).flat()]);
  const written = readPictures(picturesFile(dir, deployKey(indexHtml, deployed('1', '1'))));
  assert.match(
    picturesMarkup(written.pictures, '/'),
    /<template lang="en" data-title="Advertise &quot;here&quot; \| Advertiser portal"><style>h1\{color:navy\}<\/style><main><h1>Show your brand/,
  );
  assert.match(
    picturesMarkup(written.pictures, '/'),
    /<template lang="ja" data-title="広告 \| 広告主ポータル">/,
  );
  assert.equal(picturesMarkup(written.pictures, '/signin'), null);
  assert.deepEqual(written.failed, ['/signin']);

  // The same deploy again renders only the page that is missing; once complete, a deploy renders nothing more.
  failing = null;
  const rendered = async () => {
    calls.length = 0;
    await deploy();
    return [...new Set(calls.map((call) => call.split(' ')[0]))];
  };
  assert.deepEqual(await rendered(), ['/signin']);
  assert.deepEqual(await rendered(), []);
  // A new release of a remote renders again only the pages whose render loaded its files.
  fs.writeFileSync(remotesFile, deployed('2', '1'));
  assert.deepEqual(await rendered(), ['/']);
  fs.writeFileSync(remotesFile, deployed('2', '2'));
  assert.deepEqual(await rendered(), ['/signin']);
  // A remote no page loaded, deployed beside them, renders nothing; one that takes a page's path over renders it.
  fs.writeFileSync(remotesFile, deployed('2', '2', { mf_review: entry(3006, '1', '/review/signin') }));
  assert.deepEqual(await rendered(), []);
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({
      mf_public: entry(3001, '2', '/'),
      mf_auth: entry(3002, '2', '/signup'),
      mf_review: entry(3006, '1', '/signin'),
    }),
  );
  assert.deepEqual(await rendered(), ['/signin']);
  // A rollback to a deploy whose pictures are kept renders nothing; a new build of the shell renders every page.
  fs.writeFileSync(remotesFile, deployed('1', '1'));
  assert.deepEqual(await rendered(), []);
  fs.writeFileSync(path.join(shellDir, 'index.html'), indexHtml.replace('<title>x', '<title>y'));
  assert.deepEqual(await rendered(), ['/', '/signin']);
  // Only the last deploys' pictures are kept.
  for (let n = 0; n < 10; n += 1) {
    fs.writeFileSync(remotesFile, deployed(String(n + 10), '1'));
    await deploy();
  }
  assert.equal(fs.readdirSync(dir).length, 8);
  // Nothing half-written is ever read: a broken file is no pictures at all.
  const broken = picturesFile(dir, deployKey(indexHtml, deployed('1', '1')));
  fs.writeFileSync(broken, '{"key":');
  assert.equal(readPictures(broken), null);
});

test('the shell serves the deploy’s pictures of its public pages, only them, without a query, and never another deploy’s', async () => {
  const dist = folder({ 'index.html': '<!doctype html><title>x</title><body><div id="root"></div></body>' });
  // Every page of the portal's route manifest, deployed: who may see each one is the manifest's.
  const remotes = {};
  for (const { remote, path: routePath, access, layout } of contractRoutes.ROUTE_LIST) {
    remotes[remote] ??= { manifest: `http://localhost:1/${remote}.json`, contracts: '1.0.0', routes: [] };
    remotes[remote].routes.push({ path: routePath, access, layout });
  }
  const deploy = folder({ 'remotes.json': JSON.stringify(remotes) });
  const remotesFile = path.join(deploy, 'remotes.json');
  // The deploy renders; each page but the home page says which path, and query, was rendered.
  const renders = new Set();
  await prerenderDeploy({
    shellDir: dist,
    remotesFile,
    dir: path.join(deploy, 'prerendered'),
    remotes: [],
    shellOrigin: 'http://localhost:3000',
    render: async (url, language, options) => {
      const { pathname, search } = new URL(url);
      const rendered = pathname + search;
      renders.add(`${rendered} ${JSON.stringify(Object.keys(options))}`);
      return rendered === '/'
        ? pages[language]
        : { ...pages[language], html: `<main><h1>${rendered}</h1></main>` };
    },
  });
  // The deploy output carries them (decision 0104); the server only reads it.
  const output = () =>
    writeSite({
      shellDir: dist,
      remotesFile,
      deployDir: deploy,
      remoteDirs: [],
      nginxSnippet: nginxSiteSnippet,
    });
  output();
  const server = await startSiteServer({ deployDir: deploy, port: 0, quiet: true });
  servers.push(server);
  const origin = `http://localhost:${server.address().port}`;
  const served = async (pathname) => (await fetch(`${origin}${pathname}`)).text();

  const home = await served('/');
  assert.match(
    home,
    new RegExp(
      `<div id="root"><div id="${PRERENDERED_ID}" inert aria-hidden="true"><template lang="en" data-title=`,
    ),
  );
  assert.ok(home.includes(`<script>${PICKER_SCRIPT}</script>`));
  // The page's text as rendered, `$&` included (not read as a replacement pattern).
  assert.ok(home.includes('<p>US$32 a month, $& more</p>'));
  for (const pathname of PRERENDERED_PATHS.filter((p) => p !== '/'))
    assert.ok((await served(pathname)).includes(`<main><h1>${pathname}</h1></main>`), pathname);
  // A path no deployed route has is the not-found page's (decision 0076), whatever its depth.
  for (const unknown of ['/no-such-page', '/dashboardx', '/dashboard/no/such'])
    assert.ok((await served(unknown)).includes(`<main><h1>${NOT_FOUND_PATH}</h1></main>`), unknown);
  // A mailed link's page, for every link of its kind (decision 0086).
  const links = [
    [contractRoutes.hrefs.onboarding({ id: 42, token: 'Tok_9-x', accountId: 'acc-9' }), PRERENDERED_LINKS[0]],
    ['/signup/onboarding?account_id=acc-9&token=t&id=7', PRERENDERED_LINKS[0]],
    [contractRoutes.hrefs.onboardingExpired({ id: 42, accountId: 'acc-9' }), PRERENDERED_LINKS[1]],
    [contractRoutes.hrefs.resetPassword('a1b2c3'), PRERENDERED_LINKS[2]],
    [contractRoutes.hrefs.newEmailConfirmation({ id: 3, token: 'z', accountId: 'b' }), PRERENDERED_LINKS[3]],
    [contractRoutes.hrefs.invitation('Inv_9-x'), PRERENDERED_LINKS[4]],
  ];
  for (const [link, picture] of links)
    assert.ok((await served(link)).includes(`<main><h1>${picture}</h1></main>`), link);
  // The deploy renders the visitors' pages and the mailed links' pages, each as a visitor, and nothing of the
  // signed-in area (decision 0103).
  assert.deepEqual(
    [...renders].sort(),
    [...PRERENDERED_PATHS, ...PRERENDERED_LINKS].map((rendered) => `${rendered} ["site"]`).sort(),
  );
  // So a path of the signed-in area, with any query, carries only the sign-in page's picture, which the picker shows
  // only to a visitor with no stored sign-in.
  for (const pathname of [
    '/dashboard',
    '/dashboard/billing',
    '/dashboard/ads/42',
    '/dashboard/ads/application',
    '/dashboard/ads/application/42',
    '/dashboard/account',
    '/dashboard?checkout=success',
  ]) {
    const page = await served(pathname);
    assert.equal(page.match(/<template /g)?.length, 2, pathname);
    assert.ok(page.includes(`<main><h1>${SIGN_IN_PATH}</h1></main>`), pathname);
    assert.doesNotMatch(page, /data-signed-in|data-needs|data-lacks|data-fill/, pathname);
  }
  // A sign-in page with where it leads (decision 0087), and the signed-in area, whatever its query: the guard sends a
  // visitor there to sign in (the picker shows it only to one with no stored sign-in).
  for (const [pathname, picture] of [
    [contractRoutes.signInHref('/dashboard/billing?page=2'), SIGN_IN_PATH],
    ['/review/signin?redirect=%2Freview%2Fads%2F3', '/review/signin'],
    ['/dashboard', SIGN_IN_PATH],
    ['/dashboard/ads/7', SIGN_IN_PATH],
    ['/dashboard/ads/7?from=mail', SIGN_IN_PATH],
  ])
    assert.ok((await served(pathname)).includes(`<main><h1>${picture}</h1></main>`), pathname);
  for (const other of [
    '/faqs?category=1',
    // A link without its token, naming nobody, with a parameter twice or one more: another page, or not this one.
    '/signup/onboarding?id=42&account_id=acc-9',
    '/signup/onboarding?id=0&token=t&account_id=acc-9',
    '/signup/onboarding?id=4x&token=t&account_id=acc-9',
    '/signup/onboarding/expired?id=42&account_id=%20',
    '/reset-password?token=',
    '/reset-password?token=a&token=b',
    '/reset-password?token=a&next=%2Fdashboard',
    '/new-email-confirmation?token=z&id=3',
    '/invitation?token=',
    '/invitation?token=a&token=b',
    '/invitation?token=a&redirect=%2Fdashboard',
    '/signin?next=%2Fdashboard',
    '/signin?redirect=%2Fdashboard&x=1',
    '/signin?redirect=a&redirect=b',
    '/review/signin?code=1',
    '/signin/',
    '/no-such-page?x=1',
    '/login',
    '/login/',
  ])
    assert.doesNotMatch(await served(other), new RegExp(PRERENDERED_ID), other);
  // A new remotes.json is another deploy: until it has rendered its own, its pages go without a picture.
  fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 1));
  output();
  assert.doesNotMatch(await served('/'), new RegExp(PRERENDERED_ID));
  assert.doesNotMatch(await served('/signin'), new RegExp(PRERENDERED_ID));
});

test('without a readable remotes.json no path gets the not-found page', () => {
  // The shell's own paths, as its route table has them.
  assert.equal(NOT_FOUND_PATH, contractRoutes.ROUTES.notFound);
  assert.equal(LEGACY_SIGN_IN_PATH, contractRoutes.LEGACY_SIGN_IN_PATH);
  assert.equal(SIGN_IN_PATH, contractRoutes.ROUTES.signIn);
  assert.equal('/review/signin', contractRoutes.ROUTES.reviewSignIn);
  const pictureFor = (pathname, remotes) =>
    prerenderedPathFor({ pathname, search: '' }, routeFor(remotes, pathname));
  assert.equal(pictureFor('/no-such-page', null), null);
  assert.equal(pictureFor('/no-such-page', {}), NOT_FOUND_PATH);
  assert.equal(pictureFor('/signin', null), '/signin');
});
