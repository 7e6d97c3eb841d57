import { Component, useState, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { loadWhenWanted } from './load-when-wanted';

type Parts = { Greeting: (props: { name: string }) => React.ReactElement };

/** A module that arrives when the test says so, counting how often it was asked for. */
function deferredModule() {
  let arrive: (module: Parts) => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<Parts>((resolve) => {
        arrive = resolve;
      }),
  );
  return { load, arrive: () => arrive({ Greeting: ({ name }) => <p>Hello, {name}</p> }) };
}

/** A page with a button that opens the part, defined once per test as an app defines it once per module. */
function pageWith(parts: ReturnType<typeof loadWhenWanted<Parts>>) {
  const Greeting = parts.part((module) => module.Greeting);
  return function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" {...parts.preloadProps} onClick={() => setOpen(true)}>
          Open
        </button>
        {open ? <Greeting name="Ada" /> : null}
      </>
    );
  };
}

test('the page loads nothing until a part is wanted; a part shows with its props once its code arrives', async () => {
  const module = deferredModule();
  const Page = pageWith(loadWhenWanted(module.load));
  const user = userEvent.setup();
  renderUi(<Page />);
  expect(module.load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.queryByText('Hello, Ada')).not.toBeInTheDocument();
  module.arrive();
  expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  expect(module.load).toHaveBeenCalledTimes(1);
});

test('the pointer reaching the button, or the focus, starts the load once, before any click', async () => {
  const module = deferredModule();
  const Page = pageWith(loadWhenWanted(module.load));
  const user = userEvent.setup();
  renderUi(<Page />);

  await user.hover(screen.getByRole('button', { name: 'Open' }));
  expect(module.load).toHaveBeenCalledTimes(1);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  module.arrive();
  expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  expect(module.load).toHaveBeenCalledTimes(1);
});

test('a preload that failed is asked for again the next time', async () => {
  const load = jest.fn<Promise<Parts>, []>().mockRejectedValueOnce(new Error('offline'));
  load.mockResolvedValue({ Greeting: ({ name }) => <p>Hello, {name}</p> });
  const parts = loadWhenWanted(load);
  parts.preload();
  await Promise.resolve();
  await Promise.resolve();
  parts.preload();
  expect(load).toHaveBeenCalledTimes(2);
});

/** The page's error boundary, as a remote's: its failure panel, and Retry that shows the page again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    );
  }
}

test('a part whose code failed to load is asked for again after Retry, and then shows', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let online = false;
  const load = jest.fn(() =>
    online
      ? Promise.resolve<Parts>({ Greeting: ({ name }) => <p>Hello, {name}</p> })
      : Promise.reject(new Error('offline')),
  );
  const Page = pageWith(loadWhenWanted(load));
  const user = userEvent.setup();
  renderUi(
    <Boundary>
      <Page />
    </Boundary>,
  );

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const retry = await screen.findByRole('button', { name: 'Retry' });
  online = true;
  await user.click(retry);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
});
