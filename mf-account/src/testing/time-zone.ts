/** GET and PATCH /advertisers/time-zone for account page tests: the account page always reads it. */
import { http, HttpResponse } from 'msw';
import { apiUrl } from 'shared-ui/testing';

export function serveTimeZone(initial = 'UTC') {
  let current = initial;
  const patches: unknown[] = [];
  return {
    patches,
    handlers: [
      http.get(apiUrl('/advertisers/time-zone'), () => HttpResponse.json({ timeZone: current })),
      http.patch(apiUrl('/advertisers/time-zone'), async ({ request }) => {
        const body = (await request.json()) as { timeZone: string };
        patches.push(body);
        current = body.timeZone;
        return HttpResponse.json({ timeZone: current });
      }),
    ],
  };
}
