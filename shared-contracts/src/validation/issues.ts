/** How form rules carry their texts: a valibot issue message is a compact reference, the message id plus its
 *  values in query form ('validation.max-letters?field=field.ad-title&max=100'). Both the UI and the API turn it
 *  into LocalizedText per field, so one schema gives the same wording in a form and in a 400 body. */
import * as v from 'valibot';
import type { LocalizedText } from '../language';
import { isMessageId, localize, type MessageId, type MessageValues } from '../messages';

export function messageRef(id: MessageId, values?: MessageValues): string {
  if (!values || Object.keys(values).length === 0) return id;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) params.set(name, String(value));
  return `${id}?${params.toString()}`;
}

/** The id and values of a reference, or null for any other text (such as a default valibot message). */
export function parseMessageRef(ref: string): { id: MessageId; values: MessageValues } | null {
  const separator = ref.indexOf('?');
  const id = separator === -1 ? ref : ref.slice(0, separator);
  if (!isMessageId(id)) return null;
  const values: MessageValues = {};
  if (separator !== -1)
    for (const [name, value] of new URLSearchParams(ref.slice(separator + 1))) values[name] = value;
  return { id, values };
}

/** An issue whose message is not a reference (a rule written without one) still shows a text in both languages. */
export function localizeMessageRef(ref: string): LocalizedText {
  const parsed = parseMessageRef(ref);
  return parsed ? localize(parsed.id, parsed.values) : localize('validation.invalid');
}

/** Issues that concern the whole input rather than one field are keyed by this empty path. */
export const ROOT_ISSUE_PATH = '';

/** The first issue of each field, by dot path ('email', 'newPassword'), in both languages. */
export function localizeIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, LocalizedText> {
  const fields: Record<string, LocalizedText> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ROOT_ISSUE_PATH;
    fields[path] ??= localizeMessageRef(issue.message);
  }
  return fields;
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, LocalizedText> };

export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, fields: localizeIssues(result.issues) };
}
