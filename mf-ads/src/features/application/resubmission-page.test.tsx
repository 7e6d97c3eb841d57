import { act, screen, waitFor, within } from '@testing-library/react';
import type { Ad } from 'shared-contracts';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import { createRequestLog, listenForApiCalls, server, type RequestLog } from 'shared-ui/testing';
import { adsHandlers, uploadHandler } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { aFakePngFile, aPngFile, installImageDecoder, installNodeFile } from '../../testing/node-file';
import { renderAdsPage } from '../../testing/render-ads-page';

let log: RequestLog;
let ads: Map<number, Ad>;

installNodeFile();
installImageDecoder();
fixToday('2026-03-10T09:00:00Z');
listenForApiCalls();
beforeEach(() => {
  log = createRequestLog();
  ads = new Map();
  server.use(...adsHandlers(ads, log));
});

function rejectedAd(overrides: Partial<Ad> = {}): Ad {
  const ad = anAd({
    id: 21,
    status: 'REJECTED',
    title: 'Winter show',
    linkUrl: 'https://gallery.example/winter',
    imageUrl: '/api/files/ads/21.png',
    plan: 'EXHIBITIONS',
    duration: 6,
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-09-01T00:00:00.000Z',
    rejectionReason: 'The link does not open.',
    ...overrides,
  });
  ads.set(ad.id, ad);
  return ad;
}

const location = () => screen.getByRole('status', { name: 'current location' });

test('loads the ad only as a rejected ad and shows it with plan and duration fixed', async () => {
  rejectedAd();
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });

  expect(await screen.findByText('The link does not open.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Resubmit your ad' })).toBeInTheDocument();
  expect(log.entries[0]).toMatchObject({ method: 'GET', path: '/ads/21', search: '?status=REJECTED' });
  expect(screen.getByRole('img', { name: 'Your current ad image' })).toHaveAttribute(
    'src',
    '/api/files/ads/21.png',
  );
  // The banner on file is the current one, not a missing one.
  expect(screen.getByText('Current banner')).toBeInTheDocument();
  expect(screen.getByText('The current banner is kept')).toBeInTheDocument();
  expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Ad title')).toHaveValue('Winter show');
  expect(screen.getByLabelText('Ad link URL')).toHaveValue('https://gallery.example/winter');
  // The old start date has passed, so the picker starts at its default again.
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-17');
  expect(screen.getByLabelText('Duration')).toBeDisabled();
  expect(screen.getByLabelText('Duration')).toHaveDisplayValue('6 months');
  expect(screen.getByRole('radiogroup', { name: /plan/i })).toHaveAttribute('aria-readonly', 'true');

  await user.click(screen.getByRole('radio', { name: /lobbies plan/i }));
  expect(screen.getByRole('radio', { name: /exhibitions plan/i })).toBeChecked();
  expect(screen.getByRole('radio', { name: /lobbies plan/i })).not.toBeChecked();
  expect(document.title).toBe('Resubmit your ad | Advertiser portal');
});

test('shows its way back and its heading while the ad loads, and keeps that heading once it has', async () => {
  rejectedAd();
  const { services } = renderAdsPage({ route: '/dashboard/ads/application/21', advertiser: null });

  // The page's frame first, the same for every ad, while the ad loads.
  const heading = await screen.findByRole('heading', { level: 1, name: 'Resubmit your ad' });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/dashboard/ads/21');
  expect(log.calls()).toEqual([]);

  act(() => services.setAdvertiser(anAdvertiser()));
  expect(await screen.findByLabelText('Ad title')).toHaveValue('Winter show');
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(heading).toBeInTheDocument();
  expect(log.calls()).toEqual(['GET /ads/21']);
});

test('Resubmit ad sends the whole ad as PENDING with the same plan and duration, then shows the ad', async () => {
  const ad = rejectedAd();
  const { user, services } = renderAdsPage({ route: '/dashboard/ads/application/21', language: 'en' });
  const title = await screen.findByLabelText('Ad title');
  await user.clear(title);
  await user.type(title, 'Winter show, new banner');
  await user.clear(screen.getByLabelText('Start date'));
  await user.type(screen.getByLabelText('Start date'), '2026-03-20');

  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  expect(await screen.findByRole('heading', { name: 'Ad details' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/dashboard/ads/21');
  const patch = log.entries.find((entry) => entry.method === 'PATCH');
  expect(patch?.path).toBe('/ads/21');
  expect(patch?.body).toEqual({
    ...ad,
    title: 'Winter show, new banner',
    startDate: '2026-03-20T00:00:00.000Z',
    endDate: '2026-09-20T00:00:00.000Z',
    plan: 'EXHIBITIONS',
    duration: 6,
    status: 'PENDING',
    language: 'en',
  });
  expect(log.calls()).not.toContain('POST /s3/');
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'Your ad application has been submitted', options: undefined },
  ]);
  expect(screen.getByText('Pending Review')).toBeInTheDocument();
});

