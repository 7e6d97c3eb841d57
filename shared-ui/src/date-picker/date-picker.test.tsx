import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-contracts';
import { renderUi } from '../testing/render-ui';
import { DatePicker } from './date-picker';

function StartDate({ initial = '2026-03-17', min = '2026-03-17', max = '2026-04-10' }) {
  const [value, setValue] = useState(initial);
  return <DatePicker label="Start date" value={value} onChange={setValue} min={min} max={max} />;
}

function renderPicker(props: Parameters<typeof StartDate>[0] = {}, language: Language = 'en') {
  const user = userEvent.setup();
  return { user, ...renderUi(<StartDate {...props} />, { language }) };
}

const openButton = () => screen.getByRole('button', { name: 'Choose a date from the calendar' });

test('on a Japanese page the calendar names months and days in Japanese', async () => {
  const { user } = renderPicker({}, 'ja');

  await user.click(screen.getByRole('button', { name: 'カレンダーから日付を選択' }));

  const dialog = screen.getByRole('dialog', { name: '日付を選択' });
  const grid = within(dialog).getByRole('grid', { name: '2026年3月' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  expect(within(grid).getByRole('button', { name: '2026年3月17日火曜日' })).toHaveFocus();
});

test('the arrow keys, Page Up and Down, Home and End move the focus; Enter picks the day and closes', async () => {
  const { user } = renderPicker();
  await user.click(openButton());
  const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
  expect(within(dialog).getByRole('button', { name: 'Tuesday, March 17, 2026' })).toHaveFocus();

  await user.keyboard('{ArrowRight}{ArrowDown}');
  expect(within(dialog).getByRole('button', { name: 'Wednesday, March 25, 2026' })).toHaveFocus();
  await user.keyboard('{PageDown}');
  expect(within(dialog).getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Saturday, April 25, 2026' })).toHaveFocus();
  await user.keyboard('{PageUp}{Home}');
  expect(within(dialog).getByRole('button', { name: 'Sunday, March 22, 2026' })).toHaveFocus();
  await user.keyboard('{End}{ArrowLeft}{ArrowUp}');
  expect(within(dialog).getByRole('button', { name: 'Friday, March 20, 2026' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-20');
  expect(openButton()).toHaveFocus();
});

test('days outside the window are disabled and cannot be picked; Escape closes and returns focus', async () => {
  const { user } = renderPicker();
  await user.click(openButton());
  const dialog = screen.getByRole('dialog');

  const tooEarly = within(dialog).getByRole('button', { name: 'Monday, March 16, 2026' });
  expect(tooEarly).toHaveAttribute('aria-disabled', 'true');
  await user.click(tooEarly);
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
  expect(within(dialog).getByRole('button', { name: 'Saturday, April 11, 2026' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-17');
  expect(openButton()).toHaveFocus();

  await user.click(openButton());
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await user.click(screen.getByRole('button', { name: 'Friday, April 10, 2026' }));
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-04-10');
});

test('the year grid shows 12 years from the earliest allowed one, only the window’s years choosable', async () => {
  const { user } = renderPicker({ initial: '2026-12-24', min: '2026-12-20', max: '2027-01-20' });
  await user.click(openButton());

  await user.click(screen.getByRole('button', { name: /^December 2026\W+choose a year$/ }));
  const years = within(screen.getByRole('group', { name: 'Years' })).getAllByRole('button');
  expect(years.map((year) => year.textContent)).toEqual(
    Array.from({ length: 12 }, (_, index) => String(2026 + index)),
  );
  expect(years[0]).toHaveFocus();
  expect(years[1]).not.toHaveAttribute('aria-disabled');
  expect(years[2]).toHaveAttribute('aria-disabled', 'true');

  await user.keyboard('{ArrowRight}{Enter}');
  expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Wednesday, January 20, 2027' })).toHaveFocus();
});

test('the typed date stays an alternative, described by its format', async () => {
  const { user } = renderPicker();
  const input = screen.getByLabelText('Start date');

  await user.clear(input);
  await user.type(input, '2026-03-30');
  expect(input).toHaveValue('2026-03-30');
  expect(input).toHaveAccessibleDescription(/YYYY-MM-DD/);
  await user.click(openButton());
  expect(screen.getByRole('button', { name: 'Monday, March 30, 2026' })).toHaveFocus();
});
