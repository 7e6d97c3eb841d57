/** The date arithmetic of the date picker on ISO days ('YYYY-MM-DD'), the form's own value format: month grids
 *  that start on Sunday, moves by day, week, month and year that keep the day inside the month, and the window
 *  of allowed days. Plain functions on UTC dates, so the visitor's time zone can never shift a day. */

export type IsoDay = string;

type Parts = { year: number; month: number; day: number };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month (1–12) and day of an ISO day, or null when it is not a real calendar day. */
export function parseIsoDay(value: string): Parts | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toIsoDay(year: number, month: number, day: number): IsoDay {
  const date = new Date(Date.UTC(year, month - 1, day));
  // setUTCFullYear keeps years below 100 from being read as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  return date.toISOString().slice(0, 10);
}

/** The UTC Date of an ISO day, for Intl formatting with timeZone 'UTC'. */
export function utcDate(iso: IsoDay): Date {
  return new Date(`${iso}T00:00:00.000Z`);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(iso: IsoDay): Parts {
  const parsed = parseIsoDay(iso);
  if (!parsed) throw new Error(`Not an ISO day: ${iso}`);
  return parsed;
}

export function addDays(iso: IsoDay, days: number): IsoDay {
  const date = utcDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 month = 28 February). */
export function addMonths(iso: IsoDay, months: number): IsoDay {
  const { year, month, day } = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toIsoDay(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Sunday of the day's week (0) or Saturday (6); both languages' calendars start on Sunday. */
export function dayOfWeek(iso: IsoDay): number {
  return utcDate(iso).getUTCDay();
}

/** The weeks of a month, Sunday to Saturday; days of the months around it are null. */
export function monthWeeks(year: number, month: number): (IsoDay | null)[][] {
  const first = toIsoDay(year, month, 1);
  const cells: (IsoDay | null)[] = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(toIsoDay(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** ISO days compare as strings. */
export function isWithin(iso: IsoDay, min: IsoDay | undefined, max: IsoDay | undefined): boolean {
  return (min === undefined || iso >= min) && (max === undefined || iso <= max);
}

export function clampDay(iso: IsoDay, min: IsoDay | undefined, max: IsoDay | undefined): IsoDay {
  if (min !== undefined && iso < min) return min;
  if (max !== undefined && iso > max) return max;
  return iso;
}

export function yearOf(iso: IsoDay): number {
  return parts(iso).year;
}

/** The year grid's years: `count` years from the earliest allowed one (so the whole window is always on it), or
 *  around the shown year when there is no earliest day. */
export function yearGrid(shown: IsoDay, min: IsoDay | undefined, count: number): number[] {
  const first = min !== undefined ? yearOf(min) : yearOf(shown) - Math.floor(count / 2);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The day in `year` with the same month and day (29 February → 28), kept inside the window. */
export function inYear(iso: IsoDay, year: number, min: IsoDay | undefined, max: IsoDay | undefined): IsoDay {
  return clampDay(addMonths(iso, (year - yearOf(iso)) * 12), min, max);
}

export function todayIsoDay(): IsoDay {
  return new Date().toISOString().slice(0, 10);
}
