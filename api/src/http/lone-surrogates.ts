/** Whether a parsed JSON body holds half of a surrogate pair in any string, key or value, at any depth. JSON can
 *  carry one (`"\ud822"`), UTF-8 cannot: the embedded database stores a lone half as U+FFFD, altering what was
 *  sent, and refuses two as an invalid byte sequence. The API's JSON parser answers such a body with a 400, so no
 *  field, checked by its schema or not, reaches a query with one (app.ts). Walked without recursion, since a body
 *  within the size limit may nest deeper than the stack. */
import { hasLoneSurrogate } from 'shared-contracts/api';

/** Only an escape can put a lone half in JSON text (raw UTF-8 cannot encode one), so a body without `\u` followed
 *  by a surrogate's first digits needs no walk. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

export function holdsLoneSurrogate(text: string, parsed: unknown): boolean {
  if (!SURROGATE_ESCAPE.test(text)) return false;
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
