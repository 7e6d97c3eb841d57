import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { pagesWithCatalogue, routesOf } from './remote-module';

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

describe('pagesWithCatalogue', () => {
  const catalogue = (greeting: string) => ({ messages: { greeting } });

  test('pages wait for the catalogue of the interface language, which is fetched once for them all', async () => {
    const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } });
    const fetched: string[] = [];
    const page = pagesWithCatalogue(
      {
        en: async () => {
          fetched.push('en');
          return catalogue('Hello');
        },
        ja: async () => {
          fetched.push('ja');
          return catalogue('こんにちは');
        },
      },
      i18n,
    );
    const Greeting = () => <p>{i18n._('greeting')}</p>;
    const First = page(async () => Greeting);
    const Second = page(async () => Greeting);
    render(
      <Suspense fallback="loading">
        <First />
        <Second />
      </Suspense>,
    );
    expect(await screen.findAllByText('こんにちは')).toHaveLength(2);
    expect(fetched).toEqual(['ja']);
  });

  test('a catalogue that could not be fetched is asked for again by the next page', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    let attempts = 0;
    const page = pagesWithCatalogue(
      {
        en: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return catalogue('Hello');
        },
        ja: async () => catalogue('こんにちは'),
      },
      i18n,
    );
    const Greeting = () => <p>{i18n._('greeting')}</p>;
    const First = page(async () => Greeting);
    const Second = page(async () => Greeting);
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Failure>
        <Suspense fallback="loading">
          <First />
        </Suspense>
      </Failure>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    unmount();
    failed.mockRestore();
    render(
      <Suspense fallback="loading">
        <Second />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

class Failure extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
