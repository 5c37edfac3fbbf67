import { parseCompanyUrl } from '@outreach/shared/schemas/linkedin-urls';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = Omit<ActionPayloads['invite-to-company'], 'companySlug' | 'name'>;

/**
 * What the bot does for an Invite to company step: the lead invited to follow the campaign's company
 * page (its search URL: the step has no company field in spec 3 §3). No company, no action.
 *
 * @example
 * planInviteToCompany('https://www.linkedin.com/company/acme-inc/', base, 'Ada Lovelace')
 * // { type: 'invite-to-company', payload: { ...base, companySlug: 'acme-inc', name: 'Ada Lovelace' } }
 */
export function planInviteToCompany(
  campaignUrl: string | undefined,
  base: Base,
  name: string | undefined,
): { type: 'invite-to-company'; payload: ActionPayloads['invite-to-company'] } | null {
  const slug = campaignUrl ? parseCompanyUrl(campaignUrl) : null;
  if (!slug) return null;
  const trimmed = name?.trim();
  return {
    type: 'invite-to-company',
    payload: { ...base, companySlug: slug.toLowerCase(), ...(trimmed ? { name: trimmed } : {}) },
  };
}

/**
 * The activity kind of an invitation's outcome (ours): sent (or found sent) or failed; a lead
 * already following gets none. Either way the lead goes on (an invitation is not a message).
 * `not-found` without a reason: null (the profile is gone).
 */
export function inviteToCompanyOutcomeKind(
  result: string | undefined,
): { kind: 'invite to company sent' | 'invite to company failed' | null } | null {
  switch (result) {
    case 'invited':
    case 'already-invited':
      return { kind: 'invite to company sent' };
    case 'following':
      return { kind: null };
    case 'not-found':
      return null;
    default:
      return { kind: 'invite to company failed' };
  }
}
