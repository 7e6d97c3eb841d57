import { expect, test, type Request } from '@playwright/test';
import { dismissConsent, REMOTE_ORIGINS } from '../fixtures/portal';

// Decision 0047: a link that is hovered has its remote and page loaded before the click, so the move into another
// remote waits on no request to that remote's origin.
test.beforeEach(async ({ context }) => dismissConsent(context));

test('hovering Sign up on the home page loads mf-auth, so the click shows the sign-up page without asking its origin', async ({
  page,
}) => {
  const fromAuth = (request: Request) => request.url().startsWith(`${REMOTE_ORIGINS.mf_auth}/`);
  const asked: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!fromAuth(request)) return;
    asked.push(request.url());
    pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  // The page carries remotes.json as a JSON data block, which the Content-Security-Policy need not allow.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);

  const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
  await signUp.hover();
  // The hover loads mf-auth's entry, its routes module and then the sign-up page's chunk (the idle preload may have
  // begun the same); wait until a page chunk has been asked for and every request to mf-auth has been answered.
  const loaded = () => {
    const files = asked.map((url) => url.split('/').pop() ?? '');
    const pages = files.filter(
      (file) => file.endsWith('.js') && file !== 'remoteEntry.js' && !file.startsWith('__federation_expose'),
    );
    return files.includes('remoteEntry.js') && pages.length > 0 && pending.size === 0;
  };
  await expect.poll(loaded).toBe(true);

  const afterHover = asked.length;
  await signUp.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(asked.slice(afterHover)).toEqual([]);
});
