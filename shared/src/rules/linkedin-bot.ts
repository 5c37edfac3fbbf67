/**
 * Cloud bot login codes and the messages the user sees (spec 1 §8), and the login states (spec 1 §3).
 * Texts the spec gives in quotes are word for word; the spec only paraphrases the captcha, second-captcha,
 * unexpected and server-unavailable messages, so those sentences are ours.
 */
export const cloudBotLoginStates = [
  'LOGGED_IN',
  'LOGGED_IN_VERIFICATION',
  'LOGGED_IN_VERIFICATION_PHONE',
  'LOGGED_IN_VERIFICATION_EMAIL',
  'LOGGED_IN_VERIFICATION_2FA',
  'LOGGED_IN_INVALID',
] as const;
export type CloudBotLoginState = (typeof cloudBotLoginStates)[number];

const CAPTCHA_TROUBLE =
  "LinkedIn's captcha is giving us trouble right now. Please click update again to retry the connection.";

export const cloudBotErrorMessages: Record<string, string> = {
  LOGIN_ERROR: 'Something went wrong during LinkedIn login. We recommend you stop logging in for some hours.',
  CAPTCHA_DID_NOT_APPEAR: CAPTCHA_TROUBLE,
  ERROR_CAPTCHA_UNSOLVABLE: CAPTCHA_TROUBLE,
  CAPTCHA_ERROR: CAPTCHA_TROUBLE,
  SUBMIT_RETRIES_EXCEEDED: CAPTCHA_TROUBLE,
  CAPTCHA_UNSUPPORTED: CAPTCHA_TROUBLE,
  ERROR_UNKNOWN: CAPTCHA_TROUBLE,
  REQUEST_RETRIES_EXCEEDED: CAPTCHA_TROUBLE,
  ERROR_TASK_TIMEOUT: CAPTCHA_TROUBLE,
  ERROR_CAPTCHA_SOLVE_FAILED: CAPTCHA_TROUBLE,
  ERROR_ZERO_BALANCE: CAPTCHA_TROUBLE,
  SECOND_CAPTCHA_DETECTED:
    'LinkedIn asked for a second captcha. Please take a break and try again in 12-24 hours.',
  SOMETHING_UNEXPECTED_HAPPENED: 'Something unexpected happened. Please try again later.',
  SERVER_UNAVAILABLE: "LinkedIn's server is unavailable at the moment. Please try again later.",
  LOGGED_IN_INVALID: 'You have entered invalid LinkedIn credentials. Please fix them and try again.',
  VERIFICATION_INVALID:
    'The verification code is not valid. Please check the code LinkedIn sent you and try again.',
  RESET_PASSWORD_VIEW: 'Please reset your LinkedIn password and then proceed to reconnect {appName}.',
  RESTRICTED:
    'Your LinkedIn profile cannot be reached at the moment: LinkedIn has restricted it. Please check your LinkedIn account.',
};

/**
 * The message for a bot error code; `appName` fills the password-reset text.
 *
 * @example
 * cloudBotErrorMessage('LOGGED_IN_INVALID') // 'You have entered invalid LinkedIn credentials. Please fix them and try again.'
 */
export function cloudBotErrorMessage(code: string | null | undefined, appName = 'Outreach'): string | null {
  if (!code) return null;
  const m = cloudBotErrorMessages[code] ?? cloudBotErrorMessages.SOMETHING_UNEXPECTED_HAPPENED;
  return m.replace('{appName}', appName);
}

/** Connection check texts (spec 1 §8), word for word. */
export const connectionCheckTexts = {
  failure:
    "NOT Connected. Please try again, if don't work, please say user to connect linkedin credentials again!",
  success: (name: string) => `CONNECTED FINE: Linkedin name is --> ${name}`,
} as const;

export const COUNTRY_LOCKED_MESSAGE = 'Country cannot be changed while LinkedIn is active';
