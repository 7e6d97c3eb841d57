/** Test-only msw handlers for the calls mf-ads makes (SPEC §7), answering as the API does (error bodies
 *  included), and a log of every request so tests can check what was sent and in which order. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiErrorBody, localize, type Ad, type ApiErrorCode } from 'shared-contracts';
import { TEST_API_BASE_URL } from 'shared-contracts/testing';

export const api = (path: string) => `${TEST_API_BASE_URL}${path}`;

export type LoggedRequest = { method: string; path: string; search: string; body: unknown };

/** Every request the handlers answered, in order; JSON bodies parsed, multipart bodies as FormData. */
export function createRequestLog() {
  const entries: LoggedRequest[] = [];
  async function record(request: Request): Promise<unknown> {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) body = await request.clone().json();
    else if (type.includes('multipart/form-data')) body = await request.clone().formData();
    entries.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body,
    });
    return body;
  }
  return { entries, record, calls: () => entries.map((entry) => `${entry.method} ${entry.path}`) };
}

export type RequestLog = ReturnType<typeof createRequestLog>;

export function errorResponse(status: number, code: ApiErrorCode) {
  const message = code === 'NOT_FOUND' ? localize('api.not-found') : localize('api.internal');
  return HttpResponse.json(apiErrorBody(status, code, message), { status });
}

/** GET /ads/:id for a set of ads held by the test; `?status=` must match, as the API's filter does. */
export function adsHandlers(ads: Map<number, Ad>, log: RequestLog): HttpHandler[] {
  return [
    http.get(api('/ads/:id'), async ({ request, params }) => {
      await log.record(request);
      const ad = ads.get(Number(params.id));
      const status = new URL(request.url).searchParams.get('status');
      if (!ad || (status !== null && ad.status !== status)) return errorResponse(404, 'NOT_FOUND');
      return HttpResponse.json(ad);
    }),
    http.patch(api('/ads/:id'), async ({ request, params }) => {
      const body = (await log.record(request)) as Partial<Ad>;
      const ad = ads.get(Number(params.id));
      if (!ad) return errorResponse(404, 'NOT_FOUND');
      const updated: Ad = { ...ad, ...body, id: ad.id, plan: ad.plan, duration: ad.duration };
      ads.set(ad.id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete(api('/ads/:id'), async ({ request, params }) => {
      await log.record(request);
      if (!ads.delete(Number(params.id))) return errorResponse(404, 'NOT_FOUND');
      return HttpResponse.json({ message: { en: 'Deleted', ja: '削除しました' } });
    }),
  ];
}

export function uploadHandler(log: RequestLog, url = '/api/files/ads/new-banner.png'): HttpHandler {
  return http.post(api('/s3/'), async ({ request }) => {
    await log.record(request);
    return HttpResponse.json({ url });
  });
}

export function checkoutHandler(
  log: RequestLog,
  url = 'http://localhost/api/test-checkout/cs_1',
): HttpHandler {
  return http.post(api('/stripe/checkout/ad'), async ({ request }) => {
    await log.record(request);
    return HttpResponse.json({ url });
  });
}
