import * as z from 'zod';

/** The longest email address SMTP carries (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The forms' email pattern: one @, no spaces, a dot in the domain. Only ever run on ≤ 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailFieldOptions {
  /** The message for anything that is not an email address (a too-long one included). */
  invalid: string;
  /** The message for an empty field; `invalid` when not given. */
  required?: string;
  /** A minimum length with its own message (the SMTP reply-to form). */
  min?: { length: number; message: string };
  /** Lower-case the address (account and invite emails). */
  lowercase?: boolean;
  /** `zod`: zod's email format; `pattern` (default): the forms' `EMAIL_PATTERN`. */
  format?: 'pattern' | 'zod';
}

/**
 * The one email field of every request and form: trimmed, required, at most 254 characters, then the
 * format. The length is checked first and aborts, so no unbounded input reaches a regex or a key.
 *
 * @example
 * zEmail({ invalid: 'Please enter a valid email' }).safeParse(' a@b.co ').data // 'a@b.co'
 * zEmail({ invalid: 'Please enter a valid email' }).safeParse(`${'a'.repeat(250)}@b.co`).success // false
 */
export function zEmail(o: EmailFieldOptions) {
  const required = o.required ?? o.invalid;
  let s = z.string({ error: required }).trim();
  if (o.lowercase) s = s.toLowerCase();
  s = s.min(1, { error: required, abort: true }).max(EMAIL_MAX_LENGTH, { error: o.invalid, abort: true });
  if (o.min) s = s.min(o.min.length, { error: o.min.message, abort: true });
  return o.format === 'zod' ? s.pipe(z.email(o.invalid)) : s.regex(EMAIL_PATTERN, o.invalid);
}
