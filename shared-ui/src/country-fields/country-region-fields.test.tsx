import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderUi } from '../testing/render-ui';
import { CountryRegionFields } from './country-region-fields';

function showFields(initialValues: { country: string; region: string }) {
  const submitted: unknown[] = [];
  renderUi(
    <Form onSubmit={(values) => void submitted.push(values)} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <CountryRegionFields
            language="ja"
            countryLabel="国"
            countryPlaceholder="国を選択"
            regionLabel="州・準州"
            regionPlaceholder="州・準州を選択"
          />
          <button type="submit">送信</button>
        </form>
      )}
    </Form>,
  );
  return submitted;
}

test('Canada asks for the province in the given language; another country removes the question and clears it', async () => {
  const user = userEvent.setup();
  const submitted = showFields({ country: 'CA', region: 'ON' });
  expect(screen.getByRole('combobox', { name: '州・準州' })).toHaveValue('ON');
  expect(screen.getByRole('option', { name: 'オンタリオ州' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: '国' }), 'JP');
  expect(screen.queryByRole('combobox', { name: '州・準州' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '送信' }));
  expect(submitted).toEqual([{ country: 'JP', region: '' }]);
});
