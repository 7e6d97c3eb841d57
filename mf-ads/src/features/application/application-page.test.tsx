import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hrefs } from 'shared-contracts';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import {
  apiUrl as api,
  createRequestLog,
  errorResponse,
  listenForApiCalls,
  server,
  type RequestLog,
} from 'shared-ui/testing';
import { checkoutHandler, reviewTimeHandler, uploadHandler } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import {
  aFakePngFile,
  aPngFile,
  anUnreadableFile,
  installImageDecoder,
  installNodeFile,
} from '../../testing/node-file';
import { renderAdsPage } from '../../testing/render-ads-page';

let log: RequestLog;

installNodeFile();
installImageDecoder();
listenForApiCalls();
fixToday('2026-03-10T09:00:00Z');
beforeEach(() => {
  log = createRequestLog();
  // The page reads the advertiser's ads for its unpaid notice: none unless a test serves some.
  server.use(
    http.get(api('/ads/advertiser'), () => HttpResponse.json([])),
    reviewTimeHandler(),
  );
});

function createAdHandler(id = 41) {
  return http.post(api('/ads'), async ({ request }) => {
    const body = (await log.record(request)) as Record<string, unknown>;
    // 201 Created, as the API answers (the typed client refuses a status its endpoint entry does not declare).
    return HttpResponse.json(
      {
        ...body,
        id,
        clicks: 0,
        impressions: 0,
        rejectionReason: null,
        createdAt: '2026-03-10T09:00:00.000Z',
      },
      { status: 201 },
    );
  });
}

