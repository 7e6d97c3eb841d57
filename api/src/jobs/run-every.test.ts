import { runEvery } from './run-every';

function fakeLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => void errors.push(args) } };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs at once, then once every interval, and not again after stop', async () => {
  let runs = 0;
  const { log } = fakeLog();
  const stop = runEvery(60_000, async () => void (runs += 1), { log, failure: 'the job failed' });
  expect(runs).toBe(1);

  await jest.advanceTimersByTimeAsync(59_999);
  expect(runs).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toBe(2);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(runs).toBe(4);

  await stop();
  await jest.advanceTimersByTimeAsync(600_000);
  expect(runs).toBe(4);
});

test('a failed run is logged with its error and message only, and the next run still comes', async () => {
  const failure = new Error('the database went away');
  let runs = 0;
  const { log, errors } = fakeLog();
  const stop = runEvery(
    1000,
    async () => {
      runs += 1;
      if (runs === 1) throw failure;
    },
    { log, failure: 'ending expired ads failed' },
  );
  await jest.advanceTimersByTimeAsync(0);
  expect(errors).toEqual([[{ err: failure }, 'ending expired ads failed']]);

  await jest.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(2);
  expect(errors).toHaveLength(1);
  await stop();
});

test('a run that throws before it returns a promise is logged too', async () => {
  const { log, errors } = fakeLog();
  const stop = runEvery(
    1000,
    () => {
      throw new Error('no connection');
    },
    { log, failure: 'reconciling payments failed' },
  );
  await stop();
  expect(errors).toEqual([[{ err: new Error('no connection') }, 'reconciling payments failed']]);
});

test('stop waits for the run in progress to finish', async () => {
  let finish: () => void = () => undefined;
  let finished = false;
  const { log } = fakeLog();
  const stop = runEvery(
    1000,
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          finished = true;
          resolve();
        };
      }),
    { log, failure: 'the job failed' },
  );
  let stopped = false;
  const stopping = stop().then(() => void (stopped = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);

  finish();
  await stopping;
  expect(finished).toBe(true);
  expect(stopped).toBe(true);
});
