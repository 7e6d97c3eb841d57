import { expect, test } from '@playwright/test';
import { dismissConsent, REMOTE_ORIGINS } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('each remote renders through the shell from its own origin, and React is loaded once', async ({
  page,
}) => {
  const scriptUrls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('mf-manifest.json')) scriptUrls.push(r.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();

  expect(scriptUrls.some((u) => u.startsWith(`${REMOTE_ORIGINS.mf_public}/`))).toBe(true);
  expect(scriptUrls.some((u) => u.startsWith(`${REMOTE_ORIGINS.mf_auth}/`))).toBe(true);

  const reactDomFrom = await page.evaluate(() => {
    type Share = Record<
      string,
      { default?: Record<string, Record<string, { from: string; loaded?: boolean }>> }
    >;
    const share =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
    const froms: string[] = [];
    for (const scope of Object.values(share))
      for (const version of Object.values(scope.default?.['react-dom'] ?? {})) froms.push(version.from);
    return froms;
  });
  expect(reactDomFrom.length).toBeGreaterThan(0);
  expect(new Set(reactDomFrom)).toEqual(new Set(['shell']));
  // No remote origin serves a copy of React: every shared chunk comes from the shell.
  const remoteScripts = scriptUrls.filter((u) => !u.startsWith('http://localhost:3000/'));
  for (const url of remoteScripts) expect(url).not.toMatch(/react-dom|react_dom/);
});