function expectInDocumentOrder(elements: HTMLElement[]) {
  for (let index = 1; index < elements.length; index += 1) {
    const previous = elements[index - 1]!;
    expect(
      previous.compareDocumentPosition(elements[index]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
}

async function fillValidForm(user: ReturnType<typeof renderAdsPage>['user']) {
  await user.upload(screen.getByLabelText('Ad image'), aPngFile());
  await user.type(screen.getByLabelText('Ad title'), 'Spring show');
  await user.type(screen.getByLabelText('Ad link URL'), 'https://gallery.example/spring');
}

/** An account with a name and country opens the form and fills it in validly. Each upload answers with a banner
 *  of its own (banner-1.png, banner-2.png …), the ad is created as `adId` and its checkout is cs_<adId>. */
async function openFilledApplication(adId: number) {
  let uploads = 0;
  server.use(
    http.post(api('/s3/'), async ({ request }) => {
      await log.record(request);
      uploads += 1;
      return HttpResponse.json({ url: `/api/files/ads/banner-${uploads}.png` });
    }),
    createAdHandler(adId),
    checkoutHandler(log, `http://localhost/api/test-checkout/cs_${adId}`),
  );
  const advertiser = anAdvertiser({ id: 7, name: 'Ann Lee', country: 'JP' });
  const view = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
  await screen.findByLabelText('Ad title');
  await fillValidForm(view.user);
  return view;
}

describe('the application form', () => {
  test('asks for name and country, in the order of the form, only when the account has none', async () => {
    const { user } = renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser: anAdvertiser({ name: null, country: null, region: null }),
    });

    const fields = [
      await screen.findByLabelText('Full name'),
      screen.getByLabelText('Ad image'),
      screen.getByLabelText('Ad title'),
      screen.getByLabelText('Ad link URL'),
      screen.getByRole('radiogroup', { name: /plan/i }),
      screen.getByLabelText('Start date'),
      screen.getByLabelText('Duration'),
      screen.getByLabelText('Country'),
    ];
    expectInDocumentOrder(fields);
    expect(screen.queryByLabelText('Province or territory')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expectInDocumentOrder([screen.getByLabelText('Country'), screen.getByLabelText('Province or territory')]);
    expect(document.title).toBe('Apply for an ad | Advertiser portal');
  });

  test('leaves out name and country for an account that has both', async () => {
    renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser: anAdvertiser({ name: 'Ann Lee', country: 'JP' }),
    });

    expect(await screen.findByLabelText('Ad title')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
  });

  test('renders no <main> of its own: the shell page already is the one main landmark', async () => {
    renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser() });

    expect(await screen.findByLabelText('Ad title')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  test('starts with the Lobbies plan, one month, a start 7 days away and no country chosen', async () => {
    renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser({ country: null }) });

    expect(await screen.findByRole('radio', { name: /lobbies plan/i })).toBeChecked();
    expect(screen.getByRole('radio', { name: /lobbies plan/i })).toHaveAccessibleName(/\$32 \/ month/);
    const startDate = screen.getByLabelText('Start date');
    expect(startDate).toHaveValue('2026-03-17');
    expect(startDate).toHaveAttribute('min', '2026-03-17');
    expect(startDate).toHaveAttribute('max', '2026-04-10');
    expect(screen.getByLabelText('Duration')).toHaveDisplayValue('1 month');
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  test('an account with a billing country is told where it bills, with a link to change it', async () => {
    const { unmount } = renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser: anAdvertiser({ country: 'CA', region: 'ON' }),
    });

    expect(await screen.findByText(/Billing to Ontario, Canada/)).toHaveTextContent(
      'Billing to Ontario, Canada (change)',
    );
    expect(screen.getByRole('link', { name: 'change' })).toHaveAttribute('href', '/dashboard/account');
    unmount();

    renderAdsPage({
      route: '/dashboard/ads/application',
      language: 'ja',
      advertiser: anAdvertiser({ country: 'CA', region: 'ON' }),
    });
    expect(await screen.findByText(/カナダ オンタリオ州/)).toBeInTheDocument();
  });

  test('on a Japanese page the banner and start date controls speak Japanese and keep to the window', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application', language: 'ja' });

    expect(await screen.findByRole('button', { name: '画像を選択' })).toHaveAccessibleDescription(
      /ファイルが選択されていません/,
    );
    await user.click(screen.getByRole('button', { name: 'カレンダーから日付を選択' }));
    const calendar = screen.getByRole('dialog', { name: '日付を選択' });
    expect(within(calendar).getByRole('grid', { name: '2026年3月' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '2026年3月16日月曜日' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(calendar).getByRole('button', { name: '2026年3月18日水曜日' }));
    expect(screen.getByLabelText('開始日')).toHaveValue('2026-03-18');
  });

  test('checks every field as it changes', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    await user.type(await screen.findByLabelText('Ad link URL'), 'not a link');
    expect(screen.getByLabelText('Ad link URL')).toHaveAccessibleDescription(/valid URL starting with https/);
    await user.clear(screen.getByLabelText('Ad link URL'));
    await user.type(screen.getByLabelText('Ad link URL'), 'https://gallery.example');
    expect(screen.getByLabelText('Ad link URL')).not.toHaveAccessibleDescription(
      /valid URL starting with https/,
    );
  });

  test('a link typed without https:// gets it on leaving the field', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    await user.type(await screen.findByLabelText('Ad link URL'), 'gallery.example/spring');
    await user.tab();
    expect(screen.getByLabelText('Ad link URL')).toHaveValue('https://gallery.example/spring');
    expect(screen.getByLabelText('Ad link URL')).not.toHaveAccessibleDescription(
      /valid URL starting with https/,
    );
  });

  test('requires a province for Canada and clears it when another country is chosen', async () => {
    server.use(uploadHandler(log), createAdHandler(), checkoutHandler(log));
    const { user } = renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser: anAdvertiser({ country: null }),
    });
    await screen.findByLabelText('Ad title');
    await fillValidForm(user);

    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));
    expect(screen.getByLabelText('Province or territory')).toHaveAccessibleDescription(
      'Please select your province or territory',
    );
    await waitFor(() => expect(screen.getByLabelText('Province or territory')).toHaveFocus());
    expect(log.calls()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
    expect(screen.getByLabelText('Province or territory')).not.toHaveAccessibleDescription(/please select/i);
    await user.selectOptions(screen.getByLabelText('Country'), 'JP');
    expect(screen.queryByLabelText('Province or territory')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province or territory')).toHaveValue('');
  });

  test('shows the subtotal, and the sales tax for a Canadian province', async () => {
    const { user } = renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser: anAdvertiser({ country: null }),
    });

    await user.click(await screen.findByRole('radio', { name: /comprehensive plan/i }));
    await user.selectOptions(screen.getByLabelText('Duration'), '3');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Comprehensive Plan × 3 monthsUS$216.00');
    expect(summary).toHaveTextContent(/sales tax applies only to customers in canada/i);

    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(summary).toHaveTextContent(/will be added at checkout/i);
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
    expect(summary).toHaveTextContent('Sales tax (HST 13%)US$28.08');
    expect(summary).toHaveTextContent('TotalUS$244.08');
  });

  test('describes the plans and placements in a dialog', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    await user.click(await screen.findByRole('button', { name: 'View plan details' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan details' });
    expect(dialog).toHaveTextContent(/lobbies plan \(US\$32 per month\)/i);
    expect(dialog).toHaveTextContent(/both in the lobbies and in the exhibition spaces/i);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('choosing the banner', () => {
  test('a file whose bytes are not an image shows the invalid-type toast and clears the input', async () => {
    const { user, services } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText<HTMLInputElement>('Ad image');

    await user.upload(input, aFakePngFile());

    await waitFor(() =>
      expect(services.toasts).toContainEqual({
        kind: 'error',
        message: 'Invalid file type. Please upload a PNG, JPEG or WebP image.',
        options: undefined,
      }),
    );
    expect(input.files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument();
  });

  test('a file that cannot be read shows the unknown-error toast', async () => {
    const { user, services } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText<HTMLInputElement>('Ad image');

    await user.upload(input, anUnreadableFile());

    await waitFor(() =>
      expect(services.toasts.map((toast) => toast.message)).toEqual(['An unknown error has occurred']),
    );
    expect(input.files).toHaveLength(0);
  });

  test('a real image is previewed', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    await user.upload(await screen.findByLabelText('Ad image'), aPngFile());

    expect(await screen.findByRole('img', { name: 'Preview of your ad image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});

describe('the banner where it will hang', () => {
  // The sketches draw the banner with an SVG <image>, which has no role of its own.
  const bannerIn = (scene: HTMLElement) => within(scene).getByTestId('banner');

  test('is shown in the lobby, an exhibition space or both, as the chosen plan places it', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText('Ad image');
    expect(screen.queryByRole('img', { name: 'Your banner in the lobby' })).not.toBeInTheDocument();

    await user.upload(input, aPngFile());

    const lobby = await screen.findByRole('img', { name: 'Your banner in the lobby' });
    expect(bannerIn(lobby)).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(screen.queryByRole('img', { name: 'Your banner in an exhibition space' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /exhibitions plan/i }));
    const exhibition = screen.getByRole('img', { name: 'Your banner in an exhibition space' });
    expect(bannerIn(exhibition)).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(screen.queryByRole('img', { name: 'Your banner in the lobby' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /comprehensive plan/i }));
    expect(screen.getByRole('img', { name: 'Your banner in the lobby' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your banner in an exhibition space' })).toBeInTheDocument();
  });

  test('is named in Japanese in a Japanese interface', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application', language: 'ja' });

    await user.upload(await screen.findByLabelText('広告画像'), aPngFile());

    expect(
      await screen.findByRole('img', { name: 'ロビーに掲示されるバナーのイメージ' }),
    ).toBeInTheDocument();
  });
});

describe('a banner that is not 960x150', () => {
  test('a 960x150 banner gets no warning', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText('Ad image');

    await user.upload(input, aPngFile());

    expect(await screen.findByRole('img', { name: 'Preview of your ad image' })).toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription(/not the recommended/);
    expect(screen.queryByText(/not the recommended/)).not.toBeInTheDocument();
  });

  test('is warned about, saying how it will be scaled, and is still submitted', async () => {
    server.use(uploadHandler(log), createAdHandler(), checkoutHandler(log));
    const { user, externalNavigations } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText('Ad image');

    await user.upload(input, aPngFile('tall.png', { width: 1200, height: 400 }));

    const warning = await screen.findByText(/not the recommended/);
    expect(warning).toHaveTextContent(
      'This image is 1200 × 400 pixels, not the recommended 960 × 150. You can still use it. It will be scaled to 450 × 150 pixels to fit the banner space, keeping its proportions, with empty space to its left and right.',
    );
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('It will be scaled to 450 × 150 pixels'),
    );

    await user.type(screen.getByLabelText('Ad title'), 'Spring show');
    await user.type(screen.getByLabelText('Ad link URL'), 'https://gallery.example/spring');
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));
    await waitFor(() => expect(externalNavigations).toHaveLength(1));
    expect(log.calls()).toEqual(['POST /s3/', 'POST /ads', 'POST /stripe/checkout/ad']);
  });

  test('a 1200x300 banner is said to be scaled to 600x150, as a polite status', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    await user.upload(
      await screen.findByLabelText('Ad image'),
      aPngFile('wide.png', { width: 1200, height: 300 }),
    );

    const warning = await screen.findByText(/not the recommended/);
    expect(warning).toHaveTextContent(
      'This image is 1200 × 300 pixels, not the recommended 960 × 150. You can still use it. It will be scaled to 600 × 150 pixels to fit the banner space, keeping its proportions, with empty space to its left and right.',
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.filter((status) => within(status).queryByText(/not the recommended/))).toHaveLength(1);
  });

  test('a wide banner gets space above and below; a small one may look blurry', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });
    const input = await screen.findByLabelText('Ad image');

    await user.upload(input, aPngFile('wide.png', { width: 1200, height: 100 }));
    expect(await screen.findByText(/not the recommended/)).toHaveTextContent(
      'It will be scaled to 960 × 80 pixels to fit the banner space, keeping its proportions, with empty space above and below it.',
    );

    await user.upload(input, aPngFile('small.png', { width: 480, height: 75 }));
    await waitFor(() =>
      expect(screen.getByText(/not the recommended/)).toHaveTextContent(
        'This image is 480 × 75 pixels, not the recommended 960 × 150. You can still use it. It will be shown scaled to 960 × 150 pixels. Because it is enlarged, it may look blurry.',
      ),
    );

    await user.upload(input, aPngFile());
    await waitFor(() => expect(screen.queryByText(/not the recommended/)).not.toBeInTheDocument());
  });

  test('the warning is in Japanese in a Japanese interface', async () => {
    const { user } = renderAdsPage({ route: '/dashboard/ads/application', language: 'ja' });

    await user.upload(
      await screen.findByLabelText('広告画像'),
      aPngFile('tall.png', { width: 1200, height: 400 }),
    );

    expect(await screen.findByText(/この画像は/)).toHaveTextContent(
      'この画像は1200 × 400ピクセルで、推奨サイズの960 × 150ピクセルとは異なりますが、このままご利用いただけます。縦横比を保ったまま450 × 150ピクセルに拡大・縮小してバナー枠に収めるため、左右に余白が表示されます。',
    );
  });
});

describe('submitting an application', () => {
  test('uploads the image, creates the ad UNPAID, opens a checkout, then leaves for it', async () => {
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    server.use(
      http.post(api('/s3/'), async ({ request }) => {
        await log.record(request);
        await uploadHeld;
        return HttpResponse.json({ url: '/api/files/ads/banner-1.png' });
      }),
      createAdHandler(41),
      checkoutHandler(log, 'http://localhost/api/test-checkout/cs_41'),
    );
    const advertiser = anAdvertiser({ id: 7, name: null, country: null });
    const { user, externalNavigations } = renderAdsPage({ route: '/dashboard/ads/application', advertiser });
    await user.type(await screen.findByLabelText('Full name'), 'Ann Lee');
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: /exhibitions plan/i }));
    await user.selectOptions(screen.getByLabelText('Duration'), '2');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'BC');

    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));
    const submit = screen.getByRole('button', { name: /submit and go to payment/i });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    releaseUpload();

    await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_41']));
    expect(log.calls()).toEqual(['POST /s3/', 'POST /ads', 'POST /stripe/checkout/ad']);
    const upload = log.entries[0]!.body as FormData;
    expect(upload.get('file')).toBeInstanceOf(Blob);
    expect(upload.get('key')).toBe('');
    expect(upload.get('fileType')).toBe('png');
    expect(log.entries[1]!.body).toEqual({
      name: 'Ann Lee',
      title: 'Spring show',
      linkUrl: 'https://gallery.example/spring',
      plan: 'EXHIBITIONS',
      startDate: '2026-03-17T00:00:00.000Z',
      duration: 2,
      country: 'CA',
      region: 'BC',
      language: 'en',
      imageUrl: '/api/files/ads/banner-1.png',
      endDate: '2026-05-17T00:00:00.000Z',
      status: 'UNPAID',
      campaignName: null,
      creativeLanguage: 'en',
    });
    expect(log.entries[2]!.body).toEqual({ plan: 'EXHIBITIONS', duration: 2, userId: 7, adId: 41 });
    expect(submit).toBeDisabled();
  });

  test('adds a banner and title in the other language: its own upload, errors in the form, both sent', async () => {
    const { user, externalNavigations } = await openFilledApplication(42);
    expect(screen.queryByLabelText('Ad image in Japanese')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Add a banner and title in Japanese/ }));
    const secondImage = screen.getByLabelText('Ad image in Japanese');
    const secondTitle = screen.getByLabelText('Ad title in Japanese');

    // Turned on and left empty, the form says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));
    expect(await screen.findByText('Please enter your ad title')).toBeInTheDocument();
    expect(screen.getAllByText('Please upload an image file').length).toBeGreaterThan(0);
    expect(log.calls()).toEqual([]);

    await user.upload(secondImage, aPngFile('japanese.png'));
    await user.type(secondTitle, '春の展覧会');
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_42']));
    expect(log.calls()).toEqual(['POST /s3/', 'POST /s3/', 'POST /ads', 'POST /stripe/checkout/ad']);
    expect(log.entries[2]!.body).toMatchObject({
      title: 'Spring show',
      imageUrl: '/api/files/ads/banner-1.png',
      creativeLanguage: 'en',
      secondCreative: { title: '春の展覧会', imageUrl: '/api/files/ads/banner-2.png' },
    });
  });

  test('names the first banner and title Japanese: the second is then English, its labels follow', async () => {
    const { user, externalNavigations } = await openFilledApplication(43);
    const languages = screen.getByRole('radiogroup', { name: 'Language of the banner and title above' });
    // The interface language by default.
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(languages).getByRole('radio', { name: 'Japanese' }));
    expect(within(languages).getByRole('radio', { name: 'Japanese' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Add a banner and title in English/ }));
    expect(screen.queryByLabelText('Ad title in Japanese')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Ad image in English'), aPngFile('english.png'));
    await user.type(screen.getByLabelText('Ad title in English'), 'Spring show (English)');
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_43']));
    expect(log.entries[2]!.body).toMatchObject({
      language: 'en',
      creativeLanguage: 'ja',
      secondCreative: { title: 'Spring show (English)', imageUrl: '/api/files/ads/banner-2.png' },
    });
  });

  test("the first banner's language is asked in Japanese, defaulting to Japanese in a Japanese interface", async () => {
    const advertiser = anAdvertiser({ name: 'Kenji Sato', country: 'JP', region: null });
    const { user } = renderAdsPage({ route: '/dashboard/ads/application', advertiser, language: 'ja' });
    const languages = await screen.findByRole('radiogroup', { name: '上記のバナーとタイトルの言語' });
    expect(within(languages).getByRole('radio', { name: '日本語' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^英語のバナーとタイトルを追加/ })).toBeInTheDocument();
    // Keyboard: the arrow key moves the choice within the group.
    within(languages).getByRole('radio', { name: '日本語' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(languages).getByRole('radio', { name: '英語' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^日本語のバナーとタイトルを追加/ })).toBeInTheDocument();
  });

  test('an account with a name and country sends its own', async () => {
    server.use(uploadHandler(log), createAdHandler(), checkoutHandler(log));
    const advertiser = anAdvertiser({ name: 'Kenji Sato', country: 'JP', region: null });
    const { user, externalNavigations } = renderAdsPage({
      route: '/dashboard/ads/application',
      advertiser,
      language: 'ja',
    });
    await screen.findByLabelText('広告タイトル');
    await user.upload(screen.getByLabelText('広告画像'), aPngFile());
    await user.type(screen.getByLabelText('広告タイトル'), '春の展示');
    await user.type(screen.getByLabelText('広告のリンクURL'), 'https://gallery.example/haru');

    await user.click(screen.getByRole('button', { name: '申し込んでお支払いへ進む' }));

    await waitFor(() => expect(externalNavigations).toHaveLength(1));
    expect(log.entries[1]!.body).toMatchObject({
      name: 'Kenji Sato',
      country: 'JP',
      region: null,
      language: 'ja',
    });
  });

  test('a failed upload creates no ad, shows the unknown-error toast and keeps the form', async () => {
    server.use(
      http.post(api('/s3/'), async ({ request }) => {
        await log.record(request);
        return errorResponse(500, 'INTERNAL');
      }),
      createAdHandler(),
      checkoutHandler(log),
    );
    const { user, services, externalNavigations } = renderAdsPage({ route: '/dashboard/ads/application' });
    await screen.findByLabelText('Ad title');
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(services.toasts).toHaveLength(1));
    expect(services.toasts[0]).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Something went wrong/),
    });
    expect(log.calls()).toEqual(['POST /s3/']);
    expect(externalNavigations).toEqual([]);
    expect(screen.getByLabelText('Ad title')).toHaveValue('Spring show');
    expect(screen.getByRole('button', { name: /submit and go to payment/i })).toBeEnabled();
  });

  test('a failed ad creation shows the unknown-error toast and opens no checkout', async () => {
    server.use(
      uploadHandler(log),
      http.post(api('/ads'), async ({ request }) => {
        await log.record(request);
        return errorResponse(500, 'INTERNAL');
      }),
      checkoutHandler(log),
    );
    const { user, services } = renderAdsPage({ route: '/dashboard/ads/application' });
    await screen.findByLabelText('Ad title');
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(services.toasts).toHaveLength(1));
    expect(log.calls()).toEqual(['POST /s3/', 'POST /ads']);
    expect(screen.getByLabelText('Ad link URL')).toHaveValue('https://gallery.example/spring');
  });

  test('a failed checkout is logged; the user learns the ad is saved unpaid and lands on its details', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      uploadHandler(log),
      createAdHandler(55),
      http.post(api('/stripe/checkout/ad'), async ({ request }) => {
        await log.record(request);
        return errorResponse(500, 'INTERNAL');
      }),
      http.get(api('/ads/55'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, services, externalNavigations } = renderAdsPage({ route: '/dashboard/ads/application' });
    await screen.findByLabelText('Ad title');
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(services.toasts).toHaveLength(1));
    expect(services.toasts[0]).toMatchObject({
      kind: 'info',
      message: expect.stringMatching(/saved with the status Failed Payment/),
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/checkout for ad %d could not be opened/),
      55,
      expect.anything(),
    );
    expect(externalNavigations).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
        /^\/dashboard\/ads\/55|^\/404/,
      ),
    );
    logged.mockRestore();
  });
});

