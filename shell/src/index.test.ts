import { screen } from '@testing-library/react';
import { PRERENDERED_ID } from './prerendered/take-over';

jest.mock('./bootstrap', () => ({ started: Promise.reject(new Error('the catalogue could not load')) }));

test('when the portal cannot start, the failure replaces the prerendered home page, in both languages', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `<div id="root"><div id="${PRERENDERED_ID}" inert aria-hidden="true"><main><h1>Show your brand</h1></main></div><div hidden></div></div>`;

  await import('./index');

  expect(await screen.findByRole('heading', { name: 'The portal could not be loaded.' })).toBeInTheDocument();
  expect(screen.queryByText('Show your brand')).not.toBeInTheDocument();
  expect(screen.getByText(/ポータルを読み込めませんでした/)).toBeInTheDocument();
});
