/** The time zones the account can pick, each with its current offset ('Asia/Tokyo (UTC+09:00)'). The names are the
 *  browser's own list; the offsets are computed with temporal-polyfill, loaded only by the account page when the
 *  list is first shown (decision 0118). */

export type TimeZoneOption = { name: string; label: string };

/** Every IANA zone the browser knows, UTC first. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}

/** 'UTC+09:00', 'UTC-04:00', 'UTC+00:00'. */
export function offsetLabel(offset: string): string {
  return `UTC${offset.startsWith('-') ? offset : offset.startsWith('+') ? offset : `+${offset}`}`;
}

/** The zones with their offset at `now`. */
export async function timeZoneOptions(now: Date = new Date()): Promise<TimeZoneOption[]> {
  const { Temporal } = await import('temporal-polyfill');
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  return timeZoneNames().flatMap((name) => {
    try {
      const offset = instant.toZonedDateTimeISO(name).offset;
      return [{ name, label: `${name} (${offsetLabel(offset)})` }];
    } catch {
      return [];
    }
  });
}
