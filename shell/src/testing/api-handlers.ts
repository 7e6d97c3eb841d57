/** msw handlers for the few API calls the shell itself makes (the latest user and logout). */
import { delay, http, HttpResponse } from 'msw';
import type { Advertiser } from 'shared-contracts';

const API = 'http://localhost/api';

export type LatestAnswer = Advertiser | 'empty' | 'unauthorized' | 'server-error' | 'network-error' | 'never';

export function latestAdvertiser(answer: LatestAnswer) {
  return http.get(`${API}/advertisers/latest`, async () => {
    switch (answer) {
      case 'empty':
        return new HttpResponse(null, { status: 200 });
      case 'unauthorized':
        return HttpResponse.json(
          {
            statusCode: 401,
            code: 'UNAUTHORIZED',
            message: 'Unauthorized',
            en: 'Unauthorized',
            ja: '認証されていません',
          },
          { status: 401 },
        );
      case 'server-error':
        return new HttpResponse('boom', { status: 500 });
      case 'network-error':
        return HttpResponse.error();
      case 'never':
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      default:
        return HttpResponse.json(answer);
    }
  });
}

/** The refresh the API client tries once after a 401. */
export const refreshFails = http.post(
  `${API}/advertisers/refresh`,
  () => new HttpResponse(null, { status: 401 }),
);

export function logout(onCall?: () => void) {
  return http.post(`${API}/advertisers/logout`, () => {
    onCall?.();
    return HttpResponse.json({ ok: true });
  });
}
