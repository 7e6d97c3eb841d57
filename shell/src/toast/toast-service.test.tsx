import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from 'shared-contracts';
import { activateTestI18n } from '../testing/activate-test-i18n';
import { TOAST_COLOURS } from './toast-container';
import { ToastHost } from './toast-host';
import { createToastService } from './toast-service';

afterEach(() => jest.useRealTimers());

function renderHost(language: Language = 'en') {
  activateTestI18n(language, i18n);
  return render(
    <I18nProvider i18n={i18n}>
      <ToastHost />
    </I18nProvider>,
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('no notification region is on the page until the first notification (react-toastify loads with it)', async () => {
  renderHost();
  expect(screen.queryByRole('region', { name: 'Notifications (Alt+T)' })).not.toBeInTheDocument();

  act(() => createToastService().success('Saved'));
  expect(await screen.findByRole('region', { name: 'Notifications (Alt+T)' })).toBeInTheDocument();
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

test('a toast appears in the bottom-center container', async () => {
  renderHost();
  act(() => createToastService().success('Sign out successful'));

  const toast = await screen.findByText('Sign out successful');
  // The position is only visible as the container's class; there is no role or label for it.
  // eslint-disable-next-line testing-library/no-node-access
  expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-center');
});

test('a delayed toast waits for its delay (the payment-complete toast)', async () => {
  jest.useFakeTimers();
  renderHost();

  act(() => createToastService().info('Payment complete', { delayMs: 3000 }));
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.queryByText('Payment complete')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByText('Payment complete')).toBeInTheDocument();
});

test('the same message shown twice while it is up appears once', async () => {
  renderHost();
  const toasts = createToastService();
  act(() => {
    toasts.error('Could not save');
    toasts.error('Could not save');
  });
  act(() => toasts.error('Could not save'));

  await screen.findByText('Could not save');
  expect(screen.getAllByText('Could not save')).toHaveLength(1);
});

test('success, error and info toasts have text at WCAG AA contrast, and the page uses those colours', async () => {
  renderHost();

  for (const { background, text } of Object.values(TOAST_COLOURS)) {
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  }
  // The colours reach react-toastify through its CSS variables, set on the container every toast sits in.
  act(() => createToastService().success('Saved'));
  await screen.findByText('Saved');
  // eslint-disable-next-line testing-library/no-node-access
  const container = document.querySelector<HTMLElement>('.Toastify__toast-container');
  for (const kind of ['success', 'error', 'info'] as const) {
    expect(container?.style.getPropertyValue(`--toastify-color-${kind}`)).toBe(
      TOAST_COLOURS[kind].background,
    );
    expect(container?.style.getPropertyValue(`--toastify-text-color-${kind}`)).toBe(TOAST_COLOURS[kind].text);
  }
});

test('the close button and the notifications region speak Japanese on a Japanese page', async () => {
  renderHost('ja');
  act(() => createToastService().success('保存しました'));

  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('保存しました');
  expect(screen.getByRole('region', { name: '通知（Alt+T）' })).toBeInTheDocument();
  // The close button sits beside the alert, not inside it.
  // eslint-disable-next-line testing-library/no-node-access
  const card = toast.parentElement?.parentElement ?? document.body;
  await userEvent.click(within(card).getByRole('button', { name: '通知を閉じる' }));
});

test('a toast has no countdown bar, whose label the library writes in English only', async () => {
  renderHost('ja');
  act(() => createToastService().info('お知らせ'));

  await screen.findByText('お知らせ');
  // The library keeps its timer element, hidden from assistive technology.
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