describe('the unpaid notice', () => {
  test('links to the details page of each ad waiting for payment, above the form', async () => {
    server.use(
      http.get(api('/ads/advertiser'), () =>
        HttpResponse.json([
          anAd({ id: 7, title: 'Spring show', status: 'UNPAID' }),
          anAd({ id: 8, title: 'Running show', status: 'ACTIVE' }),
        ]),
      ),
    );
    renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser() });

    const notice = await screen.findByRole('region', { name: 'Ads waiting for payment' });
    expect(within(notice).getAllByRole('link')).toHaveLength(1);
    expect(within(notice).getByRole('link', { name: 'Pay for Spring show' })).toHaveAttribute(
      'href',
      hrefs.adDetails(7),
    );
    expectInDocumentOrder([notice, screen.getByLabelText('Ad title')]);
  });

  test('shows nothing when no ad is unpaid', async () => {
    server.use(
      http.get(api('/ads/advertiser'), () =>
        HttpResponse.json([anAd({ id: 9, title: 'Paid show', status: 'PENDING' })]),
      ),
    );
    renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser() });

    expect(await screen.findByLabelText('Ad title')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /payment/i })).not.toBeInTheDocument());
  });

  test('speaks Japanese', async () => {
    server.use(
      http.get(api('/ads/advertiser'), () =>
        HttpResponse.json([anAd({ id: 10, title: 'Spring show', status: 'UNPAID' })]),
      ),
    );
    renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser(), language: 'ja' });

    const notice = await screen.findByRole('region', { name: 'お支払い待ちの広告' });
    expect(within(notice).getByRole('link', { name: 'Spring showのお支払い' })).toHaveAttribute(
      'href',
      hrefs.adDetails(10),
    );
  });
});

