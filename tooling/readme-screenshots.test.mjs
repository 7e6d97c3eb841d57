/** The README's pictures (node --test 'tooling/*.test.mjs'): every image it links under docs/screenshots/ exists and has alt
 *  text, and no picture lies there unlinked, so a renamed page or a forgotten `pnpm screenshots` shows here. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const links = [...readme.matchAll(/!\[([^\]]*)\]\((docs\/screenshots\/[^)\s]+)\)/g)].map(([, alt, href]) => ({
  alt,
  href,
}));

test('every screenshot the README shows exists and has alt text', () => {
  assert.ok(links.length > 0, 'the README links no screenshots');
  for (const { alt, href } of links) {
    assert.ok(alt.trim() !== '', `${href} has no alt text`);
    assert.ok(fs.existsSync(path.join(ROOT, href)), `${href} is linked from the README but missing`);
  }
});

test('every picture in docs/screenshots is shown in the README', () => {
  const linked = new Set(links.map(({ href }) => href));
  for (const file of fs.readdirSync(path.join(ROOT, 'docs/screenshots')))
    assert.ok(
      linked.has(`docs/screenshots/${file}`),
      `docs/screenshots/${file} is not linked from the README`,
    );
});
