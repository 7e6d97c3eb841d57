/** Keeps the wording consistent across every place it is written: each app's and shared-ui's Lingui catalogues,
 *  the contract texts (messages.ts, api/answers.ts, error-codes.ts), the API's mails, acknowledgements and FAQ.
 *  Two small glossaries (Japanese, then English) list each preferred term with the variants it replaced; none of
 *  them may come back.
 *  It also checks that every message of every catalogue has a Japanese translation that is not the English text,
 *  brand names, numbers and codes aside (the allow list below). Files are read as text so the check spans
 *  packages. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ANSWERS } from './api/answers';
import { MESSAGES } from './messages';

/** The contract texts: the shared dictionary and the API's own answers. */
const CONTRACT_TEXTS: Record<string, { en: string; ja: string }> = { ...MESSAGES, ...ANSWERS };

const ROOT = resolve(__dirname, '../..');
const CATALOGUE_PACKAGES = [
  'shell',
  'shared-ui',
  'mf-public',
  'mf-auth',
  'mf-dashboard',
  'mf-ads',
  'mf-account',
  'mf-review',
] as const;

interface GlossaryEntry {
  readonly preferred: string;
  readonly forbidden: readonly RegExp[];
}

/** The glossary: the word we use, and the variants a translator might slip back in. */
const GLOSSARY: readonly GlossaryEntry[] = [
  { preferred: '会員の展示会', forbidden: [/加盟展覧会/, /加盟展示会/, /加盟/] },
  { preferred: '展示会', forbidden: [/展覧会/] },
  { preferred: '来場者', forbidden: [/訪問者/, /閲覧者/, /ビジター/] },
  { preferred: 'ローテーション', forbidden: [/順番に表示/, /巡回表示/, /交互に表示/] },
  {
    preferred: 'お支払いページ',
    forbidden: [/決済ページ/, /(?<!お)支払いページ/, /チェックアウト(画面|ページ)/, /(?<!お)支払い失敗/],
  },
  { preferred: '申し受けます', forbidden: [/徴収/, /にのみかかります/] },
  { preferred: '税抜き', forbidden: [/税別/, /売上税抜き/, /税抜です/] },
  { preferred: 'ご所在地の州・準州', forbidden: [/お住まいの州/, /州または準州/, /州\/準州/] },
  { preferred: 'ヶ月', forbidden: [/[0-9０-９一二三四五六七八九十}]\s*(か|カ|ヵ|ケ|箇)月/] },
  { preferred: 'よくある質問', forbidden: [/よくあるご質問/, /FAQ/i] },
  { preferred: '再試行', forbidden: [/リトライ/, /再実行/, /もう一度支払/] },
  { preferred: '再申請', forbidden: [/再提出/, /再応募/, /もう一度お申し込み/] },
  { preferred: 'アカウントを削除', forbidden: [/閉鎖/, /退会/] },
  { preferred: 'アカウントをお持ちでない方', forbidden: [/お持ちでないですか/] },
  { preferred: 'すでにアカウントをお持ちの方', forbidden: [/お持ちですか/] },
  { preferred: 'パスワードをお忘れの方', forbidden: [/お忘れですか/] },
  { preferred: '運営者情報', forbidden: [/私たちについて/, /当社について/] },
  { preferred: '条件を満たしています / 満たしていません', forbidden: [/達成/] },
  { preferred: '（what to do, not a promise）', forbidden: [/現在対応中/] },
  // Issue 42: one concept, one word, and one way to write each small thing.
  { preferred: 'お支払い未完了 (UNPAID)', forbidden: [/「(<em>)?お支払い失敗/] },
  { preferred: '不承認の理由', forbidden: [/却下/] },
  { preferred: '広告タイトル', forbidden: [/広告名/] },
  { preferred: 'ログアウト', forbidden: [/サインアウト/] },
  { preferred: '税務登録番号', forbidden: [/税番号/] },
  {
    preferred: '会員の展示会 / オンラインのバーチャル美術展示会',
    forbidden: [/会員展示会/, /バーチャルアート展示/, /オンライン展示会/, /オンライン美術展示会/],
  },
  { preferred: '運用担当者', forbidden: [/オペレーター/] },
  { preferred: '（確認用）', forbidden: [/（確認）/] },
  { preferred: 'お名前を追加', forbidden: [/(?<!お)名前を追加/] },
  { preferred: '貴社の (or nothing)', forbidden: [/あなたの/] },
  { preferred: 'お支払いへ進む', forbidden: [/(?<!お)支払いへ進む/] },
  { preferred: '全角の「：」', forbidden: [/[\u3040-\u30ff\u3400-\u9fff]:/] },
  { preferred: '〜 (U+301C)', forbidden: [/～/] },
  {
    preferred: '全角の「（）」',
    forbidden: [/[\u3040-\u30ff\u3400-\u9fff] ?\((?!\?)/, /(?<!\?)\) ?[\u3040-\u30ff\u3400-\u9fff]/],
  },
  { preferred: '発行者 / 宛名 / 発行日 (receipts)', forbidden: [/販売者/, /^['"`]?請求先['"`]?$/] },
  { preferred: 'ご担当者様', forbidden: [/['"`]お客様['"`]/] },
  { preferred: 'PNG、JPEG、WebP', forbidden: [/jpg/i, /jpeg/, /webp|WEBP/, /png/] },
  { preferred: '960 × 150', forbidden: [/\dx\d/, /\}x\{/, /\}x\$/] },
  { preferred: '960 × 150ピクセル', forbidden: [/[\d}]\s+ピクセル/, /\bpx\b/] },
  { preferred: '読み込み中', forbidden: [/読み込んでいます/] },
];

/** The English glossary of issue 42: the word we use, and the variants it replaced. */
const ENGLISH_GLOSSARY: readonly GlossaryEntry[] = [
  { preferred: 'Sign out', forbidden: [/log ?out/i] },
  // One name for the questions page, as the sidebar and the page's route say.
  { preferred: 'FAQ', forbidden: [/\bFAQs\b/] },
  { preferred: 'rejected', forbidden: [/disapprov/i] },
  // "artworks" are the art on the walls; the advertiser's picture is the banner.
  { preferred: 'banner', forbidden: [/\bartwork\b(?!s)/i] },
  { preferred: 'PNG, JPEG or WebP', forbidden: [/\bjpg\b/i, /\bjpeg\b/, /\bwebp\b|WEBP/, /\bpng\b/] },
  { preferred: '960 × 150 pixels', forbidden: [/\dx\d/, /\}x\{/, /\}x\$/, /×\s*\S+\s*px\b/] },
  { preferred: 'US$32', forbidden: [/(?<!US)\$\d/] },
  { preferred: '{field} must be {max} characters or fewer', forbidden: [/letters or less/i] },
  { preferred: 'Please enter a valid URL starting with https://', forbidden: [/invalid url/i] },
  { preferred: 'Your email has not been confirmed yet.', forbidden: [/has not confirmed/i] },
  { preferred: 'Invalid file type', forbidden: [/Invalid File Type/] },
];

/** The review desk's buttons say what they do, with a verb (返金する, 不承認にする). */
const REVIEW_BUTTON_IDS = [
  'review.actions.approve',
  'review.actions.approve-named',
  'review.actions.reject',
  'review.actions.reject-named',
  'review.actions.end',
  'review.actions.refund',
  'review.end.confirm',
  'review.refund.confirm',
  'review.reject.submit',
] as const;

/** Messages whose Japanese may equal the English: brand names, numbers, codes and pure placeholders. */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'shell.logo.label', // Virtual Art Exhibition, the brand
  'ads.summary.plan', // {planLabel} × {duration}
  'billing.entry.plan', // {plan} × {duration}
]);

