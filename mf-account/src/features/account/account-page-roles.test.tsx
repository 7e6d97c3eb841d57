/** The account page follows the member's role (decision 0121): every member keeps their own name, email, password
 *  and mails; the account's billing details are read-only without `billing.manage`, and its time zone and closing
 *  are the owners'. */
import { screen } from '@testing-library/react';
import { anAdvertiser } from 'shared-contracts/testing';
import { listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

test('a viewer reads the billing details without Change, and has no time zone or Close account', async () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ role: 'viewer' }) });

  expect(await screen.findByRole('heading', { level: 2, name: 'Billing details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change name' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change billing details' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /time zone/i })).not.toBeInTheDocument();
});

test('a billing member changes the billing details but neither the time zone nor closes the account', async () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ role: 'billing' }) });

  expect(await screen.findByRole('button', { name: 'Change billing details' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /time zone/i })).not.toBeInTheDocument();
});

test('an owner has the time zone and Close account', async () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ role: 'owner' }) });

  expect(await screen.findByRole('button', { name: 'Change billing details' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /time zone/i })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close account' })).toBeInTheDocument();
});
