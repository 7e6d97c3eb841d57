import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { apiUrl, listenForApiCalls, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AdListPage } from './ad-list-page';
import { emptyPeriodTotals } from '../../testing/period-totals';

listenForApiCalls();
beforeEach(() => server.use(emptyPeriodTotals));

beforeEach(() => {
  server.use(http.get(apiUrl('/ads/advertiser'), () => HttpResponse.json([])));
});

afterEach(() => {
  jest.useRealTimers();
});

test('checkout_status=success shows the payment-complete toast after 3 seconds, reloads the user and leaves the URL', async () => {
  // Network code keeps its real microtasks and immediates; only the page's clock is faked.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const refreshed = anAdvertiser({ name: 'Paid Up' });
  server.use(http.get(apiUrl('/advertisers/latest'), () => HttpResponse.json(refreshed)));
  const { services } = renderPage(<AdListPage />, {
    route: '/dashboard?checkout_status=success',
    fakeTimers: true,
  });

  expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/dashboard$/);
  act(() => jest.advanceTimersByTime(2999));
  expect(services.toasts).toEqual([]);

  act(() => jest.advanceTimersByTime(1));
  expect(services.toasts).toEqual([
    {
      kind: 'success',
      message: 'Your payment is complete. Your ad will go live after review.',
      options: undefined,
    },
  ]);
  await waitFor(() => expect(services.session.getAdvertiser()).toEqual(refreshed));
});

test('checkout_status=failed shows at once that the ad placement payment has failed, and leaves the URL', async () => {
  const { services } = renderPage(<AdListPage />, { route: '/dashboard?checkout_status=failed' });

  expect(services.toasts).toEqual([
    { kind: 'error', message: 'Your ad placement payment has failed', options: undefined },
  ]);
  expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/dashboard$/);
  await screen.findByRole('heading', { name: 'You have no ads yet' });
});

test('in Japanese the failure toast is Japanese, and other query parameters stay', async () => {
  const { services } = renderPage(<AdListPage />, {
    route: '/dashboard?checkout_status=failed&ref=mail',
    language: 'ja',
  });

  expect(services.toasts.map((toast) => toast.message)).toEqual(['広告掲載料のお支払いに失敗しました']);
  expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/dashboard\?ref=mail$/);
  await screen.findByRole('heading', { name: 'まだ広告がありません' });
});

test('without checkout_status nothing is shown and the URL is kept', async () => {
  const { services } = renderPage(<AdListPage />, { route: '/dashboard' });

  await screen.findByRole('heading', { name: 'You have no ads yet' });
  expect(services.toasts).toEqual([]);
});

test('checkout_status=success reloads the ad list, so a paid ad no longer reads Failed Payment', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  let listCalls = 0;
  server.use(
    http.get(apiUrl('/ads/advertiser'), () => {
      listCalls += 1;
      return HttpResponse.json([]);
    }),
    http.get(apiUrl('/advertisers/latest'), () => HttpResponse.json(anAdvertiser())),
  );
  renderPage(<AdListPage />, { route: '/dashboard?checkout_status=success', fakeTimers: true });

  await screen.findByRole('heading', { name: 'You have no ads yet' });
  const before = listCalls;
  act(() => jest.advanceTimersByTime(3000));
  await waitFor(() => expect(listCalls).toBeGreaterThan(before));
});

test('a success with session_id confirms the payment first, then reloads the list, and leaves the URL', async () => {
  const order: string[] = [];
  const confirm = recordPost('/checkout/confirm', () => {
    order.push('confirm');
    return HttpResponse.json({ state: 'completed' });
  });
  server.use(
    confirm.handler,
    http.get(apiUrl('/ads/advertiser'), () => {
      order.push('list');
      return HttpResponse.json([]);
    }),
  );
  renderPage(<AdListPage />, { route: '/dashboard?checkout_status=success&session_id=cs_test_42&ref=mail' });

  expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/dashboard\?ref=mail$/);
  // The list is read again once the confirmation has answered.
  await waitFor(() => {
    expect(order).toContain('confirm');
    expect(order.lastIndexOf('list')).toBeGreaterThan(order.indexOf('confirm'));
  });
  expect(confirm.bodies).toEqual([{ sessionId: 'cs_test_42' }]);
});