interface PoEntry {
  readonly id: string;
  readonly text: string;
}

/** The entries of a Lingui .po catalogue (explicit ids), joining continued "…" lines. */
function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let field: 'id' | 'str' | null = null;
  let id = '';
  let text = '';
  const flush = () => {
    if (field === 'str' && id !== '') entries.push({ id, text });
  };
  for (const line of source.split('\n')) {
    const unquote = (value: string) => JSON.parse(value) as string;
    if (line.startsWith('msgid ')) {
      flush();
      field = 'id';
      id = unquote(line.slice(6));
      text = '';
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      text = unquote(line.slice(7));
    } else if (line.startsWith('"') && field !== null) {
      if (field === 'id') id += unquote(line);
      else text += unquote(line);
    }
  }
  flush();
  return entries;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** The string literals of a TypeScript source that hold Japanese text. */
function japaneseLiterals(source: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  return literals.filter((literal) => JAPANESE.test(literal));
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const catalogue = (pkg: string, language: 'en' | 'ja') =>
  parsePo(read(join(ROOT, pkg, 'src/locales', language, 'messages.po')));

/** Every Japanese text we ship, each named by where it lives. */
function japaneseTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const pkg of CATALOGUE_PACKAGES) {
    for (const entry of catalogue(pkg, 'ja')) texts.push({ where: `${pkg} ${entry.id}`, text: entry.text });
  }
  for (const [id, text] of Object.entries(CONTRACT_TEXTS))
    texts.push({ where: `contract text ${id}`, text: text.ja });
  for (const path of TEXT_SOURCES()) {
    for (const text of japaneseLiterals(read(path))) texts.push({ where: relative(ROOT, path), text });
  }
  return texts;
}

/** The string literals of a TypeScript source that hold Latin letters (English texts, and some code). */
function englishLiterals(source: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  return literals.filter((literal) => /[A-Za-z]/.test(literal) && !JAPANESE.test(literal));
}

const TEXT_SOURCES = () => [
  join(ROOT, 'shared-contracts/src/error-codes.ts'),
  join(ROOT, 'api/src/http/acknowledgements.ts'),
  join(ROOT, 'api/src/services/faq-content.ts'),
  ...filesUnder(join(ROOT, 'api/src/mails')),
];

