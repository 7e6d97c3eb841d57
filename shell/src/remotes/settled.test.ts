import { outcomeOf, track } from './settled';

test('a tracked promise reads as pending until it settles, then as its value', async () => {
  let resolve: (value: string) => void = () => undefined;
  const promise = track(new Promise<string>((done) => (resolve = done)));
  expect(outcomeOf(promise)).toEqual({ status: 'pending' });

  resolve('loaded');
  await promise;

  expect(outcomeOf(promise)).toEqual({ status: 'fulfilled', value: 'loaded' });
});

test('a rejection is kept with its reason and counts as handled', async () => {
  const reason = new Error('down');
  const promise = track(Promise.reject(reason));
  await promise.catch(() => undefined);

  expect(outcomeOf(promise)).toEqual({ status: 'rejected', reason });
});

test('an untracked promise reads as pending, and tracking twice follows it once', async () => {
  const promise = Promise.resolve(1);
  expect(outcomeOf(promise)).toEqual({ status: 'pending' });
  expect(track(track(promise))).toBe(promise);
  await promise;
  expect(outcomeOf(promise)).toEqual({ status: 'fulfilled', value: 1 });
});
