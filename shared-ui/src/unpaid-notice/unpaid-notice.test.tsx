import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { hrefs } from 'shared-contracts';
import { renderUi } from '../testing/render-ui';
import { UnpaidNotice } from './unpaid-notice';

const ads = [
  { id: 1, title: 'Spring show', status: 'UNPAID' },
  { id: 2, title: 'Live one', status: 'ACTIVE' },
  { id: 3, title: 'Winter fair', status: 'UNPAID' },
] as const;

const words = {
  title: 'Ads waiting for payment',
  body: 'Pay for them instead of applying again.',
  payLabel: (title: string) => `Pay for ${title}`,
};

test('names each unpaid ad with a link to its details page, in the words given', () => {
  renderUi(
    <MemoryRouter>
      <UnpaidNotice ads={ads} {...words} />
    </MemoryRouter>,
  );
  const notice = screen.getByRole('region', { name: 'Ads waiting for payment' });
  expect(within(notice).getByText('Pay for them instead of applying again.')).toBeInTheDocument();
  expect(
    within(notice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([hrefs.adDetails(1), hrefs.adDetails(3)]);
  expect(within(notice).getByRole('link', { name: 'Pay for Winter fair' })).toBeInTheDocument();
});

test('shows nothing when no ad waits for payment', () => {
  renderUi(
    <MemoryRouter>
      <UnpaidNotice ads={[ads[1]]} {...words} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
