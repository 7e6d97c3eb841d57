/** The FAQ page's data: seeded categories in English and Japanese answering the questions of product.md (Who uses it,
 *  Plans and prices, Rules shown to advertisers), with answers sanitised by the API itself, whatever the table
 *  holds. */
import { buildTestApp, TEST_API_KEY, type TestApp } from '../testing/build-test-app';
import { FAQ_CONTENT, type FaqCategoryContent } from '../services/faq-content';
import { seedFaqs } from '../services/faqs';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Category = { id: number; name: string; adFaqs: { id: number; question: string; answer: string }[] };
const faqs = async (language?: string): Promise<Category[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ad-faq/category-with-faq${language ? `?language=${language}` : ''}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const allAnswers = (categories: Category[]) =>
  categories.flatMap((category) => category.adFaqs.map((faq) => `${faq.question} ${faq.answer}`)).join('\n');

describe('GET /api/ad-faq/category-with-faq', () => {
  test('English answers cover prices, refunds, resubmission, plan changes, deleting, closing, tax, images and the title', async () => {
    const text = allAnswers(await faqs('en'));
    for (const fact of [
      'US$32',
      'US$52',
      'US$72',
      'no refund',
      'The banner of a live ad cannot be replaced',
      'apply for a new ad',
      'Request refund',
      'cannot be changed',
      'Canada',
      '960 × 150',
      'WebP',
      'not shown in the published ad',
      'Close account',
      'Premium and VIP',
    ]) {
      expect(text).toContain(fact);
    }
  });

  test('Japanese has the same categories and questions in Japanese', async () => {
    const [en, ja] = [await faqs('en'), await faqs('ja')];
    expect(ja.map((category) => category.adFaqs.length)).toEqual(
      en.map((category) => category.adFaqs.length),
    );
    expect(ja[0]?.name).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(allAnswers(ja)).toContain('返金');
  });

  test('prices are written US$ as on the plan cards, and refunds point to the ad’s Request refund (issue 42)', async () => {
    const [en, ja] = [allAnswers(await faqs('en')), allAnswers(await faqs('ja'))];
    expect(ja).toContain('月額US$32');
    expect(`${en}\n${ja}`).not.toMatch(/(?<!US)\$\d/);
    expect(ja).toContain('「<strong>返金を申請</strong>」');
    expect(`${en}\n${ja}`).not.toMatch(/refund through the contact|お問い合わせフォームから返金/);
    expect(ja).toContain('掲載中の広告のバナーは差し替えられません');
  });

  test('without a language the answer is English', async () => {
    expect(await faqs()).toEqual(await faqs('en'));
  });

  test('an unknown language is a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ad-faq/category-with-faq?language=fr',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(400);
  });

  test('seeding again changes nothing: the ids stay and nothing is duplicated', async () => {
    const before = await faqs('en');
    await seedFaqs(t.app.db);
    expect(await faqs('en')).toEqual(before);
  });
});

describe('answers are sanitised by the API, with the allow list the FAQ page uses', () => {
  const text = (en: string) => ({ en, ja: en });
  const HOSTILE: FaqCategoryContent[] = [
    {
      slug: 'hostile',
      name: text('Hostile'),
      faqs: [
        {
          slug: 'script',
          question: text('Script?'),
          answer: text('Before<script>alert(1)</script> after\nnext line'),
        },
        {
          slug: 'onerror',
          question: text('Image?'),
          answer: text(
            '<img src="x" onerror="alert(2)"><p onclick="alert(3)">Read <strong>this</strong></p>',
          ),
        },
        {
          slug: 'links',
          question: text('Links?'),
          answer: text(
            '<a href="javascript:alert(4)">bad</a> <a href="https://example.com/help" title="Help" onmouseover="alert(5)">good</a>',
          ),
        },
      ],
    },
  ];

  let hostile: TestApp;
  beforeAll(async () => {
    hostile = await buildTestApp();
    // As if the table had been changed behind the API's back: seeded before the first request reads it.
    await seedFaqs(hostile.app.db, HOSTILE);
  });
  afterAll(() => hostile.close());

  const answersOf = async (language: string) => {
    const res = await hostile.app.inject({
      method: 'GET',
      url: `/api/ad-faq/category-with-faq?language=${language}`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Category[]).flatMap((category) => category.adFaqs.map((faq) => faq.answer));
  };

  test.each(['en', 'ja'])(
    'scripts, event handlers and javascript: links are removed (%s)',
    async (language) => {
      expect(await answersOf(language)).toEqual([
        'Before after\nnext line',
        '<p>Read <strong>this</strong></p>',
        '<a>bad</a> <a href="https://example.com/help" title="Help">good</a>',
      ]);
      expect(hostile.serverErrors).toEqual([]);
    },
  );

  test('the portal’s own answers use only allowed tags, so they come back exactly as written', async () => {
    for (const language of ['en', 'ja'] as const) {
      const served = (await faqs(language)).flatMap((category) => category.adFaqs.map((faq) => faq.answer));
      const written = FAQ_CONTENT.flatMap((category) => category.faqs.map((faq) => faq.answer[language]));
      expect(served).toEqual(written);
    }
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
