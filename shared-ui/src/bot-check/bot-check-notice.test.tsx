import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { BotCheckNotice } from './bot-check-notice';
import type { BotCheckState } from './use-bot-check-token';

const UNAVAILABLE =
  'The bot check could not be loaded, so the form cannot be sent yet. What you have entered is kept.';

function renderNotice(state: BotCheckState, language: 'en' | 'ja' = 'en') {
  const retry = jest.fn();
  renderUi(<BotCheckNotice botCheck={{ state, retry }} />, { language });
  return { retry };
}

test('shows nothing while the check is preparing or ready', () => {
  renderNotice({ status: 'preparing' });
  renderNotice({ status: 'ready' });

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed check is an alert saying the form waits, that it will try again, and Try again tries now', async () => {
  const { retry } = renderNotice({ status: 'failed', retrying: false, retryInMs: 2_000 });

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(UNAVAILABLE);
  expect(alert).toHaveTextContent('We will try again automatically in a few seconds.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('while a retry runs, Try again is busy and the notice says so', () => {
  renderNotice({ status: 'failed', retrying: true, retryInMs: null });

  expect(screen.getByRole('alert')).toHaveTextContent('Trying again…');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
});

test('when no automatic retry is left it asks to check the connection', () => {
  renderNotice({ status: 'failed', retrying: false, retryInMs: null });

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please check your internet connection, then try again.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

test('in Japanese', () => {
  renderNotice({ status: 'failed', retrying: false, retryInMs: 1_000 }, 'ja');

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(
    'ボット確認を読み込めなかったため、まだ送信できません。入力した内容はそのまま残っています。',
  );
  expect(alert).toHaveTextContent('数秒後に自動で再試行します。');
  expect(screen.getByRole('button', { name: '再試行' })).toBeEnabled();
});
