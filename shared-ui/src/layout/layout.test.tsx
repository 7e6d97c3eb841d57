import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderUi } from '../testing/render-ui';
import { theme } from '../theme/theme';
import { FlexRow, HeaderRow, PlainList } from './layout';

test('a flex row wraps its items, apart when spread, with the gap asked for', () => {
  renderUi(
    <>
      <FlexRow data-testid="row">a</FlexRow>
      <FlexRow data-testid="spread" $spread $gap="sm">
        b
      </FlexRow>
    </>,
  );

  expect(screen.getByTestId('row')).toHaveStyle({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    gap: theme.space.md,
  });
  expect(screen.getByTestId('spread')).toHaveStyle({ justifyContent: 'space-between', gap: theme.space.sm });
});

test('a header row sets its heading apart from its actions, with space below', () => {
  renderUi(
    <HeaderRow as="header" data-testid="header" $below="md">
      <h2>Results</h2>
      <button type="button">Download</button>
    </HeaderRow>,
  );

  const header = screen.getByTestId('header');
  expect(header.tagName).toBe('HEADER');
  expect(header).toHaveStyle({ justifyContent: 'space-between', marginBottom: theme.space.md });
  expect(screen.getByRole('heading', { name: 'Results' })).toHaveStyle({ margin: '0px' });
});

test('a plain list is still a list, without bullets or indent, as ul or ol', () => {
  renderUi(
    <>
      <PlainList aria-label="Notes">
        <li>One</li>
      </PlainList>
      <PlainList as="ol" aria-label="Steps" $gap="sm">
        <li>First</li>
      </PlainList>
    </>,
  );

  const notes = screen.getByRole('list', { name: 'Notes' });
  expect(notes.tagName).toBe('UL');
  expect(notes).toHaveStyle({ listStyle: 'none', padding: '0px', gap: theme.space.md });
  const steps = screen.getByRole('list', { name: 'Steps' });
  expect(steps.tagName).toBe('OL');
  expect(steps).toHaveStyle({ gap: theme.space.sm });
});

test('an extended plain list keeps its element from attrs', () => {
  const Steps = styled(PlainList).attrs({ as: 'ol', $gap: 'sm' })`
    counter-reset: step;
  `;
  renderUi(
    <Steps aria-label="Steps">
      <li>First</li>
    </Steps>,
  );

  expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
});
