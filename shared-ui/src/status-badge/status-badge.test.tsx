import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { StatusBadge } from './status-badge';

test('statuses show their display labels, not their codes', () => {
  renderUi(
    <>
      <StatusBadge status="UNPAID" />
      <StatusBadge status="PENDING" />
      <StatusBadge status="ACTIVE" />
    </>,
  );
  expect(screen.getByText('Failed Payment')).toBeInTheDocument();
  expect(screen.getByText('Pending Review')).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
});

test('labels follow the interface language, or the language prop', () => {
  renderUi(
    <>
      <StatusBadge status="REJECTED" />
      <StatusBadge status="PAUSED" language="en" />
    </>,
    { language: 'ja' },
  );
  expect(screen.getByText('不承認')).toBeInTheDocument();
  expect(screen.getByText('Paused')).toBeInTheDocument();
});

test('different statuses get different colours', () => {
  renderUi(
    <>
      <StatusBadge status="ACTIVE" />
      <StatusBadge status="UNPAID" />
    </>,
  );
  const active = getComputedStyle(screen.getByText('Active')).color;
  const unpaid = getComputedStyle(screen.getByText('Failed Payment')).color;
  expect(active).not.toBe(unpaid);
});