/** Every English text we ship, each named by where it lives. */
function englishTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const pkg of CATALOGUE_PACKAGES) {
    for (const entry of catalogue(pkg, 'en')) texts.push({ where: `${pkg} ${entry.id}`, text: entry.text });
  }
  for (const [id, text] of Object.entries(CONTRACT_TEXTS))
    texts.push({ where: `contract text ${id}`, text: text.en });
  for (const path of TEXT_SOURCES()) {
    for (const text of englishLiterals(read(path))) texts.push({ where: relative(ROOT, path), text });
  }
  return texts;
}

function glossaryViolations(
  texts: readonly { where: string; text: string }[],
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): string[] {
  return texts.flatMap(({ where, text }) =>
    glossary.flatMap(({ preferred, forbidden }) =>
      forbidden
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${where}: ${pattern} (use ${preferred})`),
    ),
  );
}

function translationGaps(pkg: string, en: readonly PoEntry[], ja: readonly PoEntry[]): string[] {
  const japanese = new Map(ja.map((entry) => [entry.id, entry.text]));
  return en.flatMap(({ id, text }) => {
    const translation = japanese.get(id);
    if (translation === undefined || translation.trim() === '') return [`${pkg} ${id}: no Japanese`];
    if (translation === text && !SAME_AS_ENGLISH_ALLOWED.has(id)) return [`${pkg} ${id}: same as English`];
    return [];
  });
}

describe('the Japanese glossary', () => {
  test('no Japanese text uses a forbidden variant', () => {
    expect(glossaryViolations(japaneseTexts())).toEqual([]);
  });

  test('the check catches a forbidden variant', () => {
    expect(glossaryViolations([{ where: 'bad', text: '加盟展覧会の訪問者は1か月FAQを見ます' }])).toHaveLength(
      6,
    );
  });

  test('the check catches a variant issue 42 replaced', () => {
    expect(
      glossaryViolations([
        {
          where: 'bad',
          text: 'あなたの広告名と却下理由：申し込んで支払いへ進む（960x150、JPG）{from}～{to}',
        },
      ]),
    ).toHaveLength(7);
  });

  test('the review desk’s buttons are verbs', () => {
    const japanese = new Map(catalogue('mf-review', 'ja').map((entry) => [entry.id, entry.text]));
    const nouns = REVIEW_BUTTON_IDS.filter((id) => !/(する|にする)$/.test(japanese.get(id) ?? ''));
    expect(nouns).toEqual([]);
  });

  test('the unknown-error text apologises, blames no connection and points to contact', () => {
    const { ja } = CONTRACT_TEXTS['toast-message.failure.unknown'] ?? { ja: '' };
    expect(ja).toMatch(/申し訳ありません/);
    expect(ja).toMatch(/お問い合わせ/);
    expect(ja).not.toMatch(/通信|接続/);
  });

  test('reads every catalogue and the contract, mail and FAQ texts', () => {
    const texts = japaneseTexts();
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some(({ where }) => where.startsWith('api/src/mails'))).toBe(true);
    expect(texts.some(({ where }) => where.endsWith('faq-content.ts'))).toBe(true);
  });
});

describe('the English glossary', () => {
  test('no English text uses a replaced variant', () => {
    expect(glossaryViolations(englishTexts(), ENGLISH_GLOSSARY)).toEqual([]);
  });

  test('the check catches a replaced variant', () => {
    const bad = 'Logout. Your disapproved artwork (960x150, jpg, shown 960 × 150 px) costs $32; Invalid url';
    expect(glossaryViolations([{ where: 'bad', text: bad }], ENGLISH_GLOSSARY)).toHaveLength(8);
  });

  test('reads every English catalogue and the contract, mail and FAQ texts', () => {
    const texts = englishTexts();
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some(({ where }) => where.endsWith('faq-content.ts'))).toBe(true);
  });
});

describe('the Japanese translations', () => {
  test.each(CATALOGUE_PACKAGES)('every message of %s has Japanese that is not the English', (pkg) => {
    expect(translationGaps(pkg, catalogue(pkg, 'en'), catalogue(pkg, 'ja'))).toEqual([]);
  });

  test('every contract text has Japanese that is not the English', () => {
    const gaps = Object.entries(CONTRACT_TEXTS)
      .filter(([id, { en, ja }]) => ja.trim() === '' || (ja === en && !SAME_AS_ENGLISH_ALLOWED.has(id)))
      .map(([id]) => id);
    expect(gaps).toEqual([]);
  });

  test('the check catches a missing or untranslated message', () => {
    const en = [
      { id: 'a', text: 'Save' },
      { id: 'b', text: 'Cancel' },
      { id: 'c', text: 'Back' },
    ];
    const ja = [
      { id: 'a', text: '' },
      { id: 'b', text: 'Cancel' },
    ];
    expect(translationGaps('x', en, ja)).toEqual([
      'x a: no Japanese',
      'x b: same as English',
      'x c: no Japanese',
    ]);
  });
});
