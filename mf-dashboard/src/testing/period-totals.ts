/** GET /ads/stats for tests that are not about the results period: every period counts nothing. */
import { http, HttpResponse } from 'msw';
import { apiUrl } from 'shared-ui/testing';

export const emptyPeriodTotals = http.get(apiUrl('/ads/stats'), ({ request }) =>
  HttpResponse.json({
    range: new URL(request.url).searchParams.get('range') ?? '30d',
    timeZone: 'UTC',
    ads: [],
  }),
);
