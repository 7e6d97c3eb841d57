import { act, screen } from '@testing-library/react';
import { focusPageHeading } from './route-change-effects';

/** A page that is still loading: an empty main, and the top bar's menu button outside it. */
function loadingPage() {
  document.body.innerHTML =
    '<header><button type="button">Open menu</button></header><main id="main"></main>';
  const main = screen.getByRole('main');
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  return { main, menuButton };
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function showHeading(main: HTMLElement) {
  const heading = document.createElement('h1');
  heading.textContent = 'Billing';
  main.append(heading);
  return heading;
}

test('the new page’s heading takes focus when it shows, however late', async () => {
  const { main, menuButton } = loadingPage();
  menuButton.focus();
  const stop = focusPageHeading(main);
  await settle();

  const heading = showHeading(main);
  await settle();

  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
  stop();
});

test('focus the visitor moved elsewhere while the page loaded (the menu they opened) stays there', async () => {
  const { main, menuButton } = loadingPage();
  const stop = focusPageHeading(main);
  await settle();

  // The menu opens over the loading page and focuses its close button, outside the main content.
  const close = document.createElement('button');
  close.textContent = 'Close menu';
  document.body.append(close);
  close.focus();
  showHeading(main);
  await settle();

  expect(close).toHaveFocus();
  expect(menuButton).not.toHaveFocus();
  stop();
});
