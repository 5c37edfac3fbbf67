// Spec 3 §3 (Lead action, Activity item), §8 (activity action labels), §2 (activity and
// dashboard cards). The action kinds are our API values for `description` (spec 4 shows
// "linkedin reply detected"); the spec only says "a long list of action types exists".

/** Action kinds a lead's history can hold (`description` of an activity item). OURS, after spec 3 §3 and spec 4. */
export const leadActionKinds = [
  'lead found',
  'profile viewed',
  'skills endorsed',
  'post liked',
  'profile followed',
  'connect requested',
  'already connected',
  'already invited',
  'connected',
  'invite withdrawn',
  'unable to resend invitation',
  'follow up sent',
  'could not send follow up',
  'message sent',
  'unable to send message',
  'chained messages sent',
  'unable to send chained messages',
  'message postponed',
  'lead postponed',
  'linkedin reply detected',
  'inmail sent',
  'inmail skipped',
  'unable to send inmail',
  'inmail reply detected',
  'email sent',
  'email opened',
  'email bounced',
  'email reply detected',
  'email unsubscribed',
  'no email found',
  'greeting sent',
  'group message sent',
  'unable to send group message',
  'event message sent',
  'unable to send event message',
  'invite to event sent',
  'invite to event failed',
  'invite to company sent',
  'invite to company failed',
  'twitter followed',
  'twitter message sent',
  'twitter unable to message',
  'twitter reply detected',
  'returned to campaign',
  /** A Condition step sent the lead down its YES or NO path (issue #9). */
  'took yes path',
  'took no path',
] as const;
export type LeadActionKind = (typeof leadActionKinds)[number];

/** Reply kinds (count as replies everywhere). */
export const replyActionKinds = [
  'linkedin reply detected',
  'inmail reply detected',
  'email reply detected',
  'twitter reply detected',
] as const satisfies readonly LeadActionKind[];

/**
 * Activity filter labels (spec 3 §8 "Activity action labels") and the kinds each one covers.
 *
 * @example
 * activityActionFilters.Invites // ['connect requested']
 */
export const activityActionFilters = {
  Found: ['lead found'],
  Viewed: ['profile viewed'],
  Invites: ['connect requested'],
  Connected: ['connected'],
  Messages: ['message sent', 'follow up sent', 'chained messages sent'],
  Replies: ['linkedin reply detected', 'inmail reply detected', 'email reply detected'],
  'Email opened': ['email opened'],
  Emailed: ['email sent'],
  'Email bounced': ['email bounced'],
  InMails: ['inmail sent'],
  Greetings: ['greeting sent'],
  'Group and Event Messages': ['group message sent', 'event message sent'],
  'X (Twitter) DMs': ['twitter message sent'],
  'Follows and replies': ['twitter followed', 'twitter reply detected'],
  'Invites withdrawn': ['invite withdrawn'],
  'Returned to campaign': ['returned to campaign'],
} as const satisfies Record<string, readonly LeadActionKind[]>;
export type ActivityActionFilter = keyof typeof activityActionFilters;
export const activityActionFilterLabels = Object.keys(activityActionFilters) as ActivityActionFilter[];

/** The filter a kind belongs to, if any. */
export function activityFilterOf(kind: LeadActionKind): ActivityActionFilter | null {
  for (const label of activityActionFilterLabels) {
    if ((activityActionFilters[label] as readonly string[]).includes(kind)) return label;
  }
  return null;
}

/** Labels the spec spells out for single kinds (spec 3 §8); others read as the kind, capitalised. */
const kindLabels: Partial<Record<LeadActionKind, string>> = {
  'could not send follow up': 'Could not send Follow up',
  'unable to resend invitation': 'Unable to resend invitation',
  'returned to campaign': 'Returned to campaign',
  'twitter message sent': 'X (Twitter) DM sent',
  'twitter followed': 'X (Twitter) followed',
  'twitter unable to message': 'Unable to send X (Twitter) DM',
  'twitter reply detected': 'X (Twitter) reply detected',
  'linkedin reply detected': 'LinkedIn reply detected',
  'inmail sent': 'InMail sent',
  'inmail skipped': 'InMail skipped',
  'unable to send inmail': 'Unable to send InMail',
  'inmail reply detected': 'InMail reply detected',
};

/**
 * The text shown for one action in activity tables.
 *
 * @example
 * actionLabel('could not send follow up') // 'Could not send Follow up'
 * actionLabel('email bounced') // 'Email bounced'
 */
export function actionLabel(kind: LeadActionKind | string): string {
  const known = kindLabels[kind as LeadActionKind];
  if (known) return known;
  return kind.length ? kind[0].toUpperCase() + kind.slice(1) : kind;
}

/** Global activity table columns, and the per-campaign one (spec 3 §2). */
export const activityColumns = ['Name', 'Action', 'Campaign', 'Date'] as const;
export const campaignActivityColumns = ['Name', 'Last action', 'Message', 'Step', 'Time'] as const;

/**
 * Ours (issue #9): an activity table's columns with "Sender" after Name when a row of the page comes
 * from a campaign that rotates senders (as the leads tab does); the spec's columns otherwise.
 *
 * @example
 * activityColumnsWithSender(activityColumns, true) // ['Name', 'Sender', 'Action', 'Campaign', 'Date']
 */
export function activityColumnsWithSender<C extends string>(columns: readonly C[], rotates: boolean) {
  return rotates ? [columns[0]!, 'Sender', ...columns.slice(1)] : [...columns];
}

/**
 * Ours (issue #9): the Sender cell: the member's name, or 'Unknown' for a row whose sender is not
 * known (a rotated campaign's row recorded before senders were recorded).
 *
 * @example
 * activitySenderLabel(null) // 'Unknown'
 */
export function activitySenderLabel(sender: { name: string } | null | undefined): string {
  return sender?.name ?? 'Unknown';
}

/** Dashboard stats cards and the activity filter each one presets (spec 3 §2). */
export const dashboardStatCards = {
  'Invites Sent': 'Invites',
  Accepted: 'Connected',
  Messages: 'Messages',
  Replies: 'Replies',
  'Profile Views': 'Viewed',
  Greetings: 'Greetings',
} as const satisfies Record<string, ActivityActionFilter>;
export type DashboardStatCard = keyof typeof dashboardStatCards;

/**
 * The link of a dashboard card: /campaign/activity with its action filter preset
 * (query name `actions` is OURS).
 *
 * @example
 * dashboardCardLink('Profile Views') // '/campaign/activity?actions=Viewed'
 */
export function dashboardCardLink(card: DashboardStatCard): string {
  return `/campaign/activity?actions=${encodeURIComponent(dashboardStatCards[card])}`;
}

/** Direct reply works only for LinkedIn reply actions, not email, InMail or X (spec 3 §6). */
export function canDirectReply(kind: LeadActionKind | string): boolean {
  return kind === 'linkedin reply detected';
}

/** Empty states of activity views (spec 3 §8). */
export const activityEmptyStates = {
  activity: 'No activity yet.',
  chart: 'No actions for the last 30 days',
  actions: 'No actions yet',
  personActivity: 'No history of activities found for this person.',
  personMessages: 'No history of messages found with this person.',
  startConversation: 'You can initiate the conversation.',
  campaigns: 'No campaigns yet.',
  replies: 'No replies yet.',
  dashboardCampaigns: 'No campaigns data yet',
  dashboardReplies: 'No replies data yet',
} as const;
