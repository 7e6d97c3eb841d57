import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Spinner } from './spinner';

test('the spinner is a status named Loading in English', () => {
  renderUi(<Spinner />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('the spinner speaks Japanese when the interface is Japanese', () => {
  renderUi(<Spinner />, { language: 'ja' });
  expect(screen.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
});

test('a custom label replaces the default', () => {
  renderUi(<Spinner label="Checking your link" />);
  expect(screen.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
});

test('a decorative spinner is hidden from assistive technology', () => {
  renderUi(<Spinner decorative data-testid="spinner" />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
});
