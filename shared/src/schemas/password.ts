import * as z from 'zod';

/** Spec 1 §5 password messages, word for word. */
export const passwordMessages = {
  required: 'Please enter a password',
  min: 'Please enter a password at least 6 characters long',
  max: 'Please enter a password that is a maximum of 100 characters long',
  complexity:
    'Please enter a password that contains at least 1 uppercase letter, lowercase letter, number and special symbol',
} as const;

/**
 * Spec 1 §5: 6 to 100 characters, at least one digit, lowercase, uppercase and special symbol, no spaces.
 *
 * @example
 * ZPassword.safeParse('Secret1!').success // true
 * ZPassword.safeParse('secret').success   // false
 */
export const ZPassword = z
  .string({ error: passwordMessages.required })
  .min(1, { error: passwordMessages.required, abort: true })
  .min(6, passwordMessages.min)
  .max(100, passwordMessages.max)
  .refine(
    (v) => /\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /[^A-Za-z0-9\s]/.test(v) && !/\s/.test(v),
    passwordMessages.complexity,
  );
