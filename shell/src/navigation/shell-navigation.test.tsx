import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { createShellNavigation, NavigationBridge, type ShellNavigation } from './shell-navigation';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

function renderRouter(navigation: ShellNavigation, path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationBridge navigation={navigation} />
      <Where />
    </MemoryRouter>,
  );
}

test('until the router renders, the location is where the shell started', () => {
  const navigation = createShellNavigation({ pathname: '/dashboard', search: '?tab=ads', hash: '' });
  expect(navigation.location()).toEqual({ pathname: '/dashboard', search: '?tab=ads', hash: '' });
});

test('after each render the location is the router’s', async () => {
  const navigation = createShellNavigation({ pathname: '/', search: '', hash: '' });
  renderRouter(navigation, '/billing?paid=1');
  expect(navigation.location()).toMatchObject({ pathname: '/billing', search: '?paid=1' });

  await act(async () => {
    void navigation.navigate('/account');
  });
  expect(screen.getByRole('heading')).toHaveTextContent('/account');
  expect(navigation.location()).toMatchObject({ pathname: '/account', search: '' });
});

test('a navigation settles once its page is rendered, not before', async () => {
  // Outside act(): act() renders only after its callback settles, and this promise settles only after a render.
  const react = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
  react.IS_REACT_ACT_ENVIRONMENT = false;
  const navigation = createShellNavigation({ pathname: '/dashboard', search: '', hash: '' });
  renderRouter(navigation);
  const shown: string[] = [];

  const settled = navigation.navigate('/').then(() => {
    shown.push(screen.getByRole('heading').textContent ?? '');
  });
  await settled;
  react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;

  expect(shown).toEqual(['/']);
});

test('a navigation asked for before the router renders is carried out when it does', async () => {
  const navigation = createShellNavigation({ pathname: '/dashboard', search: '', hash: '' });
  const settled = navigation.navigate('/signin?redirect=%2Fdashboard', { replace: true });

  renderRouter(navigation);
  await settled;

  expect(screen.getByRole('heading')).toHaveTextContent('/signin?redirect=%2Fdashboard');
  expect(navigation.location()).toMatchObject({ pathname: '/signin', search: '?redirect=%2Fdashboard' });
});
