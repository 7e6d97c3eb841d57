/** A calendar date in UTC, the only kind of date the portal counts in (start and end dates, stats days, "today").
 *  It replaces Temporal.PlainDate with the part we use, over Date.UTC arithmetic, so that no 18 KB polyfill
 *  rides on every first visit (decision 0039). Same rules as Temporal: months clamp, invalid text is refused. */

const MS_PER_DAY = 86_400_000;
/** Date's range: ±100,000,000 days around 1970-01-01 (-271821-04-20 … +275760-09-13). */
const MAX_EPOCH_DAY = 100_000_000;

/** 'YYYY-MM-DD', or the six-digit signed year ISO 8601 allows ('+275760-09-12'); '-000000' is not a year. */
const DATE = '([+-](?!0{6})\\d{6}|\\d{4})-(\\d{2})-(\\d{2})';
/** An optional time ('T10:00', 'T23:59:59.999', ' 10:00:00,5') and offset ('Z', '+09:00', '-0500', '+09'). */
const TIME =
  '(?:[Tt ](\\d{2})(?::(\\d{2})(?::(\\d{2})(?:[.,]\\d{1,9})?)?)?(?:([Zz])|([+-])(\\d{2})(?::?(\\d{2}))?)?)?';
const ISO_DATE = new RegExp(`^${DATE}$`);
const ISO_DATE_TIME = new RegExp(`^${DATE}${TIME}$`);

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days since 1970-01-01 of a valid date. setUTCFullYear, unlike Date.UTC, leaves years 0–99 as they are. */
function epochDayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / MS_PER_DAY;
}

function checkInteger(value: number, name: string): number {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer, not ${value}`);
  return value;
}

export type DateDuration = { months?: number; days?: number };

export class PlainDate {
  readonly year: number;
  /** 1 (January) … 12. */
  readonly month: number;
  readonly day: number;
  /** Days since 1970-01-01; orders dates. */
  private readonly epochDay: number;

  private constructor(epochDay: number) {
    if (!(Math.abs(epochDay) <= MAX_EPOCH_DAY))
      throw new RangeError('the date is outside the supported range');
    const date = new Date(epochDay * MS_PER_DAY);
    this.epochDay = epochDay;
    this.year = date.getUTCFullYear();
    this.month = date.getUTCMonth() + 1;
    this.day = date.getUTCDate();
  }

  /** The date of an ISO calendar date ('2026-11-22'); a RangeError for anything else, as Temporal throws. */
  static from(text: string): PlainDate {
    const match = ISO_DATE.exec(text);
    const date = match ? PlainDate.ofParts(match[1], match[2], match[3]) : null;
    if (!date) throw new RangeError(`'${text}' is not an ISO calendar date`);
    return date;
  }

  /**
   * The calendar date of ISO text, or null: a date as it is, an instant with an offset ('…T23:30:00Z',
   * '…T01:00:00+09:00') as its date in UTC, a date and time without offset as its date. Impossible values
   * (2026-02-30, 25:00, offset +24:00) are refused. Only the extended format: the wire and the forms send no other.
   */
  static parse(text: string): PlainDate | null {
    const match = ISO_DATE_TIME.exec(text);
    if (!match) return null;
    const [
      ,
      year,
      month,
      day,
      hour = '0',
      minute = '0',
      second = '0',
      zulu,
      sign,
      offsetHours,
      offsetMinutes,
    ] = match;
    const date = PlainDate.ofParts(year, month, day);
    // A leap second (:60) is read as :59, as Temporal does.
    if (!date || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 60) return null;
    if (!zulu && !sign) return date;
    const offset = sign ? Number(offsetHours) * 60 + Number(offsetMinutes ?? '0') : 0;
    if (offset >= 24 * 60 || Number(offsetMinutes ?? '0') > 59) return null;
    // Seconds cannot move an instant across midnight once the offset (whole minutes) is applied.
    const minutes =
      date.epochDay * 1440 + Number(hour) * 60 + Number(minute) - (sign === '-' ? -offset : offset);
    const ms = minutes * 60_000;
    // An instant must lie within Date's (and Temporal.Instant's) range of ±8.64e15 ms.
    if (Math.abs(ms) > MAX_EPOCH_DAY * MS_PER_DAY) return null;
    return new PlainDate(Math.floor(minutes / 1440));
  }

  /** The UTC date of an instant in milliseconds since the epoch: todayUtc() is fromEpochMilliseconds(Date.now()). */
  static fromEpochMilliseconds(ms: number): PlainDate {
    return new PlainDate(Math.floor(ms / MS_PER_DAY));
  }

  /** -1, 0 or 1, to sort ascending: dates.sort(PlainDate.compare). */
  static compare(a: PlainDate, b: PlainDate): -1 | 0 | 1 {
    return a.epochDay < b.epochDay ? -1 : a.epochDay > b.epochDay ? 1 : 0;
  }

  private static ofParts(year?: string, month?: string, day?: string): PlainDate | null {
    const [y, m, d] = [Number(year), Number(month), Number(day)];
    if (!(m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m))) return null;
    const epochDay = epochDayOf(y, m, d);
    return Math.abs(epochDay) <= MAX_EPOCH_DAY ? new PlainDate(epochDay) : null;
  }

  /** ISO weekday: 1 (Monday) … 7 (Sunday). */
  get dayOfWeek(): number {
    return ((((this.epochDay + 3) % 7) + 7) % 7) + 1;
  }

  /** Months first, clamping a day the target month lacks to its last day (Jan 31 + 1 month = Feb 28 or 29, as
   *  Temporal's overflow 'constrain'), then days. A RangeError if the result leaves the supported range. */
  add({ months = 0, days = 0 }: DateDuration): PlainDate {
    const monthIndex = this.year * 12 + (this.month - 1) + checkInteger(months, 'months');
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    const day = Math.min(this.day, daysInMonth(year, month));
    return new PlainDate(epochDayOf(year, month, day) + checkInteger(days, 'days'));
  }

  /** add() with the duration negated: months back first (clamped), then days. */
  subtract({ months = 0, days = 0 }: DateDuration): PlainDate {
    return this.add({ months: -months, days: -days });
  }

  equals(other: PlainDate): boolean {
    return this.epochDay === other.epochDay;
  }

  /** '2026-11-22'; years outside 0–9999 as ISO 8601's signed six digits ('+275760-09-12'). */
  toString(): string {
    const year =
      this.year >= 0 && this.year <= 9999
        ? String(this.year).padStart(4, '0')
        : `${this.year < 0 ? '-' : '+'}${String(Math.abs(this.year)).padStart(6, '0')}`;
    return `${year}-${String(this.month).padStart(2, '0')}-${String(this.day).padStart(2, '0')}`;
  }

  toJSON(): string {
    return this.toString();
  }

  /** As Temporal does: `<` and `>` between dates would compare nothing useful, so they throw. Use compare(). */
  valueOf(): never {
    throw new TypeError('use PlainDate.compare() to compare dates');
  }
}
