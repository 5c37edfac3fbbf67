import { actionLabel } from '@outreach/shared/rules/outreach/activity';
import { exclusionReasonLabel, type LeadStatus } from '@outreach/shared/rules/outreach/leads';

/**
 * A lead's status as the leads table shows it: in the sequence, being verified, or the shared
 * exclusion reason for ignored leads.
 *
 * @example
 * leadStatusLabel('no_picture') // 'Without profile picture'
 */
export function leadStatusLabel(status: string): string {
  if (status === 'approved') return 'In sequence';
  if (status === 'pending') return 'Verifying';
  return exclusionReasonLabel(status as LeadStatus) ?? status;
}

/** The last action of a lead, or a dash. */
export function lastActionLabel(kind: string | null | undefined): string {
  return kind ? actionLabel(kind) : '—';
}
