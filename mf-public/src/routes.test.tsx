import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useRoutes } from 'react-router';
import { routeEntriesOf } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';
import remote from './routes';
import { listenForApiCalls, provideWebCrypto, recordGet, serveBotCheck, server } from 'shared-ui/testing';
import { renderPage } from './testing/render-page';

listenForApiCalls();
provideWebCrypto();

/** A page's first visit loads its lazy chunk (under Jest, transpiled on the spot), which can pass findBy's
 *  default second on a busy machine. */
const LAZY_LOAD = { timeout: 10_000 };

function Routes() {
  return <Suspense fallback="loading">{useRoutes(remote.routes)}</Suspense>;
}

test('the remote serves the home page at /', async () => {
  renderPage(<Routes />);
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Show your brand where art lovers gather' },
      LAZY_LOAD,
    ),
  ).toBeInTheDocument();
});

test('the remote serves the contact form at /contact', async () => {
  server.use(serveBotCheck(1).handler);
  renderPage(<Routes />, { route: '/contact' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LAZY_LOAD)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('the remote serves the FAQ page at /faqs', async () => {
  server.use(recordGet('/ad-faq/category-with-faq', () => HttpResponse.json([])).handler);
  renderPage(<Routes />, { route: '/faqs' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, LAZY_LOAD),
  ).toBeInTheDocument();
  expect(await screen.findByText('There are no questions here yet.')).toBeInTheDocument();
});

test('the remote claims /, /contact and /faqs, with catalogues in both languages', () => {
  expect(remote.routes.map((route) => route.path)).toEqual(['/', '/contact', '/faqs']);
  expect(Object.keys(ja)).toEqual(expect.arrayContaining(Object.keys(en)));
  // The pages load the catalogue themselves (decision 0061): the shell is given none to merge.
  expect(remote.messages).toEqual({ en: {}, ja: {} });
});

test('the remote serves exactly its entries of the route manifest', () => {
  expect(remote.routes.map((route) => route.path)).toEqual(
    routeEntriesOf('mf_public').map((entry) => entry.path),
  );
});
