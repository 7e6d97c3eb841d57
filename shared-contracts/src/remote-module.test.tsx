import { routesOf } from './remote-module';

test('a remote’s routes are its manifest entries, in order, each with the page given for its id', () => {
  const routes = routesOf('mf_public', {
    faqs: <p>FAQ</p>,
    home: <p>Home</p>,
    contact: <p>Contact</p>,
  });
  expect(routes.map((route) => route.path)).toEqual(['/', '/contact', '/faqs']);
  expect(routes[0]?.element).toEqual(<p>Home</p>);
});

test('a page for an id the remote does not own is a type error', () => {
  // @ts-expect-error: /dashboard belongs to mf_dashboard, and mf_public's faqs page is missing
  const routes = routesOf('mf_public', { home: null, contact: null, dashboard: null });
  expect(routes).toHaveLength(3);
});
