import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router';
import remote from './routes';
import { renderPage } from './testing/render-page';

function Routes() {
  return <Suspense fallback="loading">{useRoutes(remote.routes)}</Suspense>;
}

test('the remote serves the home page at /', async () => {
  renderPage(<Routes />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Show your brand where art lovers gather' }),
  ).toBeInTheDocument();
});

test('the remote claims only / for now, with catalogues in both languages', () => {
  expect(remote.routes.map((route) => route.path)).toEqual(['/']);
  expect(Object.keys(remote.messages.ja)).toEqual(expect.arrayContaining(Object.keys(remote.messages.en)));
});
