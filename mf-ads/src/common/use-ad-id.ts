/** The `:id` route parameter of the ad pages as a positive whole number, or null when it cannot be an ad's id
 *  (the pages then go to /404 without asking the server). */
import { useParams } from 'react-router';

export function parseAdId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function useAdId(): number | null {
  return parseAdId(useParams().id);
}
