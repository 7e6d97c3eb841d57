/** The time zones the account can pick, each with its current offset ('Asia/Tokyo (UTC+09:00)'). The names are the
 *  browser's own list and the offsets its own Intl data (`timeZoneName: 'longOffset'`), so the list costs no bytes
 *  (decision 0118: the days themselves are built by the API). */

export type TimeZoneOption = { name: string; label: string };

/** Every IANA zone the browser knows, UTC first. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}

/** 'UTC+09:00', 'UTC-04:00', 'UTC+00:00' from an offset ('+09:00') or Intl's long offset ('GMT+09:00', 'GMT'). */
export function offsetLabel(offset: string): string {
  const bare = offset.replace(/^GMT/, '');
  return `UTC${bare === '' ? '+00:00' : /^[+-]/.test(bare) ? bare : `+${bare}`}`;
}

/** The offset of `timeZone` at `now`, as Intl gives it ('GMT+09:00'). */
function offsetAt(timeZone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/** The zones with their offset at `now`. */
export function timeZoneOptions(now: Date = new Date()): TimeZoneOption[] {
  return timeZoneNames().flatMap((name) => {
    try {
      return [{ name, label: `${name} (${offsetLabel(offsetAt(name, now))})` }];
    } catch {
      return [];
    }
  });
}
