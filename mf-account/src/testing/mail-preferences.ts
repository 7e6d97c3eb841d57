/** GET and PATCH /advertisers/mail-preferences for account page tests: the account page always reads them. */
import { http, HttpResponse } from 'msw';
import { apiUrl } from 'shared-ui/testing';

export function serveMailPreferences(initial = { weeklyResults: false }) {
  let current = initial;
  const patches: unknown[] = [];
  return {
    patches,
    handlers: [
      http.get(apiUrl('/advertisers/mail-preferences'), () => HttpResponse.json(current)),
      http.patch(apiUrl('/advertisers/mail-preferences'), async ({ request }) => {
        const body = (await request.json()) as { weeklyResults: boolean };
        patches.push(body);
        current = { weeklyResults: body.weeklyResults };
        return HttpResponse.json(current);
      }),
    ],
  };
}
