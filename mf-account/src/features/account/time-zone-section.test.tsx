import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { serveAccountReads } from '../../testing/account-reads';
import { serveTimeZone } from '../../testing/time-zone';
import { AccountPage } from './account-page';
import { offsetLabel, timeZoneOptions } from './time-zone-options';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

test('the time zone is a searchable list showing each zone’s offset; picking one and saving changes it', async () => {
  const zone = serveTimeZone('UTC');
  server.use(...zone.handlers);
  const { user, services } = renderPage(<AccountPage />);

  const section = await screen.findByRole('region', { name: 'Time zone' });
  const picker = await within(section).findByRole('combobox', { name: 'Time zone' });
  expect(picker).toHaveValue('UTC');
  const save = within(section).getByRole('button', { name: 'Save time zone' });
  expect(save).toBeDisabled();
  // Each zone of the list shows its offset now.
  expect(
    await within(section).findByRole('option', { name: 'Asia/Tokyo (UTC+09:00)', hidden: true }),
  ).toHaveValue('Asia/Tokyo');

  await user.clear(picker);
  await user.type(picker, 'Asia/Atlantis');
  await user.tab();
  expect(within(section).getByText('Please select a time zone from the list')).toBeInTheDocument();
  expect(save).toBeDisabled();

  await user.clear(picker);
  await user.type(picker, 'Asia/Tokyo (UTC+09:00)');
  expect(save).toBeEnabled();
  await user.click(save);

  expect(
    await within(section).findByText('Asia/Tokyo (UTC+09:00)', { selector: 'strong' }),
  ).toBeInTheDocument();
  expect(zone.patches).toEqual([{ timeZone: 'Asia/Tokyo' }]);
  expect(services.toasts.map((toast) => toast.message)).toEqual(['Your results now use Asia/Tokyo']);
});

test('the zone is submitted with Enter from the keyboard, and a refused save leaves the zone as it was', async () => {
  const patches: unknown[] = [];
  server.use(
    http.patch(apiUrl('/advertisers/time-zone'), async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ en: 'Please select a time zone from the list', ja: 'x' }, { status: 400 });
    }),
    ...serveTimeZone('Europe/London').handlers,
  );
  const { user } = renderPage(<AccountPage />);
  const picker = await screen.findByRole('combobox', { name: 'Time zone' });
  await user.clear(picker);
  await user.type(picker, 'America/Toronto{Enter}');
  await waitFor(() => expect(patches).toEqual([{ timeZone: 'America/Toronto' }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save time zone' })).toBeEnabled());
  expect(screen.getByText(/count days in/)).toHaveTextContent('Europe/London');
});

test('a failed read says so and offers Retry', async () => {
  server.use(http.get(apiUrl('/advertisers/time-zone'), () => HttpResponse.error()));
  renderPage(<AccountPage />);
  const section = await screen.findByRole('region', { name: 'Time zone' });
  expect(await within(section).findByText('Your time zone could not be loaded.')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

test('offsets read as UTC±hh:mm, and the zones include UTC first', () => {
  expect(offsetLabel('+09:00')).toBe('UTC+09:00');
  expect(offsetLabel('-04:00')).toBe('UTC-04:00');
  expect(offsetLabel('GMT+05:30')).toBe('UTC+05:30');
  expect(offsetLabel('GMT')).toBe('UTC+00:00');
  const options = timeZoneOptions(new Date('2030-07-01T00:00:00Z'));
  expect(options[0]).toEqual({ name: 'UTC', label: 'UTC (UTC+00:00)' });
  expect(options).toContainEqual({ name: 'America/Toronto', label: 'America/Toronto (UTC-04:00)' });
});
