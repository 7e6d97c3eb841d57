/** Field rules that several forms share (email, required text, link URL), each carrying message references so
 *  every form words the same mistake the same way. */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, LINK_URL_MAX_LENGTH } from '../limits';
import type { MessageId } from '../messages';
import { messageRef } from './issues';

type EmailOptions = {
  field?: MessageId;
  /** The message for an empty value; forgot-password asks for the email used at sign-up. */
  required?: MessageId;
  max?: number;
};

/** Trimmed and lowercased before it is checked, so ' Ann@Example.COM ' is stored as 'ann@example.com'. */
export function emailSchema({ field = 'field.email', required, max = EMAIL_MAX_LENGTH }: EmailOptions = {}) {
  const empty = required ? messageRef(required) : messageRef('validation.required-enter', { field });
  return v.pipe(
    v.string(empty),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(empty),
    v.email(messageRef('validation.email')),
    v.maxLength(max, messageRef('validation.max-letters', { field, max })),
  );
}

/** Trimmed text of 1 to `max` characters. */
export function requiredTextSchema(field: MessageId, max: number) {
  return v.pipe(
    v.string(messageRef('validation.required-enter', { field })),
    v.trim(),
    v.nonEmpty(messageRef('validation.required-enter', { field })),
    v.maxLength(max, messageRef('validation.max-letters', { field, max })),
  );
}

/**
 * Only web addresses an ad may send people to: http or https with a host. `javascript:`, `data:`, `ftp:` and
 * the like are refused, since the link is rendered in other people's exhibitions and followed by the click counter.
 */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export function linkUrlSchema(field: MessageId = 'field.ad-link-url') {
  return v.pipe(
    v.string(messageRef('validation.required-enter', { field })),
    v.trim(),
    v.nonEmpty(messageRef('validation.required-enter', { field })),
    v.maxLength(
      LINK_URL_MAX_LENGTH,
      messageRef('validation.max-letters', { field, max: LINK_URL_MAX_LENGTH }),
    ),
    v.check(isWebUrl, messageRef('validation.url')),
  );
}
