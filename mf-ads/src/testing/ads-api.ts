/** Test-only msw handlers for the calls mf-ads makes (the endpoint table), answering as the API does (error bodies
 *  included) and writing each request to the test's RequestLog (both from the shared test kit). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Ad, ReviewTime } from 'shared-contracts';
import { apiUrl, errorResponse, type RequestLog } from 'shared-ui/testing';

/** GET /ads/review-time: how long review usually takes; by default too few decisions for a figure. */
export function reviewTimeHandler(
  answer: ReviewTime | 'error' = { medianMinutes: null, decisions: 2 },
): HttpHandler {
  return http.get(apiUrl('/ads/review-time'), () =>
    answer === 'error' ? errorResponse(500, 'INTERNAL') : HttpResponse.json(answer),
  );
}

/** GET /ads/:id for a set of ads held by the test; `?status=` must match, as the API's filter does. Also answers
 *  GET /ads/review-time (which the :id path would otherwise catch), with `reviewTimeHandler`'s default. */
export function adsHandlers(ads: Map<number, Ad>, log: RequestLog): HttpHandler[] {
  return [
    reviewTimeHandler(),
    http.get(apiUrl('/ads/:id'), async ({ request, params }) => {
      await log.record(request);
      const ad = ads.get(Number(params.id));
      const status = new URL(request.url).searchParams.get('status');
      if (!ad || (status !== null && ad.status !== status)) return errorResponse(404, 'NOT_FOUND');
      return HttpResponse.json(ad);
    }),
    http.patch(apiUrl('/ads/:id'), async ({ request, params }) => {
      const body = (await log.record(request)) as Partial<Ad>;
      const ad = ads.get(Number(params.id));
      if (!ad) return errorResponse(404, 'NOT_FOUND');
      const updated: Ad = { ...ad, ...body, id: ad.id, plan: ad.plan, duration: ad.duration };
      ads.set(ad.id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete(apiUrl('/ads/:id'), async ({ request, params }) => {
      await log.record(request);
      if (!ads.delete(Number(params.id))) return errorResponse(404, 'NOT_FOUND');
      return HttpResponse.json({ message: { en: 'Deleted', ja: '削除しました' } });
    }),
  ];
}

export function uploadHandler(log: RequestLog, url = '/api/files/ads/new-banner.png'): HttpHandler {
  return http.post(apiUrl('/s3/'), async ({ request }) => {
    await log.record(request);
    return HttpResponse.json({ url });
  });
}

export function checkoutHandler(
  log: RequestLog,
  url = 'http://localhost/api/test-checkout/cs_1',
): HttpHandler {
  return http.post(apiUrl('/stripe/checkout/ad'), async ({ request }) => {
    await log.record(request);
    return HttpResponse.json({ url });
  });
}
