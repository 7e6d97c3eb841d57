/** Campaign tags on the application form (product.md, Tracking links): off by default, the address visitors will
 *  open shown live as the link, the box and the name change, the name suggested from the title until edited, its
 *  rules checked as typed, the choice sent with the application and carried over by Run again, in both languages. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hrefs } from 'shared-contracts';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import {
  apiUrl as api,
  createRequestLog,
  listenForApiCalls,
  server,
  type RequestLog,
} from 'shared-ui/testing';
import { checkoutHandler, reviewTimeHandler, uploadHandler } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { aPngFile, installImageDecoder, installNodeFile } from '../../testing/node-file';
import { renderAdsPage } from '../../testing/render-ads-page';

let log: RequestLog;

installNodeFile();
installImageDecoder();
listenForApiCalls();
fixToday('2026-03-10T09:00:00Z');
beforeEach(() => {
  log = createRequestLog();
  server.use(
    http.get(api('/ads/advertiser'), () => HttpResponse.json([])),
    reviewTimeHandler(),
  );
});

const TAGS = 'utm_source=virtual-art-exhibition&utm_medium=display';
const advertiser = anAdvertiser({ name: 'Ann Lee', country: 'JP', region: null });
const finalUrl = () => screen.getByRole('status', { name: /visitors will open|来場者が開くURL/i });

function createAdHandler() {
  return http.post(api('/ads'), async ({ request }) => {
    const body = (await log.record(request)) as Record<string, unknown>;
    return HttpResponse.json(
      {
        ...body,
        id: 41,
        clicks: 0,
        impressions: 0,
        rejectionReason: null,
        createdAt: '2026-03-10T09:00:00.000Z',
      },
      { status: 201 },
    );
  });
}

test('off by default; the address visitors will open follows the link as it is typed', async () => {
  const { user } = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
  const box = await screen.findByRole('checkbox', { name: /add campaign tags to my link/i });
  expect(box).not.toBeChecked();
  expect(screen.queryByLabelText('Campaign name')).not.toBeInTheDocument();
  expect(screen.getByText(/nothing about visitors is added: no ids, no cookies/i)).toBeInTheDocument();
  expect(finalUrl()).toHaveTextContent('Enter your ad link URL to see the address.');

  await user.type(screen.getByLabelText('Ad link URL'), 'gallery.example/spring?ref=7#top');
  expect(finalUrl()).toHaveTextContent(/^https:\/\/gallery\.example\/spring\?ref=7#top$/);
});

test('ticked, the name is suggested from the title, follows it until edited, and the tags show in the address', async () => {
  const { user } = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
  await user.type(await screen.findByLabelText('Ad link URL'), 'https://gallery.example/spring?ref=7#top');
  await user.type(screen.getByLabelText('Ad title'), 'Spring Show 2026');
  await user.click(screen.getByRole('checkbox', { name: /add campaign tags/i }));

  const name = screen.getByLabelText('Campaign name');
  expect(name).toHaveValue('spring-show-2026');
  expect(finalUrl()).toHaveTextContent(
    `https://gallery.example/spring?ref=7&${TAGS}&utm_campaign=spring-show-2026#top`,
  );

  await user.type(screen.getByLabelText('Ad title'), '!');
  await user.type(screen.getByLabelText('Ad title'), ' b');
  expect(name).toHaveValue('spring-show-2026-b');

  await user.clear(name);
  await user.type(name, 'my_campaign');
  await user.type(screen.getByLabelText('Ad title'), 'c');
  expect(name).toHaveValue('my_campaign');
  expect(finalUrl()).toHaveTextContent(`utm_campaign=my_campaign#top`);

  await user.click(screen.getByRole('checkbox', { name: /add campaign tags/i }));
  expect(finalUrl()).toHaveTextContent(/^https:\/\/gallery\.example\/spring\?ref=7#top$/);
});

test('a name with spaces or other characters is refused as it is typed', async () => {
  const { user } = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
  await user.click(await screen.findByRole('checkbox', { name: /add campaign tags/i }));
  await user.type(screen.getByLabelText('Campaign name'), 'two words');
  expect(await screen.findByText(/can use only letters, numbers, hyphens/i)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Campaign name'));
  expect(await screen.findByText('Please enter your campaign name')).toBeInTheDocument();
});

test('the tags are sent with the application as their campaign name', async () => {
  server.use(uploadHandler(log), createAdHandler(), checkoutHandler(log));
  const { user, externalNavigations } = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
  await user.upload(await screen.findByLabelText('Ad image'), aPngFile());
  await user.type(screen.getByLabelText('Ad title'), 'Spring show');
  await user.type(screen.getByLabelText('Ad link URL'), 'https://gallery.example/spring');
  await user.click(screen.getByRole('checkbox', { name: /add campaign tags/i }));
  await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));
  await waitFor(() => expect(externalNavigations).toHaveLength(1));
  expect(log.entries[1]?.body).toMatchObject({ campaignName: 'spring-show' });
});

test('in Japanese', async () => {
  const { user } = renderAdsPage({ route: '/dashboard/ads/application', advertiser, language: 'ja' });
  await user.click(await screen.findByRole('checkbox', { name: /リンクにキャンペーンタグを付ける/ }));
  expect(screen.getByText(/来場者に関する情報（ID、Cookie）は一切付けません/)).toBeInTheDocument();
  expect(finalUrl()).toHaveTextContent('広告のリンクURLを入力すると、ここにURLが表示されます。');
  await user.type(screen.getByLabelText('広告タイトル'), '秋の展覧会');
  expect(screen.getByLabelText('キャンペーン名')).toHaveValue('秋の展覧会');
  await user.type(screen.getByLabelText('キャンペーン名'), ' x');
  expect(
    await screen.findByText(
      'キャンペーン名には文字、数字、ハイフン（-）、アンダースコア（_）、ピリオド（.）のみ使用できます（スペースは使用できません）',
    ),
  ).toBeInTheDocument();
});

test('Run again carries the earlier ad’s tags over', async () => {
  server.use(
    http.get(api('/ads/77'), () =>
      HttpResponse.json(
        anAd({
          id: 77,
          title: 'Winter lobby',
          linkUrl: 'https://gallery.example/winter',
          status: 'ENDED',
          campaignName: 'winter-2025',
          startDate: '2025-12-01T00:00:00.000Z',
          endDate: '2026-03-01T00:00:00.000Z',
        }),
      ),
    ),
  );
  renderAdsPage({ route: hrefs.adRunAgain(77), advertiser });
  expect(await screen.findByRole('checkbox', { name: /add campaign tags/i })).toBeChecked();
  expect(screen.getByLabelText('Campaign name')).toHaveValue('winter-2025');
  expect(finalUrl()).toHaveTextContent(`https://gallery.example/winter?${TAGS}&utm_campaign=winter-2025`);
});
