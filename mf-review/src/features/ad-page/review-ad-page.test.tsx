import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { findLocation, listenForApiCalls, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import {
  aReviewAd,
  anAuditEntry,
  serveOperatorSession,
  serveQueue,
  serveReviewAd,
} from '../../testing/review-api';
import { ReviewAdPage } from './review-ad-page';

listenForApiCalls();

function renderAd(id: number | string) {
  return renderPage(<ReviewAdPage />, { path: '/review/ads/:id', route: `/review/ads/${id}` });
}

test('an operator who is not signed in goes to sign-in naming the ad page', async () => {
  server.use(serveOperatorSession(null));
  renderAd(12);

  expect(await findLocation('/review/signin?redirect=%2Freview%2Fads%2F12')).toBeInTheDocument();
});

test('the page shows the ad, its status and its history with operator, time and reason', async () => {
  const ad = aReviewAd({ title: 'Winter hall', status: 'REJECTED', rejectionReason: 'Too dark' });
  server.use(
    serveOperatorSession(),
    serveReviewAd({
      ad,
      history: [anAuditEntry({ action: 'reject', actor: 'operator CLI', reason: 'Too dark' })],
    }),
  );
  renderAd(ad.id);

  expect(await screen.findByRole('heading', { level: 1, name: 'Winter hall' })).toBeInTheDocument();
  expect(screen.getByText('Rejected', { selector: '[data-status]' })).toBeInTheDocument();
  const history = screen.getByRole('table', { name: 'History' });
  expect(
    within(history).getByRole('row', { name: 'Rejected operator CLI Nov 23, 2026 10:15 UTC Too dark' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  expect(document.title).toBe('Winter hall | Advertiser portal');
});

test('End on a running ad asks first, then shows the ended ad and its new history line', async () => {
  const ad = aReviewAd({ title: 'Running', status: 'ACTIVE' });
  const end = recordPost(`/review/ads/${ad.id}/end`, () =>
    HttpResponse.json({ ad: { ...ad, status: 'ENDED' }, history: [anAuditEntry({ action: 'end' })] }),
  );
  server.use(serveOperatorSession(), serveReviewAd({ ad, history: [] }), serveQueue([]), end.handler);
  const view = renderAd(ad.id);

  expect(await screen.findByText('No operator has acted on this ad yet.')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'End ad' }));
  const dialog = await screen.findByRole('dialog', { name: 'End “Running” now?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'End ad' }));

  expect(await screen.findByText('Ended', { selector: '[data-status]' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Ended reviewer@example.com/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End ad' })).not.toBeInTheDocument();
  expect(view.toasts.success).toEqual(['“Running” was ended.']);
  expect(end.calls).toHaveLength(1);
});

test('an ad that does not exist says so', async () => {
  server.use(serveOperatorSession(), serveReviewAd({ ad: aReviewAd(), history: [] }));
  renderAd(999999);

  expect(await screen.findByRole('heading', { name: 'This ad was not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the review queue' })).toHaveAttribute('href', '/review');
});

test('an ad with a creative in each language shows both, labelled, switches the sketches, and a rejection names one', async () => {
  const ad = aReviewAd({
    title: 'Winter hall',
    bannerUrl: '/api/files/english.png',
    creativeLanguage: 'en',
    secondCreative: {
      title: '冬のホール',
      bannerUrl: '/api/files/japanese.png',
      bannerWidth: 960,
      bannerHeight: 150,
    },
  });
  const reject = recordPost(`/review/ads/${ad.id}/reject`, () =>
    HttpResponse.json({
      ad: { ...ad, status: 'REJECTED', rejectionReason: 'Blurry', rejectedCreatives: 'ja' },
      history: [anAuditEntry({ action: 'reject', reason: 'Blurry' })],
    }),
  );
  server.use(serveOperatorSession(), serveReviewAd({ ad, history: [] }), serveQueue([]), reject.handler);
  const view = renderAd(ad.id);

  const english = await screen.findByRole('region', { name: 'English creative' });
  const japanese = screen.getByRole('region', { name: 'Japanese creative' });
  expect(within(english).getByText('Title: Winter hall')).toBeInTheDocument();
  expect(within(japanese).getByText('Title: 冬のホール')).toBeInTheDocument();
  expect(within(japanese).getByRole('img', { name: /冬のホール/ })).toHaveAttribute(
    'src',
    '/api/files/japanese.png',
  );

  const lobby = (title: string) =>
    screen.queryByRole('img', { name: `Banner of ${title} on the back wall of an exhibition lobby` });
  expect(lobby('Winter hall')).toBeInTheDocument();
  const switcher = screen.getByRole('group', { name: 'Banner in the sketches' });
  expect(within(switcher).getByRole('radio', { name: 'English' })).toBeChecked();
  await view.user.click(within(switcher).getByRole('radio', { name: 'Japanese' }));
  expect(lobby('冬のホール')).toBeInTheDocument();
  expect(lobby('Winter hall')).not.toBeInTheDocument();

  await view.user.click(screen.getByRole('button', { name: 'Reject “Winter hall”' }));
  const dialog = await screen.findByRole('dialog');
  await view.user.type(within(dialog).getByLabelText('Reason for the advertiser'), 'Blurry');
  await view.user.selectOptions(within(dialog).getByLabelText('Which creative is rejected'), 'ja');
  await view.user.click(within(dialog).getByRole('button', { name: 'Reject ad' }));

  await waitFor(() => expect(document.body).toHaveTextContent('Blurry (the Japanese creative)'));
  expect(reject.bodies).toEqual([{ reason: 'Blurry', reasonLanguage: 'en', creatives: 'ja' }]);
});
