/** The browser's time zone, which a new account's results start in (the API falls back to UTC for one it does not
 *  know): sent by sign-up and by accepting an invitation as a new person. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
