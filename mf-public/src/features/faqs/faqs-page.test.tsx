import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { FaqCategoryList } from 'shared-contracts';
import { listenForApiCalls, recordGet, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { FaqsPage } from './faqs-page';

listenForApiCalls();

const CATEGORIES: FaqCategoryList = [
  {
    id: 1,
    name: 'Advertising with us',
    adFaqs: [
      { id: 11, question: 'Where will my ad appear?', answer: 'In lobbies.\nAnd in exhibitions.' },
      { id: 12, question: 'How much does it cost?', answer: 'From <strong>$32</strong> a month.' },
    ],
  },
  {
    id: 2,
    name: 'Payments and refunds',
    adFaqs: [{ id: 21, question: 'Can I get a refund?', answer: 'Not once the ad is live.' }],
  },
];

function serveFaqs(...replies: (() => Response)[]) {
  const faqs = recordGet('/ad-faq/category-with-faq', ...replies);
  server.use(faqs.handler);
  return faqs;
}

const answering = (categories: FaqCategoryList) => () => HttpResponse.json(categories);

function renderFaqs(language: 'en' | 'ja' = 'en') {
  return renderPage(<FaqsPage />, { route: '/faqs', language });
}

const question = (name: string) => screen.getByRole('button', { name });

test('the questions are grouped under their category headings, in the interface language', async () => {
  const faqs = serveFaqs(answering(CATEGORIES));
  renderFaqs();

  const advertising = await screen.findByRole('region', { name: 'Advertising with us' });
  const payments = screen.getByRole('region', { name: 'Payments and refunds' });
  expect(within(advertising).getByRole('heading', { level: 2 })).toHaveTextContent('Advertising with us');
  expect(
    within(advertising)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Where will my ad appear?', 'How much does it cost?']);
  expect(within(payments).getByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
  expect(faqs.calls[0]?.searchParams.get('language')).toBe('en');
});

test('a Japanese interface asks for the Japanese FAQs', async () => {
  const faqs = serveFaqs(
    answering([
      { id: 3, name: '広告掲載について', adFaqs: [{ id: 31, question: '料金は？', answer: '月額$32から' }] },
    ]),
  );
  renderFaqs('ja');

  expect(await screen.findByRole('button', { name: '料金は？' })).toBeInTheDocument();
  expect(faqs.calls[0]?.searchParams.get('language')).toBe('ja');
  expect(screen.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
  expect(document.title).toBe('よくある質問 | 広告主ポータル');
});

test('clicking a question shows its answer, with its line breaks, and clicking again hides it', async () => {
  serveFaqs(answering(CATEGORIES));
  const { user } = renderFaqs();
  const where = await screen.findByRole('button', { name: 'Where will my ad appear?' });
  expect(where).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Where will my ad appear?' })).not.toBeInTheDocument();

  await user.click(where);

  const answer = screen.getByRole('region', { name: 'Where will my ad appear?' });
  expect(where).toHaveAttribute('aria-expanded', 'true');
  expect(where).toHaveAttribute('aria-controls', answer.id);
  expect(answer.innerHTML).toBe('In lobbies.<br>And in exhibitions.');
  expect(question('How much does it cost?')).toHaveAttribute('aria-expanded', 'false');

  await user.click(where);
  expect(where).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Where will my ad appear?' })).not.toBeInTheDocument();
});

test('the keyboard opens answers and moves between questions across categories', async () => {
  serveFaqs(answering(CATEGORIES));
  const { user } = renderFaqs();
  await screen.findByRole('button', { name: 'Where will my ad appear?' });

  await user.tab(); // the back-home link
  await user.tab();
  expect(question('Where will my ad appear?')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(question('Where will my ad appear?')).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{ArrowDown}');
  expect(question('How much does it cost?')).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('region', { name: 'How much does it cost?' })).toHaveTextContent(
    'From $32 a month.',
  );

  await user.keyboard('{ArrowDown}');
  expect(question('Can I get a refund?')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(question('Where will my ad appear?')).toHaveFocus();
  await user.keyboard('{End}');
  expect(question('Can I get a refund?')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(question('Where will my ad appear?')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(question('Can I get a refund?')).toHaveFocus();
});

test('answers are sanitised: scripts, event handlers and unsafe links go; line breaks, formatting and links stay', async () => {
  serveFaqs(
    answering([
      {
        id: 4,
        name: 'Help',
        adFaqs: [
          {
            id: 41,
            question: 'Where is help?',
            answer:
              '<script>window.hacked = true</script><strong onerror="window.hacked = true">Read</strong> the guide\n' +
              '<a href="https://example.com/guide" onclick="window.hacked = true">Guide</a> or ' +
              '<a href="javascript:window.hacked = true">this</a><img src="x" onerror="window.hacked = true">',
          },
        ],
      },
    ]),
  );
  const { user } = renderFaqs();
  await user.click(await screen.findByRole('button', { name: 'Where is help?' }));

  const answer = screen.getByRole('region', { name: 'Where is help?' });
  expect(answer.innerHTML).not.toMatch(/<script|<img|onerror|onclick|javascript:/i);
  expect(answer.innerHTML).toContain('the guide<br>');
  expect(within(answer).getByText('Read').tagName).toBe('STRONG');
  const guide = within(answer).getByRole('link', { name: 'Guide' });
  expect(guide).toHaveAttribute('href', 'https://example.com/guide');
  expect(guide).toHaveAttribute('target', '_blank');
  expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(answer).getByText('this')).not.toHaveAttribute('href');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

test('while the FAQs load a spinner says so, and the Contact button leads to /contact', async () => {
  serveFaqs(answering(CATEGORIES));
  renderFaqs();

  expect(screen.getByRole('status', { name: 'Loading the questions' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the questions' })).not.toBeInTheDocument();
  expect(document.title).toBe('Frequently asked questions | Advertiser portal');
});

test('with no questions at all the page says so and still offers Contact', async () => {
  serveFaqs(answering([{ id: 5, name: 'Empty', adFaqs: [] }]));
  renderFaqs();

  expect(await screen.findByText('There are no questions here yet.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
});

test('when the FAQs cannot be loaded an error offers Retry, which loads them', async () => {
  const faqs = serveFaqs(() => HttpResponse.text('down', { status: 503 }), answering(CATEGORIES));
  const { user } = renderFaqs();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the questions. Please try again.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Where will my ad appear?' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(faqs.calls).toHaveLength(2));
});
