/** Dates of the Members section in the account's time zone (decision 0118: the account counts days in it), written
 *  as the portal writes dates: 'Dec 3, 2026' and '2026年12月3日', with the time for the activity's entries. */
import { useMemo } from 'react';
import { type Language } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useTimeZone } from '../use-time-zone';

export type AccountDates = {
  timeZone: string;
  date(iso: string): string;
  dateTime(iso: string): string;
};

function formats(language: Language, timeZone: string) {
  const locale = language === 'ja' ? 'ja-JP' : 'en-US';
  const month = language === 'ja' ? 'long' : 'short';
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone });
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month,
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return { date, dateTime };
}

export function accountDates(language: Language, wanted: string): AccountDates {
  let timeZone = wanted;
  let format: ReturnType<typeof formats>;
  try {
    format = formats(language, timeZone);
  } catch {
    // A zone this browser does not know: UTC, as the server counts.
    timeZone = 'UTC';
    format = formats(language, timeZone);
  }
  const shown = (formatter: Intl.DateTimeFormat, iso: string) => {
    const instant = new Date(iso);
    return Number.isNaN(instant.getTime()) ? iso : formatter.format(instant);
  };
  return {
    timeZone,
    date: (iso) => shown(format.date, iso),
    dateTime: (iso) => shown(format.dateTime, iso),
  };
}

export function useAccountDates(): AccountDates {
  const { language } = useShellServices();
  const { data } = useTimeZone();
  const zone = data?.timeZone ?? 'UTC';
  return useMemo(() => accountDates(language.current, zone), [language, zone]);
}
