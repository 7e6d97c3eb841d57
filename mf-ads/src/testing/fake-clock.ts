/** Test-only: fixes "today" for date rules (default start date, picker range, formatted dates) while timers stay
 *  real, so msw, SWR and user-event run as usual. */
export function fixToday(isoInstant: string): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(isoInstant),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
