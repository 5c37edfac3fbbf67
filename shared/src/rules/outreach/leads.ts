// Spec 3 §3 (Lead statuses, exclusion labels, lead in a campaign), §4 (leads, return button),
// spec 4 (`type` filter of GET /leads/campaign/{id}).
import type { LeadActionKind } from './activity.ts';

/** Lead statuses (spec 3 §3). */
export const leadStatuses = [
  'approved',
  'moved',
  'in_other_campaign',
  'in_other_member_campaign',
  'pending',
  'skipped',
  'no_picture',
  'no_premium',
  'no_open_profile',
  'first_connection',
  'no_linkedin_data',
  'no_twitter_data',
  'no_message_option',
  'abandoned',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Statuses of ignored leads: every status but approved (in the sequence) and pending (being verified). */
export const ignoredLeadStatuses = leadStatuses.filter(
  (s) => s !== 'approved' && s !== 'pending',
) as readonly Exclude<LeadStatus, 'approved' | 'pending'>[];
export type IgnoredLeadStatus = Exclude<LeadStatus, 'approved' | 'pending'>;

/**
 * The exclusion reason label of each ignored status (spec 3 §3: the twelve labels, one each).
 *
 * @example
 * exclusionReasonLabels.no_picture // 'Without profile picture'
 */
export const exclusionReasonLabels: Record<IgnoredLeadStatus, string> = {
  abandoned: 'Abandoned',
  in_other_member_campaign: 'Active in other member campaign',
  no_message_option: 'Cannot send message',
  in_other_campaign: 'In other campaign',
  first_connection: 'Is first connection',
  no_open_profile: 'Is not open profile',
  no_premium: 'Is not premium profile',
  moved: 'Moved to other campaign',
  no_linkedin_data: 'Non-existing profile',
  no_twitter_data: 'Non-existing X (Twitter) profile',
  skipped: 'Removed from the campaign',
  no_picture: 'Without profile picture',
};

export function exclusionReasonLabel(status: LeadStatus): string | null {
  return status === 'approved' || status === 'pending' ? null : exclusionReasonLabels[status];
}

/** Filter values of `type` (spec 4) — what each one selects. */
export interface LeadTypeFilter {
  /** The lead's status must be one of these. */
  statuses: readonly LeadStatus[];
  /** And, when not empty, the lead must have at least one of these actions in this campaign. */
  actions: readonly LeadActionKind[];
}

const approvedWith = (...actions: LeadActionKind[]): LeadTypeFilter => ({ statuses: ['approved'], actions });

/**
 * Spec 4's `type` values of GET /leads/campaign/{id} mapped to statuses (and, for the
 * action-based ones, the action a lead must have had). Only `approved`, `ignored` are pure
 * status filters; the rest select approved leads by their history (OURS, spec 4 gives names only).
 *
 * @example
 * leadTypeFilters.ignored.statuses.includes('skipped') // true
 * leadTypeFilters.connected // { statuses: ['approved'], actions: ['connected'] }
 */
export const leadTypeFilters = {
  approved: { statuses: ['approved'], actions: [] },
  ignored: { statuses: ignoredLeadStatuses, actions: [] },
  alreadyConnected: approvedWith('already connected'),
  alreadyInvited: approvedWith('already invited'),
  viewed: approvedWith('profile viewed'),
  requested: approvedWith('connect requested'),
  invitesPending: approvedWith('connect requested'),
  connected: approvedWith('connected'),
  followedUp: approvedWith('follow up sent'),
  messaged: approvedWith('message sent'),
  inmailed: approvedWith('inmail sent'),
  inmailSkipped: approvedWith('inmail skipped'),
  replies: approvedWith('linkedin reply detected'),
  allReplies: approvedWith(
    'linkedin reply detected',
    'inmail reply detected',
    'email reply detected',
    'twitter reply detected',
  ),
  inmailReplies: approvedWith('inmail reply detected'),
  eventMessages: approvedWith('event message sent'),
  userInteraction: approvedWith('skills endorsed', 'post liked', 'profile followed'),
  invitesWithdraw: approvedWith('invite withdrawn'),
  emailed: approvedWith('email sent'),
  emailsBounced: approvedWith('email bounced'),
  emailReplies: approvedWith('email reply detected'),
  emailOpened: approvedWith('email opened'),
  followedTwitter: approvedWith('twitter followed'),
  twitterMessageSent: approvedWith('twitter message sent'),
  groupMessageSent: approvedWith('group message sent'),
  twitterUnableToMessage: approvedWith('twitter unable to message'),
  noEmailFound: approvedWith('no email found'),
  unableToSendMessage: approvedWith('unable to send message'),
  emailUnsubscribed: approvedWith('email unsubscribed'),
  leadPostponed: approvedWith('lead postponed'),
  messagePostponed: approvedWith('message postponed'),
  unableToSendInmail: approvedWith('unable to send inmail'),
  inviteToEventFailed: approvedWith('invite to event failed'),
  inviteToEventSent: approvedWith('invite to event sent'),
  inviteToCompanyFailed: approvedWith('invite to company failed'),
  inviteToCompanySent: approvedWith('invite to company sent'),
  chainedMessagesSent: approvedWith('chained messages sent'),
  unableToSendChainedMessages: approvedWith('unable to send chained messages'),
} as const satisfies Record<string, LeadTypeFilter>;
export type LeadTypeFilterName = keyof typeof leadTypeFilters;
export const leadTypeFilterNames = Object.keys(leadTypeFilters) as LeadTypeFilterName[];

/**
 * Whether a lead matches a `type` filter. `invitesPending` additionally needs no `connected`
 * and no `invite withdrawn` action (a pending invite is one neither accepted nor withdrawn).
 */
export function leadMatchesType(
  lead: { status: LeadStatus; actions: readonly LeadActionKind[] },
  type: LeadTypeFilterName,
): boolean {
  const f: LeadTypeFilter = leadTypeFilters[type];
  if (!f.statuses.includes(lead.status)) return false;
  if (f.actions.length > 0 && !f.actions.some((a) => lead.actions.includes(a))) return false;
  if (type === 'invitesPending') {
    return !lead.actions.includes('connected') && !lead.actions.includes('invite withdrawn');
  }
  return true;
}

// ── A lead's place in a campaign (spec 3 §3, §4) ──────────────────────────────────────

export const leadCampaignLabels = {
  campaignDeleted: 'Campaign deleted',
  deletedFromCampaign: 'Deleted from campaign',
  returnToCampaign: 'Return to campaign',
  returnedToCampaign: 'Returned to campaign',
  notInCampaign: 'The Lead is not in the campaign',
} as const;

/** The mark next to a returned reply (spec 3 §4). */
export const returnedMark = '(Returned to campaign)';
export const returnedToSequenceToast = 'The lead was returned to sequence';

/** Which of the "lead in a campaign" texts applies, or null when the lead is simply in it. */
export function leadCampaignLabel(x: {
  isCampaignRemoved?: boolean;
  isLeadRemoved?: boolean;
  isReturnToCampaign?: boolean;
  inCampaign?: boolean;
}): string | null {
  if (x.isCampaignRemoved) return leadCampaignLabels.campaignDeleted;
  if (x.isLeadRemoved) return leadCampaignLabels.deletedFromCampaign;
  if (x.isReturnToCampaign) return leadCampaignLabels.returnedToCampaign;
  if (x.inCampaign === false) return leadCampaignLabels.notInCampaign;
  return null;
}

/**
 * The return button on a reply is enabled only when the feature is available, the reply is not
 * already returned, the lead status is approved and the campaign is not removed (spec 3 §4).
 */
export function canReturnToCampaign(x: {
  featureAvailable: boolean;
  isReturnToCampaign: boolean;
  leadStatus: LeadStatus | string;
  isCampaignRemoved: boolean;
}): boolean {
  return x.featureAvailable && !x.isReturnToCampaign && x.leadStatus === 'approved' && !x.isCampaignRemoved;
}

/** Notes are only for 1st-degree connections (spec 3 §5). */
export const notesOnlyForConnectionsMessage = 'Notes feature is available just for your connections.';
export function canEditNotes(degree: number | null | undefined): boolean {
  return degree === 1;
}

/** Empty leads state while verifying or searching (spec 3 §8). */
export const noLeadsYetMessage =
  'No leads at this time, wait while the product verifies (CSV) or searches out new leads.';

/** Lead edit form fields (spec 3 §3): title is shown as Position. */
export const leadEditFields = ['firstName', 'lastName', 'title', 'company'] as const;