describe('Run again', () => {
  const ended = () =>
    anAd({
      id: 77,
      title: 'Winter lobby',
      linkUrl: 'https://gallery.example/winter',
      plan: 'EXHIBITIONS',
      duration: 3,
      status: 'ENDED',
      imageUrl: '/api/files/ads/winter.png',
      startDate: '2025-12-01T00:00:00.000Z',
      endDate: '2026-03-01T00:00:00.000Z',
    });

  test('opens pre-filled from an ended ad, from today, and is sent with its banner and its id, without an upload', async () => {
    server.use(
      http.get(api('/ads/77'), () => HttpResponse.json(ended())),
      uploadHandler(log),
      createAdHandler(),
      checkoutHandler(log),
    );
    const { user, externalNavigations } = renderAdsPage({ route: hrefs.adRunAgain(77) });

    expect(await screen.findByRole('note', { name: 'Winter lobby' })).toHaveTextContent(
      /Running Winter lobby again: .* the start date is today, since its run has ended/,
    );
    expect(screen.getByLabelText('Ad title')).toHaveValue('Winter lobby');
    expect(screen.getByLabelText('Ad link URL')).toHaveValue('https://gallery.example/winter');
    expect(screen.getByRole('radio', { name: /exhibitions/i })).toBeChecked();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-10');

    await user.click(screen.getByRole('checkbox', { name: /results every week/i }));
    await user.click(screen.getByRole('button', { name: /submit and go to payment/i }));

    await waitFor(() => expect(externalNavigations).toHaveLength(1));
    expect(log.calls()).toEqual(['POST /ads', 'POST /stripe/checkout/ad']);
    expect(log.entries[0]?.body).toMatchObject({
      previousAdId: 77,
      imageUrl: '/api/files/ads/winter.png',
      title: 'Winter lobby',
      plan: 'EXHIBITIONS',
      duration: 3,
      startDate: '2026-03-10T00:00:00.000Z',
      weeklyResults: true,
    });
  });

  test('an ad that was never live says it cannot run again', async () => {
    server.use(http.get(api('/ads/78'), () => HttpResponse.json(anAd({ id: 78, status: 'REJECTED' }))));
    renderAdsPage({ route: hrefs.adRunAgain(78) });

    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be run again/);
  });
});

