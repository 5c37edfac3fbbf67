import { LOGIN_POLLING_STATUSES } from '@outreach/shared/constants/account';
import { isBotConnected, isBotLoggingIn } from '@outreach/shared/rules/shell';
import type { CloudBotInfo } from './api/linkedinApi.ts';

/** The LinkedIn profile fields of GET /users/me the integration reads. */
export interface LinkedInProfileFields {
  isLinkedinActive?: boolean;
  isLinkedInLoginValid?: boolean;
  linkedInEmail?: string | null;
  cloudBotStatus?: { loginStatus?: string | null } | null;
}

/**
 * What the LinkedIn tab shows (spec 1 §4): the credentials form, the login in progress, the 6-digit
 * code step, the try-again block (a code step that can no longer be used), connected, or broken.
 */
export type LinkedInView = 'form' | 'loading' | 'code' | 'tryAgain' | 'connected' | 'broken';

export function linkedInView(input: {
  profile: LinkedInProfileFields | undefined;
  info: CloudBotInfo | undefined;
  /** A connect call is in flight or the page is polling after 408/425/504/524. */
  busy: boolean;
}): LinkedInView {
  const { profile, info, busy } = input;
  if (busy) return 'loading';
  const active = Boolean(profile?.isLinkedinActive);
  if (!active) return 'form';
  const loginStatus = info?.loginStatus ?? profile?.cloudBotStatus?.loginStatus ?? null;
  if (loginStatus?.startsWith('LOGGED_IN_VERIFICATION')) return info?.isCodeUsable ? 'code' : 'tryAgain';
  if (isBotConnected({ isLinkedInLoginValid: Boolean(profile?.isLinkedInLoginValid), loginStatus }))
    return 'connected';
  if (
    !info?.data?.error &&
    isBotLoggingIn({ isActive: active, loginStatus, tryingLogin: info?.trying_login ?? false })
  )
    return 'loading';
  return 'broken';
}

/** Login answers that mean "still working": poll the status every 5 s (spec 1 §4). */
export function isPollingStatus(status: number): boolean {
  return (LOGIN_POLLING_STATUSES as readonly number[]).includes(status);
}

/** Polling ends once the bot is no longer trying and has a verdict (a status or an error). */
export function isLoginSettled(info: CloudBotInfo | undefined): boolean {
  if (!info) return false;
  if (info.data?.error) return true;
  return !info.trying_login && Boolean(info.loginStatus);
}

/** The browser's timezone for POST /users/me/bots, falling back to America/Los_Angeles (spec 1 §5). */
export function guessTimezone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
