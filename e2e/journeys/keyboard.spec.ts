/** The keyboard checks the access suite runs on every page (fixtures/keyboard.ts), shown passing on a page that
 *  works by keyboard and failing on one that does not: unreachable controls, no focus style, focus out of view, and
 *  a skip link or disclosure that ignores Enter. */
import { expect, test } from '@playwright/test';
import { activationFailures, keyboardWalk } from '../fixtures/keyboard';

const WORKING = `
  <a href="#main-content" onclick="event.preventDefault(); document.getElementById('main-content').focus()">Skip</a>
  <main id="main-content" tabindex="-1">
    <button aria-expanded="false" onclick="this.setAttribute('aria-expanded', String(this.getAttribute('aria-expanded') !== 'true'))">More</button>
    <a href="/faqs">FAQs</a>
  </main>`;

const BROKEN = `
  <style>.plain:focus { outline: none; } .away { position: absolute; left: -9999px; }</style>
  <a href="#main-content">Skip</a>
  <main id="main-content">
    <button class="plain" aria-expanded="false" onmousedown="this.setAttribute('aria-expanded', 'true')">More</button>
    <div role="button">Not focusable</div>
    <a class="away" href="/faqs">Off screen</a>
  </main>`;

test('a page that works by keyboard passes the walk and the Enter and Space sample', async ({ page }) => {
  await page.setContent(WORKING);
  expect(await keyboardWalk(page)).toEqual({ unreached: [], noFocusStyle: [], outOfView: [] });
  expect(await activationFailures(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
});

test('a page that does not work by keyboard fails with the controls named', async ({ page }) => {
  await page.setContent(BROKEN);
  expect(await keyboardWalk(page)).toEqual({
    unreached: ['<div> "Not focusable"'],
    noFocusStyle: ['<button> "More"'],
    outOfView: ['<a> "Off screen"'],
  });
  expect(await activationFailures(page)).toEqual([
    'Enter on the skip link',
    'Enter on "More" did not open it',
  ]);
});
