import { PRERENDERED_ID, portalContainer } from './take-over';

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
