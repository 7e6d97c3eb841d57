/** The one shape of a service's answer when it may refuse: `{ ok: true, …what it made }` or `{ ok: false, code }`
 *  with the shared error code (and, for some refusals, what the caller needs to word them). Routes turn refusals
 *  into HTTP answers, the CLI into sentences; services never throw for a refusal a user can cause. */
import type { ApiErrorCode } from 'shared-contracts';

/** A refusal by its code; `Extra` carries what the caller needs to say why (a status, the fields at fault). */
export type Failure<C extends string = ApiErrorCode, Extra extends object = object> = {
  ok: false;
  code: C;
} & Extra;

/** Success with `T`'s fields beside `ok: true`, or one of the refusals `F`. */
export type Outcome<T extends object, F extends Failure<string> = Failure> = ({ ok: true } & T) | F;

/** A refusal with nothing more to say than its code. */
export function refuse<C extends string>(code: C): Failure<C> {
  return { ok: false, code };
}
