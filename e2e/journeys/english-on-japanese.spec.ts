/** The English-on-Japanese detector the access suite runs on every Japanese page (fixtures/english-on-japanese.ts),
 *  shown to fail on English and to pass on Japanese, brand names, e-mail addresses and the user's own data. */
import { expect, test } from '@playwright/test';
import {
  englishFragments,
  findEnglish,
  loadEnglishCatalogue,
  pageTexts,
  poMessages,
} from '../fixtures/english-on-japanese';

const catalogue = loadEnglishCatalogue();

test('the English catalogues of every package give their UI strings of two or more words', () => {
  expect(catalogue).toContain('Sign in');
  expect(catalogue).toContain('Ad placement in the exhibition');
  expect(catalogue.length).toBeGreaterThan(200);
});

test('a message’s placeholders and tags split it, and single words are not fragments', () => {
  expect(englishFragments('{count} / {max} characters')).toEqual([]);
  expect(englishFragments('<0>{price}</0> / month')).toEqual([]);
  expect(englishFragments('{count, plural, one {# ad waits} other {# ads wait}} for review')).toEqual([
    'for review',
  ]);
  expect(englishFragments('Hello {name}, <0>see your ads</0> now')).toEqual(['see your ads']);
});

test('a .po file gives its translated strings, escapes undone, the header skipped', () => {
  const po = [
    'msgid ""',
    'msgstr ""',
    '"Language: en\\n"',
    '',
    'msgid "a.b"',
    'msgstr "Say \\"hi\\""',
    '',
    'msgid "a.c"',
    'msgstr ""',
    '"Two "',
    '"lines"',
  ].join('\n');
  expect(poMessages(po)).toEqual(['Say "hi"', 'Two lines']);
});

test('a Japanese page with an English catalogue string or another library’s English label fails', () => {
  expect(findEnglish(['ログイン', 'アカウント Sign in'], { catalogue })).toEqual([
    '"Sign in" (en catalogue)',
  ]);
  expect(findEnglish(['スライダー Drag the slider'], { catalogue })).toEqual(['"Drag the slider"']);
});

test('Japanese, the brand, e-mail addresses, URLs, single words and the user’s own data pass', () => {
  const texts = [
    'Virtual Art Exhibition へようこそ',
    'info@virtual-art.example.com までご連絡ください',
    'リンク先 https://www.example.com/spring sale',
    '月額 US$32（税抜）・PNG、JPG、WebP・960 × 150 px・English',
    '広告「Autumn Lobby Show」を一時停止しました',
  ];
  expect(findEnglish(texts, { catalogue, allowed: ['Autumn Lobby Show'] })).toEqual([]);
});

test('the page’s names and hints count as well as its text', async ({ page }) => {
  await page.setContent(
    '<html lang="ja"><title>ホーム</title><body><p>ようこそ</p>' +
      '<button aria-label="Close menu">×</button><input placeholder="メール"><input type="file"></body></html>',
  );
  expect(findEnglish(await pageTexts(page), { catalogue })).toEqual([
    '"Close menu" (en catalogue)',
    '"No file chosen" (en catalogue)',
    '"Choose File"',
  ]);
});
