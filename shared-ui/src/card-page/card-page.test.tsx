import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { CardPage } from './card-page';

test('the card shows what comes before the heading, the heading and the content', () => {
  renderUi(
    <CardPage title="Sign in" before={<button type="button">Back</button>}>
      <p>Welcome back</p>
    </CardPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
});

test('a page that moves focus to its heading gets a focusable heading through headingRef', () => {
  const ref = { current: null as HTMLHeadingElement | null };
  renderUi(<CardPage title="Set up your authenticator" headingRef={ref} />);
  ref.current?.focus();
  expect(screen.getByRole('heading', { name: 'Set up your authenticator' })).toHaveFocus();
});
