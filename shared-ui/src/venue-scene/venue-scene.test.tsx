import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-contracts';
import { renderUi } from '../testing/render-ui';
import { CreativeSwitch } from './creative-switch';
import { VenueScene } from './venue-scene';

test('the scene is one picture named by its label, with what the caller adds and the banner drawn in the 960x150 slot of its place', () => {
  renderUi(
    <>
      <VenueScene
        placement="lobby"
        label="A banner in the lobby"
        banner={(slot) => <image href="/lobby.png" {...slot} data-testid="lobby banner" />}
      >
        <circle cx="560" cy="300" r="9" data-testid="one more visitor" />
      </VenueScene>
      <VenueScene
        placement="exhibition"
        label="A banner in an exhibition space"
        banner={(slot) => <image href="/exhibition.png" {...slot} data-testid="exhibition banner" />}
      />
    </>,
  );
  const lobby = screen.getByRole('img', { name: 'A banner in the lobby' });
  expect(lobby).toContainElement(screen.getByTestId('lobby banner'));
  expect(screen.getByTestId('lobby banner')).toHaveAttribute('width', '320');
  expect(screen.getByTestId('lobby banner')).toHaveAttribute('height', '50');
  expect(lobby).toContainElement(screen.getByTestId('one more visitor'));
  expect(screen.getByRole('img', { name: 'A banner in an exhibition space' })).toContainElement(
    screen.getByTestId('exhibition banner'),
  );
  expect(screen.getByTestId('exhibition banner')).toHaveAttribute('width', '288');
  expect(screen.getByTestId('exhibition banner')).toHaveAttribute('height', '45');
});

function Switching() {
  const [shown, setShown] = useState<Language>('en');
  return (
    <>
      <CreativeSwitch legend="Banner shown" languages={['en', 'ja']} value={shown} onChange={setShown} />
      <VenueScene
        placement="lobby"
        label="A banner in the lobby"
        banner={(slot) => <image href={`/${shown}.png`} {...slot} data-testid="banner" />}
      />
    </>
  );
}

test('the creative switch is a labelled group of radio buttons the keyboard moves through', async () => {
  const user = userEvent.setup();
  renderUi(<Switching />);
  const group = screen.getByRole('group', { name: 'Banner shown' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByTestId('banner')).toHaveAttribute('href', '/en.png');
  await user.tab();
  expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Japanese' })).toBeChecked();
  expect(screen.getByTestId('banner')).toHaveAttribute('href', '/ja.png');
});
