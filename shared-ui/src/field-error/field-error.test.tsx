import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { FieldError } from './field-error';

test('a message renders with the id controls point at, so it describes them', () => {
  renderUi(
    <>
      <input aria-label="Email" aria-describedby="email-error" />
      <FieldError id="email-error">Invalid email address</FieldError>
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
});

test('no message renders nothing', () => {
  const { container } = renderUi(
    <>
      <FieldError id="a" />
      <FieldError id="b">{''}</FieldError>
      <FieldError id="c">{false}</FieldError>
    </>,
  );
  expect(container).toBeEmptyDOMElement();
});
