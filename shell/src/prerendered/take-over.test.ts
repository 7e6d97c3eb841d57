import {
  BANNER_MARK,
  bannerPictureShown,
  dropBannerPicture,
  dropKeptBanner,
  PRERENDERED_ID,
  portalContainer,
} from './take-over';

/** The page as the shell's server sends it for `/`: the prerendered page in #root. */
function homePageAsServed(content = '<main><h1>Show your brand</h1></main>') {
  document.body.innerHTML = `<div id="root"><div id="${PRERENDERED_ID}">${content}</div></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('without a prerendered page the portal renders into #root itself', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root') as HTMLElement;
  expect(portalContainer(root)).toBe(root);
});

test('the prerendered page stays until the portal shows its page heading, then the portal takes its place', async () => {
  const root = homePageAsServed();
  const app = portalContainer(root);
  expect(app).not.toBe(root);
  expect(app).not.toBeVisible();

  // The frame renders first, with a spinner where the page will be: the prerendered page stays.
  app.innerHTML = '<header>Advertising</header><main><div role="status">Loading</div></main>';
  await Promise.resolve();
  expect(document.getElementById(PRERENDERED_ID)).toBeInTheDocument();
  expect(app).not.toBeVisible();

  const main = app.querySelector('main') as HTMLElement;
  main.innerHTML = '<h1>Show your brand</h1>';
  await Promise.resolve();
  expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
  expect(app).toBeVisible();
  expect(root.querySelectorAll('h1')).toHaveLength(1);
});

test('if the portal takes long the prerendered page gives way to a finished page without a heading', () => {
  jest.useFakeTimers();
  const root = homePageAsServed();
  const app = portalContainer(root, 5000);
  app.innerHTML = '<header>Advertising</header><main><p>Something without a heading</p></main>';
  jest.advanceTimersByTime(4999);
  expect(document.getElementById(PRERENDERED_ID)).toBeInTheDocument();
  jest.advanceTimersByTime(1);
  expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
  expect(app).toBeVisible();
});

test('while a remote’s files are late the picture stays, never giving way to a spinner, until the page shows', async () => {
  jest.useFakeTimers();
  const root = homePageAsServed();
  const app = portalContainer(root, 5000);
  app.innerHTML = '<header>Advertising</header><main><div role="status">Loading</div></main>';
  jest.advanceTimersByTime(60_000);
  await Promise.resolve();
  expect(document.getElementById(PRERENDERED_ID)).toBeInTheDocument();
  expect(app).not.toBeVisible();

  (app.querySelector('main') as HTMLElement).innerHTML = '<h1>Show your brand</h1>';
  await Promise.resolve();
  expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
  expect(app).toBeVisible();
  expect(root.querySelectorAll('h1')).toHaveLength(1);
});

test('an empty holder (the picker found no page for the language) is dropped and the portal renders as usual', () => {
  const root = homePageAsServed('<template lang="en"><main><h1>Show your brand</h1></main></template>');
  expect(portalContainer(root)).toBe(root);
  expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
});

const WITH_BANNER = `<style>.banner{position:fixed}</style><main><h1>Show your brand</h1></main><section class="banner" ${BANNER_MARK}=""><h2>Cookies</h2></section>`;

test('the picture’s cookie banner, with its styles, stays on screen after the picture until the portal’s own banner is there', async () => {
  const root = homePageAsServed(WITH_BANNER);
  const app = portalContainer(root);
  expect(bannerPictureShown()).toBe(true);

  app.innerHTML = '<main><h1>Show your brand</h1></main>';
  await Promise.resolve();
  expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
  const kept = document.querySelector(`[${BANNER_MARK}]`)?.parentElement as HTMLElement;
  expect(kept).toHaveTextContent('Cookies');
  expect(kept.parentElement).toBe(document.body);
  expect(kept).toHaveAttribute('inert');
  expect(kept.querySelector('style')).toHaveTextContent('.banner{position:fixed}');
  expect(bannerPictureShown()).toBe(true);

  // The portal's banner has mounted.
  dropKeptBanner();
  expect(document.body).not.toHaveTextContent('Cookies');
  expect(bannerPictureShown()).toBe(false);
});

test('a portal whose banner came before it took the picture’s place keeps no copy of the picture’s', async () => {
  const root = homePageAsServed(WITH_BANNER);
  const app = portalContainer(root);
  app.innerHTML = `<section ${BANNER_MARK}=""><h2>Cookies now</h2></section><main><h1>Show your brand</h1></main>`;
  await Promise.resolve();
  expect(document.querySelectorAll(`[${BANNER_MARK}]`)).toHaveLength(1);
  expect(document.body).toHaveTextContent('Cookies now');
});

test('when no banner will follow, the picture’s goes at once', () => {
  homePageAsServed(WITH_BANNER);
  dropBannerPicture();
  expect(document.body).not.toHaveTextContent('Cookies');
  expect(document.body).toHaveTextContent('Show your brand');
});