test('the banner and title in the other language are edited on resubmission, keeping the banner on file', async () => {
  rejectedAd({
    creativeLanguage: 'en',
    secondCreative: { title: '冬の展示', imageUrl: '/api/files/ads/21-ja.png' },
    rejectedCreatives: 'ja',
  });
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });

  expect(await screen.findByText(/the Japanese banner and title/)).toHaveTextContent(
    'Not approved: the Japanese banner and title',
  );
  expect(screen.getByRole('checkbox', { name: /^Add a banner and title in Japanese/ })).toBeChecked();
  const secondTitle = screen.getByLabelText('Ad title in Japanese');
  expect(secondTitle).toHaveValue('冬の展示');
  expect(screen.getAllByText('The current banner is kept')).toHaveLength(2);
  await user.clear(secondTitle);
  await user.type(secondTitle, '冬の展示（新）');
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  await waitFor(() => expect(log.calls()).toContain('PATCH /ads/21'));
  expect(log.calls()).not.toContain('POST /s3/');
  expect(log.entries.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({
    status: 'PENDING',
    secondCreative: { title: '冬の展示（新）', imageUrl: '/api/files/ads/21-ja.png' },
  });
});

test('a resubmission can name the other language for the first banner and title', async () => {
  rejectedAd({
    creativeLanguage: 'en',
    secondCreative: { title: '冬の展示', imageUrl: '/api/files/ads/21-ja.png' },
  });
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });

  const languages = await screen.findByRole('radiogroup', { name: 'Language of the banner and title above' });
  expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
  await user.click(within(languages).getByRole('radio', { name: 'Japanese' }));
  expect(screen.getByRole('checkbox', { name: /^Add a banner and title in English/ })).toBeChecked();
  expect(screen.getByLabelText('Ad title in English')).toHaveValue('冬の展示');
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  await waitFor(() => expect(log.calls()).toContain('PATCH /ads/21'));
  expect(log.entries.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({
    status: 'PENDING',
    creativeLanguage: 'ja',
    secondCreative: { title: '冬の展示', imageUrl: '/api/files/ads/21-ja.png' },
  });
});

test('unticking the other language removes its banner and title', async () => {
  rejectedAd({ secondCreative: { title: '冬の展示', imageUrl: '/api/files/ads/21-ja.png' } });
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });

  await user.click(await screen.findByRole('checkbox', { name: /^Add a banner and title in Japanese/ }));
  expect(screen.queryByLabelText('Ad title in Japanese')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  await waitFor(() => expect(log.calls()).toContain('PATCH /ads/21'));
  expect(log.entries.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({ secondCreative: null });
});

test('a new banner is uploaded first and replaces the old one', async () => {
  rejectedAd();
  server.use(uploadHandler(log, '/api/files/ads/replacement.png'));
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });

  await user.upload(await screen.findByLabelText('Ad image'), aPngFile());
  expect(await screen.findByRole('img', { name: 'Preview of your ad image' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  await waitFor(() =>
    expect(log.calls()).toEqual(['GET /ads/21', 'POST /s3/', 'PATCH /ads/21', 'GET /ads/21']),
  );
  expect(log.entries[2]?.body).toMatchObject({
    imageUrl: '/api/files/ads/replacement.png',
    status: 'PENDING',
  });
});

test('a new banner that is not 960x150 is warned about, and still replaces the old one', async () => {
  rejectedAd();
  server.use(uploadHandler(log, '/api/files/ads/replacement.png'));
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });
  const input = await screen.findByLabelText('Ad image');

  await user.upload(input, aPngFile('wide.png', { width: 1920, height: 200 }));

  expect(await screen.findByText(/not the recommended/)).toHaveTextContent(
    'This image is 1920 × 200 pixels, not the recommended 960 × 150. You can still use it. It will be scaled to 960 × 100 pixels to fit the banner space, keeping its proportions, with empty space above and below it.',
  );
  expect(input).toHaveAccessibleDescription(expect.stringContaining('960 × 100 pixels'));
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));
  await waitFor(() => expect(log.calls()).toContain('PATCH /ads/21'));
  expect(log.entries.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({
    imageUrl: '/api/files/ads/replacement.png',
  });
});

test('a file whose bytes are not an image is refused with an invalid-file-type error', async () => {
  rejectedAd();
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });
  const input = await screen.findByLabelText<HTMLInputElement>('Ad image');

  await user.upload(input, aFakePngFile());

  await waitFor(() => expect(input).toHaveAccessibleDescription(/invalid file type/i));
  expect(input.files).toHaveLength(0);
  expect(screen.getByRole('img', { name: 'Your current ad image' })).toBeInTheDocument();
});

test('a start date that is not after today is refused', async () => {
  rejectedAd();
  const { user } = renderAdsPage({ route: '/dashboard/ads/application/21' });
  const startDate = await screen.findByLabelText('Start date');

  await user.clear(startDate);
  await user.type(startDate, '2026-03-10');
  await user.click(screen.getByRole('button', { name: 'Resubmit ad' }));

  expect(startDate).toHaveAccessibleDescription(/after today and within one month/i);
  expect(log.calls()).toEqual(['GET /ads/21']);
});

test('an ad that is not rejected (or does not exist) goes to the not-found page', async () => {
  rejectedAd({ status: 'PENDING' });
  renderAdsPage({ route: '/dashboard/ads/application/21' });

  expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/404');
});
