import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorResponse, listenForApiCalls, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import {
  aHeldPayment,
  aReviewItem,
  serveOperatorSession,
  serveQueueAndAttention,
} from '../../testing/review-api';
import { QueuePage } from '../queue/queue-page';

listenForApiCalls();

function renderQueue(language: 'en' | 'ja' = 'en') {
  return renderPage(<QueuePage />, { path: '/review', route: '/review', language });
}

test('a held payment shows under Needs attention with why it was held, what was priced and charged', async () => {
  const held = aHeldPayment({ adTitle: 'Winter lobby banner', pricedCents: 7232, paidCents: 100 });
  server.use(
    serveOperatorSession(),
    serveQueueAndAttention({ ads: [aReviewItem({ title: 'Spring show' })], attention: [held] }),
  );
  renderQueue();

  const region = await screen.findByRole('region', { name: 'Needs attention' });
  const list = within(region).getByRole('list', { name: 'Payments held for an operator' });
  const item = within(list).getByRole('article', { name: 'Winter lobby banner' });
  expect(item).toHaveTextContent('Another amount was charged than the ad was priced at.');
  expect(item).toHaveTextContent('aiko@example.com');
  expect(item).toHaveTextContent('Priced atUS$72.32');
  expect(item).toHaveTextContent('ChargedUS$1.00');
  expect(
    within(item).getByRole('button', { name: 'Refund payment for “Winter lobby banner”' }),
  ).toBeEnabled();
  // The queue is still there below it.
  expect(screen.getByRole('article', { name: 'Spring show' })).toBeInTheDocument();
});

test('a payment for a deleted ad, in another currency, is named as such', async () => {
  const held = aHeldPayment({
    adId: null,
    adTitle: null,
    reason: 'currency',
    paidCents: 7232,
    paidCurrency: 'eur',
  });
  server.use(serveOperatorSession(), serveQueueAndAttention({ ads: [], attention: [held] }));
  renderQueue();

  const item = await screen.findByRole('article', { name: 'Deleted ad' });
  expect(item).toHaveTextContent('The payment was made in another currency.');
  expect(item).toHaveTextContent('Charged72.32 EUR');
  expect(screen.getByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
});

test('Refund payment refunds it, says so, and it leaves the list', async () => {
  const held = aHeldPayment({ adTitle: 'Winter lobby banner' });
  const refund = recordPost(`/review/payments/${held.id}/refund`, () => HttpResponse.json({ attention: [] }));
  server.use(
    serveOperatorSession(),
    serveQueueAndAttention({ ads: [], attention: [held] }, { ads: [], attention: [] }),
    refund.handler,
  );
  const view = renderQueue();

  await view.user.click(
    await screen.findByRole('button', { name: 'Refund payment for “Winter lobby banner”' }),
  );

  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument(),
  );
  expect(refund.calls).toHaveLength(1);
  expect(view.toasts.success).toEqual(['The payment for “Winter lobby banner” was refunded in full.']);
});

test('a refund the provider could not make shows the error toast and leaves the payment listed', async () => {
  const held = aHeldPayment({ adTitle: 'Winter lobby banner' });
  server.use(
    serveOperatorSession(),
    serveQueueAndAttention({ ads: [], attention: [held] }),
    recordPost(`/review/payments/${held.id}/refund`, () =>
      errorResponse(503, 'UNAVAILABLE', {
        en: 'The refund could not be made just now. Nothing has changed; please try again later.',
        ja: '現在返金を処理できませんでした。変更は行われていません。しばらくしてからもう一度お試しください。',
      }),
    ).handler,
  );
  const view = renderQueue();

  await view.user.click(
    await screen.findByRole('button', { name: 'Refund payment for “Winter lobby banner”' }),
  );

  await waitFor(() => expect(view.toasts.error).toHaveLength(1));
  expect(view.toasts.success).toEqual([]);
  expect(screen.getByRole('article', { name: 'Winter lobby banner' })).toBeInTheDocument();
});

test('in Japanese the section and its button speak Japanese', async () => {
  const held = aHeldPayment({ adTitle: '冬のロビー', reason: 'livemode' });
  server.use(serveOperatorSession(), serveQueueAndAttention({ ads: [], attention: [held] }));
  renderQueue('ja');

  const region = await screen.findByRole('region', { name: '要対応' });
  expect(within(region).getByRole('article', { name: '冬のロビー' })).toHaveTextContent(
    '決済キーとは異なるモードでお支払いされました',
  );
  expect(within(region).getByRole('button', { name: '「冬のロビー」のお支払いを返金' })).toBeInTheDocument();
});

test('with nothing held there is no Needs attention section', async () => {
  server.use(serveOperatorSession(), serveQueueAndAttention({ ads: [], attention: [] }));
  renderQueue();

  expect(await screen.findByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
});
