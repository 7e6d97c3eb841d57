import { screen, within } from '@testing-library/react';
import { anAdvertiser } from 'shared-contracts/testing';
import { apiUrl, errorResponse, listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../testing/render-page';
import { serveBillingDetails } from '../../testing/billing-details';
import { serveMailPreferences } from '../../testing/mail-preferences';
import { serveMembers } from '../../testing/members';
import { serveTimeZone } from '../../testing/time-zone';
import { AccountPage } from './account-page';

// The account page also reads the mail preferences.
beforeEach(() =>
  server.use(...serveMailPreferences().handlers, ...serveTimeZone().handlers, ...serveMembers().handlers),
);

listenForApiCalls();

const ONTARIO = { country: 'CA', region: 'ON', companyName: 'Analytical Arts', taxNumber: '987654321' };

test('shows the billing details: country, province, company name and tax number', async () => {
  server.use(serveBillingDetails(ONTARIO));
  renderPage(<AccountPage />, { advertiser: anAdvertiser() });

  const section = await screen.findByRole('region', { name: 'Billing details' });
  expect(await within(section).findByText('Analytical Arts')).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: 'Country Canada' })).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: 'Province or territory Ontario' })).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: 'Tax registration number 987654321' })).toBeInTheDocument();
  expect(section).toHaveTextContent(/receipts already issued keep their details/);
});

test('Change sends the new country, region, company name and tax number, and shows them', async () => {
  server.use(serveBillingDetails(ONTARIO));
  const patch = recordJson('patch', '/advertisers/billing-details', () =>
    HttpResponse.json({ country: 'CA', region: 'QC', companyName: null, taxNumber: '987654321' }),
  );
  server.use(patch.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser: anAdvertiser() });

  await user.click(await screen.findByRole('button', { name: 'Change billing details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change billing details' });
  expect(within(dialog).getByLabelText('Country')).toHaveValue('CA');
  await user.selectOptions(within(dialog).getByLabelText('Province or territory'), 'QC');
  await user.clear(within(dialog).getByLabelText('Company name (optional)'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Quebec')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(patch.bodies).toEqual([{ country: 'CA', region: 'QC', companyName: null, taxNumber: '987654321' }]);
  expect(services.toasts.map((toast) => toast.message)).toEqual(['Your billing details have been saved']);
});

test('choosing a country other than Canada drops the province', async () => {
  server.use(serveBillingDetails(ONTARIO));
  const patch = recordJson('patch', '/advertisers/billing-details', () =>
    HttpResponse.json({
      country: 'US',
      region: null,
      companyName: 'Analytical Arts',
      taxNumber: '987654321',
    }),
  );
  server.use(patch.handler);
  const { user } = renderPage(<AccountPage />, { advertiser: anAdvertiser() });

  await user.click(await screen.findByRole('button', { name: 'Change billing details' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText('Country'), 'US');
  expect(within(dialog).queryByLabelText('Province or territory')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await screen.findByText('Analytical Arts');
  expect(patch.bodies[0]).toMatchObject({ country: 'US', region: null });
});

test('a failed load offers Retry', async () => {
  server.use(http.get(apiUrl('/advertisers/billing-details'), () => errorResponse(500, 'INTERNAL')));
  renderPage(<AccountPage />, { advertiser: anAdvertiser() });

  expect(await screen.findByRole('alert')).toHaveTextContent('Your billing details could not be loaded.');
});
