import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useNavigate } from 'react-router';
import { useShellServices } from 'shell-runtime';
import { anAdvertiser } from 'shared-contracts/testing';
import { createTestShellServices } from 'shell-runtime/testing';
import {
  apiUrl,
  createRenderPage,
  errorResponse,
  findLocation,
  listenForApiCalls,
  recordGet,
  recordPost,
  server,
} from './index';

listenForApiCalls();

/** What a remote binds once in its `testing/render-page.tsx`. */
const remote = {
  renderPage: createRenderPage({
    messages: { en: { greeting: 'Hello' }, ja: { greeting: 'こんにちは' } },
    route: '/start',
    locationLabel: 'current location',
  }),
};

function Page() {
  const { session, toast } = useShellServices();
  const { advertiser } = session.useSession();
  const navigate = useNavigate();
  return (
    <div>
      <p>{advertiser ? `Signed in as ${advertiser.email}` : 'Signed out'}</p>
      <button type="button" onClick={() => toast.success('Saved')}>
        Save
      </button>
      <button type="button" onClick={() => navigate('/elsewhere?from=page')}>
        Leave
      </button>
    </div>
  );
}

describe('renderPage', () => {
  test('opens at the remote’s route, signed out unless the remote or the test says so', () => {
    remote.renderPage(<Page />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/start');
  });

  test('a page mounted at a path shows where it navigated to, and toasts are kept by kind', async () => {
    const { user, toasts } = remote.renderPage(<Page />, {
      path: '/here',
      advertiser: anAdvertiser({ email: 'ann@example.com' }),
    });
    expect(screen.getByText('Signed in as ann@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toasts.success).toEqual(['Saved']);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await findLocation('/elsewhere?from=page')).toBeInTheDocument();
  });
  test('services made by the test are the ones the page sees, in their language', () => {
    const services = createTestShellServices({
      language: 'ja',
      advertiser: anAdvertiser({ email: 'jun@example.com' }),
    });
    const { services: used } = remote.renderPage(<Page />, { services });
    expect(used).toBe(services);
    expect(screen.getByText('Signed in as jun@example.com')).toBeInTheDocument();
  });
});

describe('the API server helpers', () => {
  test('recordPost keeps each body and Authorization header, and the URL for reading the query', async () => {
    const signIn = recordPost('/sign-in', () => HttpResponse.json({ ok: true }));
    server.use(signIn.handler);
    await fetch(apiUrl('/sign-in?from=test'), {
      method: 'POST',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ann@example.com' }),
    });
    expect(signIn.calls).toEqual([{ body: { email: 'ann@example.com' }, authorization: 'Bearer tok' }]);
    expect(signIn.calls[0]?.url.searchParams.get('from')).toBe('test');
    expect(signIn.bodies).toEqual([{ email: 'ann@example.com' }]);
  });

  test('recordGet answers in turn, the last reply repeating', async () => {
    const faqs = recordGet(
      '/faqs',
      () => HttpResponse.json(1),
      () => HttpResponse.json(2),
    );
    server.use(faqs.handler);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await fetch(apiUrl(`/faqs?n=${i}`))).json());
    expect(answers).toEqual([1, 2, 2]);
    expect(faqs.calls.map((url) => url.searchParams.get('n'))).toEqual(['0', '1', '2']);
  });

  test('errorResponse answers as the API does, with its own words when the test gives none', async () => {
    const response = errorResponse(404, 'NOT_FOUND');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'NOT_FOUND',
      en: expect.any(String),
      ja: expect.any(String),
    });
  });
});
