import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAd } from 'shared-contracts/testing';
import { apiUrl, errorResponse, listenForApiCalls, recordSavedFiles, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AdListPage } from './ad-list-page';
import { emptyPeriodTotals } from '../../testing/period-totals';

listenForApiCalls();
beforeEach(() => server.use(emptyPeriodTotals));

const CSV =
  '\uFEFFdate,ad id,ad title,placement,impressions,clicks,CTR\r\n' +
  '2026-03-10,1,Autumn lobby,lobby,100,3,3.00%\r\n' +
  '2026-03-10,2,Winter show,exhibition,50,1,2.00%\r\n';

const { saved, blobs } = recordSavedFiles();

beforeEach(() => {
  server.use(
    http.get(apiUrl('/ads/advertiser'), () =>
      HttpResponse.json([anAd({ id: 1, title: 'Autumn lobby' }), anAd({ id: 2, title: 'Winter show' })]),
    ),
  );
});

const exportGroup = () => screen.getByRole('group', { name: 'Results of all ads' });

test('Download CSV saves the results of all ads for the chosen period under the server’s name', async () => {
  let answer = () => undefined as void;
  const wait = new Promise<void>((resolve) => (answer = resolve));
  const searches: string[] = [];
  server.use(
    http.get(apiUrl('/ads/stats.csv'), async ({ request }) => {
      searches.push(new URL(request.url).search);
      await wait;
      return new HttpResponse(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="ads-whole-run.csv"`,
        },
      });
    }),
  );
  const { user } = renderPage(<AdListPage />);
  await screen.findByRole('row', { name: /autumn lobby/i });
  expect(within(exportGroup()).getByLabelText('Results period')).toHaveValue('30d');

  await user.selectOptions(within(exportGroup()).getByLabelText('Results period'), 'Whole run');
  await user.click(within(exportGroup()).getByRole('button', { name: 'Download CSV' }));

  expect(within(exportGroup()).getByRole('button', { name: 'Downloading…' })).toBeDisabled();
  answer();
  expect(await within(exportGroup()).findByRole('button', { name: 'Download CSV' })).toBeEnabled();
  expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'ads-whole-run.csv' }]);
  expect(new Uint8Array(await new Response(blobs[0]).arrayBuffer())).toEqual(
    new Uint8Array(Buffer.from(CSV)),
  );
  expect(searches).toEqual(['?range=run']);
});

test('a failed download is a toast in Japanese for a Japanese user, and nothing is saved', async () => {
  server.use(http.get(apiUrl('/ads/stats.csv'), () => HttpResponse.error()));
  const { user, services } = renderPage(<AdListPage />, { language: 'ja' });
  await screen.findByRole('row', { name: /autumn lobby/i });

  const group = screen.getByRole('group', { name: '全広告の実績' });
  expect(within(group).getByLabelText('実績の期間')).toHaveDisplayValue('直近30日間');
  await user.click(within(group).getByRole('button', { name: 'CSVをダウンロード' }));

  await waitFor(() =>
    expect(services.toasts).toEqual([
      {
        kind: 'error',
        message: 'CSVのダウンロードに失敗しました。もう一度お試しください。',
        options: undefined,
      },
    ]),
  );
  expect(within(group).getByRole('button', { name: 'CSVをダウンロード' })).toBeEnabled();
  expect(saved).toEqual([]);
});

test('a refused period gets the server’s own message', async () => {
  server.use(
    http.get(apiUrl('/ads/stats.csv'), () =>
      errorResponse(400, 'VALIDATION', { en: 'Choose a period.', ja: '期間を選択してください。' }),
    ),
  );
  const { user, services } = renderPage(<AdListPage />);
  await screen.findByRole('row', { name: /autumn lobby/i });

  await user.click(within(exportGroup()).getByRole('button', { name: 'Download CSV' }));

  await waitFor(() => expect(services.toasts.map((toast) => toast.message)).toEqual(['Choose a period.']));
});

test('there is nothing to export before the first ad', async () => {
  server.use(http.get(apiUrl('/ads/advertiser'), () => HttpResponse.json([])));
  renderPage(<AdListPage />);

  expect(await screen.findByRole('heading', { name: 'You have no ads yet' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Results of all ads' })).not.toBeInTheDocument();
});
