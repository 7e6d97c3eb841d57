/** The API's notion of now for the scheduled mails (product.md, Mails about ads). It is the real time, except in a
 *  development API started with TEST_CLOCK=true, where the test clock's route may set it (journeys reach a start
 *  day or a Monday without waiting; config.ts refuses TEST_CLOCK in production). A set clock keeps running from the
 *  time it was set to. */
export type Clock = {
  now(): Date;
  /** Whether the clock has been moved away from the real time. */
  readonly moved: boolean;
  /** Moves the clock to `to`, or back to the real time with null. */
  set(to: Date | null): void;
};

export function createClock(real: () => number = () => Date.now()): Clock {
  let offsetMs: number | null = null;
  return {
    now: () => new Date(real() + (offsetMs ?? 0)),
    get moved() {
      return offsetMs !== null;
    },
    set(to) {
      offsetMs = to === null ? null : to.getTime() - real();
    },
  };
}
