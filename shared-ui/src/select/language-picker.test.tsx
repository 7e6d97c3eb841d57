import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { LanguagePicker } from './language-picker';

test('each language is offered in its own words, and choosing another one reports it', async () => {
  const onChoose = jest.fn();
  renderUi(
    <>
      <label htmlFor="language">Language</label>
      <LanguagePicker id="language" value="en" onChoose={onChoose} />
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(screen.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  expect(select).toHaveValue('en');
  await userEvent.selectOptions(select, '日本語');
  expect(onChoose).toHaveBeenCalledWith('ja');
});
