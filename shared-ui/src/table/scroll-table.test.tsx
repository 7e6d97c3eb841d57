import { screen, within } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { ScrollTable, TableHead } from './scroll-table';

test('the frame and the table carry the given name, and the headers are the columns in order', () => {
  renderUi(
    <ScrollTable minWidth="40em" label={{ text: 'Audit log entries' }}>
      <TableHead columns={['Time', 'Action']} />
      <tbody>
        <tr>
          <td>Dec 2</td>
          <td>Approved</td>
        </tr>
      </tbody>
    </ScrollTable>,
  );
  const table = screen.getByRole('table', { name: 'Audit log entries' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Time', 'Action']);
  expect(within(table).getByRole('row', { name: /Dec 2 Approved/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Audit log entries' })).toHaveAttribute('tabindex', '0');
});

test('a heading elsewhere on the page can name the table', () => {
  renderUi(
    <>
      <h2 id="history-heading">History</h2>
      <ScrollTable minWidth="40em" label={{ by: 'history-heading' }}>
        <tbody>
          <tr>
            <td>—</td>
          </tr>
        </tbody>
      </ScrollTable>
    </>,
  );
  expect(screen.getByRole('table', { name: 'History' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
});
