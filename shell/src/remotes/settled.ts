/** Remembers how a remote's load ended, so a page can render an already loaded remote at once, in the same render,
 *  instead of waiting a turn for the promise: a route change into a preloaded remote shows no spinner. The loader
 *  tracks every load it starts (load-remote-routes.ts); the boundary tracks whatever load it is given. */
export type Outcome<T> =
  { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const outcomes = new WeakMap<Promise<unknown>, Outcome<unknown>>();

/** Starts following `promise` (once) and returns it; its outcome is readable with outcomeOf as soon as it settles. */
export function track<T>(promise: Promise<T>): Promise<T> {
  if (outcomes.has(promise)) return promise;
  outcomes.set(promise, { status: 'pending' });
  promise.then(
    (value) => outcomes.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** How a tracked promise has ended so far; an untracked one counts as pending. */
export function outcomeOf<T>(promise: Promise<T>): Outcome<T> {
  // Only track() writes the map, with the value the promise itself resolved to.
  return (outcomes.get(promise) as Outcome<T> | undefined) ?? { status: 'pending' };
}
