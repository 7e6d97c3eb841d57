import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { LoadErrorPanel, LoadingPanel, StatePanel } from './load-state';

test('the loading panel is a status with the label given', () => {
  renderUi(<LoadingPanel label="Loading your ads" />);
  expect(screen.getByRole('status', { name: 'Loading your ads' })).toBeInTheDocument();
});

test('the error panel alerts with its message, and Retry tries again', async () => {
  const onRetry = jest.fn();
  renderUi(<LoadErrorPanel onRetry={onRetry}>Your ads could not be loaded.</LoadErrorPanel>);

  expect(screen.getByRole('alert')).toHaveTextContent('Your ads could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('Retry is in Japanese when the interface is, or in the words a remote gives, and busy while retrying', () => {
  renderUi(
    <>
      <LoadErrorPanel onRetry={() => undefined}>読み込めませんでした。</LoadErrorPanel>
      <LoadErrorPanel onRetry={() => undefined} retryLabel="再試行" retrying>
        質問を読み込めませんでした。
      </LoadErrorPanel>
    </>,
    { language: 'ja' },
  );

  expect(screen.getByRole('button', { name: '再読み込み' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '再試行' })).toHaveAttribute('aria-busy', 'true');
});

test('the empty panel holds what the remote puts in it', () => {
  renderUi(
    <StatePanel>
      <h2>You have no ads yet</h2>
    </StatePanel>,
  );
  expect(screen.getByRole('heading', { name: 'You have no ads yet' })).toBeInTheDocument();
});
