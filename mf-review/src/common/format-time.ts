/** A moment of the desk's records (submitted, approved…) as date and time in UTC, the calendar every date of the
 *  portal is counted in: 'Nov 23, 2026 18:05 UTC', '2026年11月23日 18:05 UTC'. Text that is not a timestamp is
 *  returned unchanged, so a bad value still shows up. */
import { formatDate, type Language } from 'shared-contracts';

export function formatTimestamp(iso: string, language: Language): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const time = [at.getUTCHours(), at.getUTCMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return `${formatDate(iso, language)} ${time} UTC`;
}
