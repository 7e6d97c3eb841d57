import { screen, within } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Table } from './table';

test('the table is named by its caption and keeps rows and headers semantic', () => {
  renderUi(
    <Table caption="Your ads">
      <thead>
        <tr>
          <th scope="col">Ad title</th>
          <th scope="col">Clicks</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Autumn lobby</td>
          <td data-numeric>1,204</td>
        </tr>
      </tbody>
    </Table>,
  );
  const table = screen.getByRole('table', { name: 'Your ads' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Ad title', 'Clicks']);
  expect(within(table).getByRole('row', { name: /Autumn lobby/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your ads' })).toHaveAttribute('tabindex', '0');
});

test('a hidden caption still names the table', () => {
  renderUi(
    <Table caption="Your ads" captionHidden>
      <tbody>
        <tr>
          <td>—</td>
        </tr>
      </tbody>
    </Table>,
  );
  expect(screen.getByRole('table', { name: 'Your ads' })).toBeInTheDocument();
});
