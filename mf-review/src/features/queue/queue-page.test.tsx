import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  errorResponse,
  findLocation,
  listenForApiCalls,
  recordPost,
  server,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import {
  aReviewAd,
  aReviewItem,
  anAuditEntry,
  serveOperatorSession,
  serveQueue,
} from '../../testing/review-api';
import { QueuePage } from './queue-page';

listenForApiCalls();

function renderQueue(language: 'en' | 'ja' = 'en') {
  return renderPage(<QueuePage />, { path: '/review', route: '/review', language });
}

test('an operator who is not signed in goes to the desk sign-in naming the queue', async () => {
  server.use(serveOperatorSession(null));
  renderQueue();

  expect(await findLocation('/review/signin?redirect=%2Freview')).toBeInTheDocument();
});

test('an empty queue says that no ads are waiting', async () => {
  server.use(serveOperatorSession(), serveQueue([]));
  renderQueue();

  expect(await screen.findByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
  expect(document.title).toBe('Review queue | Advertiser portal');
});

test('each item shows the banner at real size and in its places, the link domain, advertiser, plan and payment', async () => {
  const item = aReviewItem({ title: 'Spring show', plan: 'COMPREHENSIVE' });
  server.use(serveOperatorSession(), serveQueue([item]));
  renderQueue();

  const card = await screen.findByRole('article', { name: 'Spring show' });
  const banner = within(card).getByRole('img', { name: 'Banner of Spring show at its real size' });
  expect(banner).toHaveAttribute('width', '960');
  expect(banner).toHaveAttribute('height', '150');
  expect(within(card).getByText('Real size: 960 × 150 pixels')).toBeInTheDocument();
  expect(
    within(card).getByRole('img', { name: 'Banner of Spring show on the back wall of an exhibition lobby' }),
  ).toBeInTheDocument();
  expect(
    within(card).getByRole('img', {
      name: 'Banner of Spring show above the artworks of an exhibition space',
    }),
  ).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'https://gallery.example/autumn' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(within(card).getByText('gallery.example')).toBeInTheDocument();
  expect(within(card).queryByRole('list', { name: 'Link warnings' })).not.toBeInTheDocument();
  expect(card).toHaveTextContent('Aiko Tanaka');
  expect(card).toHaveTextContent('Comprehensive Plan · 2 months');
  expect(card).toHaveTextContent('Dec 1, 2026 to Feb 1, 2027');
  expect(card).toHaveTextContent('Paid · US$72.32');
  expect(card).toHaveTextContent('Receipt 2026-000042');
});

test('an item names the member of the account who applied, in Japanese too', async () => {
  const item = aReviewItem({
    title: 'Team show',
    appliedBy: { name: 'Ken Mori', email: 'ken@tanaka-arts.example' },
  });
  server.use(serveOperatorSession(), serveQueue([item]));
  renderQueue('ja');

  const card = await screen.findByRole('article', { name: 'Team show' });
  expect(within(card).getByText('申込者')).toBeInTheDocument();
  expect(card).toHaveTextContent('Ken Mori');
  expect(card).toHaveTextContent('ken@tanaka-arts.example');
});

test('an ad with campaign tags shows the link visitors will open, tags included, beside the advertiser’s', async () => {
  const item = aReviewItem({
    title: 'Tagged',
    linkUrl: 'https://gallery.example/autumn?ref=7#top',
    campaignName: 'autumn-2026',
  });
  server.use(serveOperatorSession(), serveQueue([item]));
  renderQueue();

  const card = await screen.findByRole('article', { name: 'Tagged' });
  const opens =
    'https://gallery.example/autumn?ref=7&utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=autumn-2026#top';
  expect(within(card).getByRole('link', { name: opens })).toHaveAttribute('href', opens);
  expect(
    within(card).getByRole('link', { name: 'https://gallery.example/autumn?ref=7#top' }),
  ).toBeInTheDocument();
  expect(card).toHaveTextContent('Link visitors open (with campaign tags)');
  expect(card).toHaveTextContent('Campaign nameautumn-2026');
});

test('a lobbies-plan ad is shown in the lobby only', async () => {
  server.use(serveOperatorSession(), serveQueue([aReviewItem({ title: 'Hall', plan: 'LOBBIES' })]));
  renderQueue();

  const card = await screen.findByRole('article', { name: 'Hall' });
  expect(within(card).getByRole('img', { name: /exhibition lobby/ })).toBeInTheDocument();
  expect(within(card).queryByRole('img', { name: /exhibition space/ })).not.toBeInTheDocument();
});

test('a punycode domain and a title naming another domain are warned about', async () => {
  const item = aReviewItem({
    title: 'Visit paypal.com',
    linkUrl: 'https://xn--pypal-4ve.example/',
    linkDomain: 'pаypal.example',
    linkWarnings: ['punycode', 'text-mismatch'],
  });
  server.use(serveOperatorSession(), serveQueue([item]));
  renderQueue();

  const warnings = await screen.findByRole('list', { name: 'Link warnings' });
  expect(within(warnings).getAllByRole('listitem')).toHaveLength(2);
  expect(warnings).toHaveTextContent(/punycode \(xn--\)/);
  expect(warnings).toHaveTextContent('The title names a different domain than the link goes to.');
});

test('approving an ad sends it, toasts, and the ad leaves the queue with focus on the next one', async () => {
  const first = aReviewItem({ title: 'First come' });
  const second = aReviewItem({ title: 'Second come' });
  const approve = recordPost(`/review/ads/${first.id}/approve`, () =>
    HttpResponse.json({ ad: aReviewAd({ ...first, status: 'ACTIVE' }), history: [anAuditEntry()] }),
  );
  server.use(serveOperatorSession(), serveQueue([first, second], [second]), approve.handler);
  const view = renderQueue();

  const card = await screen.findByRole('article', { name: 'First come' });
  await view.user.click(within(card).getByRole('button', { name: 'Approve “First come”' }));

  await waitFor(() => expect(screen.queryByRole('article', { name: 'First come' })).not.toBeInTheDocument());
  expect(approve.calls).toHaveLength(1);
  expect(view.toasts.success).toEqual(['“First come” was approved. The advertiser has been emailed.']);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Second come' })).toHaveFocus());
});

test('rejecting asks for a reason, which is required, then sends it and the ad leaves the queue', async () => {
  const item = aReviewItem({ title: 'Blurry banner' });
  const reject = recordPost(`/review/ads/${item.id}/reject`, () =>
    HttpResponse.json({ ad: aReviewAd({ ...item, status: 'REJECTED' }), history: [] }),
  );
  server.use(serveOperatorSession(), serveQueue([item], []), reject.handler);
  const view = renderQueue();

  await view.user.click(await screen.findByRole('button', { name: 'Reject “Blurry banner”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject “Blurry banner”' });
  const reason = within(dialog).getByLabelText('Reason for the advertiser');
  expect(reason).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Reject ad' })).toBeDisabled();
  await view.user.type(reason, 'The image is too blurry to read.');
  await view.user.click(within(dialog).getByRole('button', { name: 'Reject ad' }));

  expect(await screen.findByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(reject.bodies).toEqual([{ reason: 'The image is too blurry to read.', reasonLanguage: 'en' }]);
  expect(view.toasts.success).toEqual(['“Blurry banner” was rejected. The advertiser has been emailed.']);
});

test('the reject dialog names the advertiser’s language, and a reason in another one is sent as such', async () => {
  const item = aReviewItem({ title: 'Tokyo banner', language: 'ja' });
  const reject = recordPost(`/review/ads/${item.id}/reject`, () =>
    HttpResponse.json({ ad: aReviewAd({ ...item, status: 'REJECTED' }), history: [] }),
  );
  server.use(serveOperatorSession(), serveQueue([item], []), reject.handler);
  const view = renderQueue();

  await view.user.click(await screen.findByRole('button', { name: 'Reject “Tokyo banner”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject “Tokyo banner”' });
  expect(dialog).toHaveTextContent('The advertiser reads Japanese. Please write the reason in Japanese.');
  const language = within(dialog).getByLabelText('Language of the reason');
  expect(language).toHaveDisplayValue('Japanese');
  await view.user.type(within(dialog).getByLabelText('Reason for the advertiser'), 'The link is broken.');
  await view.user.selectOptions(language, 'English');
  await view.user.click(within(dialog).getByRole('button', { name: 'Reject ad' }));

  await waitFor(() =>
    expect(reject.bodies).toEqual([{ reason: 'The link is broken.', reasonLanguage: 'en' }]),
  );
});

test('an ad another operator reviewed first gets a toast saying so, and the queue is read again', async () => {
  const item = aReviewItem({ title: 'Taken' });
  server.use(
    serveOperatorSession(),
    serveQueue([item], []),
    recordPost(`/review/ads/${item.id}/approve`, () => errorResponse(409, 'CONFLICT')).handler,
  );
  const view = renderQueue();

  await view.user.click(await screen.findByRole('button', { name: 'Approve “Taken”' }));

  expect(await screen.findByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
  expect(view.toasts.error).toEqual([
    'This ad has changed since the page was loaded. The page now shows it as it is.',
  ]);
});

test('a queue that cannot be loaded says so with Retry', async () => {
  let calls = 0;
  const flaky = http.get(apiUrl('/review/ads'), () => {
    calls += 1;
    return calls === 1 ? HttpResponse.text('down', { status: 502 }) : HttpResponse.json({ ads: [] });
  });
  server.use(serveOperatorSession(), flaky);
  const view = renderQueue();

  expect(await screen.findByRole('alert')).toHaveTextContent('The review queue could not be loaded.');
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'No ads are waiting for review' })).toBeInTheDocument();
});

test('Sign out ends the operator session and opens the desk sign-in naming the page', async () => {
  const signOut = recordPost('/operator-auth/signout', () => new HttpResponse(null, { status: 204 }));
  server.use(serveOperatorSession(), serveQueue([]), signOut.handler);
  const view = renderQueue('ja');

  await view.user.click(await screen.findByRole('button', { name: 'ログアウト' }));

  expect(await findLocation('/review/signin?redirect=%2Freview')).toBeInTheDocument();
  expect(signOut.calls).toHaveLength(1);
  expect(view.toasts.success).toEqual(['ログアウトしました']);
});

test('a run again says it was previously approved and links to the earlier ad; another ad says nothing of it', async () => {
  server.use(
    serveOperatorSession(),
    serveQueue([aReviewItem({ title: 'Again', previousAdId: 12 }), aReviewItem({ title: 'First time' })]),
  );
  renderQueue();

  const again = await screen.findByRole('article', { name: 'Again' });
  expect(within(again).getByText('Previously approved')).toBeInTheDocument();
  expect(within(again).getByRole('link', { name: 'Run again of ad #12' })).toHaveAttribute(
    'href',
    '/review/ads/12',
  );
  const first = screen.getByRole('article', { name: 'First time' });
  expect(within(first).queryByText('Previously approved')).not.toBeInTheDocument();
});

describe('how long each ad has waited', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

  test('each item says how long it has waited, and marks those past 24 hours', async () => {
    server.use(
      serveOperatorSession(),
      serveQueue([
        aReviewItem({ title: 'Late show', submittedAt: hoursAgo(50.1) }),
        aReviewItem({ title: 'Day show', submittedAt: hoursAgo(25.1) }),
        aReviewItem({ title: 'Fresh show', submittedAt: hoursAgo(3.1) }),
        aReviewItem({ title: 'New show', submittedAt: hoursAgo(0.2) }),
      ]),
    );
    renderQueue();

    const late = await screen.findByRole('article', { name: 'Late show' });
    expect(within(late).getByText('Waiting 2 days')).toBeInTheDocument();
    expect(within(late).getByText('Over 24 hours')).toBeInTheDocument();
    const day = screen.getByRole('article', { name: 'Day show' });
    expect(within(day).getByText('Waiting 25 hours')).toBeInTheDocument();
    expect(within(day).getByText('Over 24 hours')).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'Fresh show' });
    expect(within(fresh).getByText('Waiting 3 hours')).toBeInTheDocument();
    expect(within(fresh).queryByText('Over 24 hours')).not.toBeInTheDocument();
    const newest = screen.getByRole('article', { name: 'New show' });
    expect(within(newest).getByText('Waiting under an hour')).toBeInTheDocument();
    expect(within(newest).queryByText('Over 24 hours')).not.toBeInTheDocument();
  });

  test('in Japanese', async () => {
    server.use(
      serveOperatorSession(),
      serveQueue([aReviewItem({ title: 'Late show', submittedAt: hoursAgo(30.1) })]),
    );
    renderQueue('ja');

    const late = await screen.findByRole('article', { name: 'Late show' });
    expect(within(late).getByText('待ち時間：30 時間')).toBeInTheDocument();
    expect(within(late).getByText('24時間超過')).toBeInTheDocument();
  });
});
