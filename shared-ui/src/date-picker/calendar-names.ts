/** The date picker's month, weekday and day names in the interface language, from Intl (so Japanese pages read
 *  2026年3月 and 日 月 火 …, never the browser's own words), always in UTC like the ISO days they name. */
import type { Language } from 'shared-contracts';
import { toIsoDay, utcDate, type IsoDay } from './calendar';

const LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', ...options });
}

/** "March 2026" / "2026年3月". */
export function monthTitle(year: number, month: number, language: Language): string {
  return format(language, { year: 'numeric', month: 'long' }).format(utcDate(toIsoDay(year, month, 1)));
}

/** "Tuesday, March 17, 2026" / "2026年3月17日火曜日": the name of a day button. */
export function fullDayName(iso: IsoDay, language: Language): string {
  return format(language, { dateStyle: 'full' }).format(utcDate(iso));
}

/** "2026" / "2026年". */
export function yearName(year: number, language: Language): string {
  return format(language, { year: 'numeric' }).format(utcDate(toIsoDay(year, 1, 1)));
}

/** Sunday to Saturday, short ("Sun" / "日") and long ("Sunday" / "日曜日") for the column headers. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  const short = format(language, { weekday: 'short' });
  const long = format(language, { weekday: 'long' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utcDate(toIsoDay(1970, 1, 4 + index));
    return { short: short.format(day), long: long.format(day) };
  });
}