describe('how long review takes', () => {
  const note = () => screen.findByRole('note', { name: 'How long review takes' });

  test('says the median of the latest decisions beside the review step', async () => {
    server.use(reviewTimeHandler({ medianMinutes: 250, decisions: 30 }));
    renderAdsPage({ route: '/dashboard/ads/application' });

    expect(
      await within(await note()).findByText(
        'Review usually takes about 4 hours, going by our last 30 decisions.',
      ),
    ).toBeInTheDocument();
  });

  test('says the floor text while there are too few decisions, in Japanese too', async () => {
    renderAdsPage({ route: '/dashboard/ads/application', language: 'ja' });

    expect(
      await within(await screen.findByRole('note', { name: '審査にかかる時間' })).findByText(
        '審査は2営業日以内の完了を目指しています。',
      ),
    ).toBeInTheDocument();
  });

  test('says it is checking while the figure loads', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(api('/ads/review-time'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ medianMinutes: 30, decisions: 8 });
      }),
    );
    renderAdsPage({ route: '/dashboard/ads/application' });

    const waiting = await note();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(within(waiting).getByText('Checking how long review usually takes…')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(
      await within(waiting).findByText('Review usually takes under an hour, going by our last 8 decisions.'),
    ).toBeInTheDocument();
    expect(waiting).not.toHaveAttribute('aria-busy');
  });

  test('offers to try again when the figure could not be loaded', async () => {
    server.use(reviewTimeHandler('error'));
    const { user } = renderAdsPage({ route: '/dashboard/ads/application' });

    const failed = await note();
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'How long review usually takes could not be loaded.',
    );
    server.use(reviewTimeHandler({ medianMinutes: 3 * 24 * 60, decisions: 12 }));
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await within(failed).findByText('Review usually takes about 3 days, going by our last 12 decisions.'),
    ).toBeInTheDocument();
  });
});
