import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { theme } from '../theme/theme';
import { PageSection } from './page-section';

test('a page section is a region as wide as the content, or narrow when asked', () => {
  renderUi(
    <>
      <PageSection aria-label="Ads">list</PageSection>
      <PageSection aria-label="Account" $width="narrow">
        settings
      </PageSection>
    </>,
  );

  expect(screen.getByRole('region', { name: 'Ads' })).toHaveStyle({ maxWidth: theme.sizes.content });
  expect(screen.getByRole('region', { name: 'Account' })).toHaveStyle({ maxWidth: theme.sizes.narrow });
});
