// Spec 3 §2 (campaign lists), §3 (Campaign), §4 (status and runState), §5 (default name),
// §6 (what each campaign allows). Choices where the spec is silent: shared/SPEC-CHOICES.md.

/** Campaign categories (spec 3 §3); 'multi-channel' is read as 'multichannel'. */
export const campaignCategories = [
  'linkedin',
  'inmail',
  'event',
  'group',
  'company',
  'email',
  'twitter',
  'multichannel',
] as const;
export type CampaignCategory = (typeof campaignCategories)[number];

/** A category from a path or API value, accepting the 'multi-channel' spelling; null when unknown. */
export function parseCampaignCategory(value: string | null | undefined): CampaignCategory | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'multi-channel') return 'multichannel';
  return (campaignCategories as readonly string[]).includes(v) ? (v as CampaignCategory) : null;
}

/** List titles per category (spec 3 §2). */
export const campaignCategoryTitles: Record<CampaignCategory, string> = {
  linkedin: 'LinkedIn Campaigns',
  group: 'LinkedIn Group Campaigns',
  event: 'LinkedIn Event Campaigns',
  inmail: 'InMails Campaigns',
  company: 'LinkedIn Company Campaigns',
  email: 'Email Campaigns',
  twitter: 'X (Twitter) Campaigns',
  multichannel: 'Multichannel Campaigns',
};

/** Campaign statuses, also the list tabs (spec 3 §2, §3). */
export const campaignStatuses = ['active', 'paused', 'draft', 'archived'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const defaultCampaignStatusTab: CampaignStatus = 'active';

export const runStates = ['running', 'paused'] as const;
export type RunState = (typeof runStates)[number];

/**
 * Campaign types (spec 3 §3), as lower-case API values like spec 4's 'sales navigator saved search'.
 * 'csv upload' is the LinkedIn CSV; 'email_only' and 'twitter_csv' are the email and X CSV uploads.
 */
export const campaignTypes = [
  'linkedin search',
  'csv upload',
  'sales navigator search',
  'sales navigator saved search',
  'linkedin connections',
  'email connections',
  'twitter connections',
  'linkedin post',
  'company',
  'advertisement post',
  'newsletter',
  'group',
  'event',
  'recruiter search',
  'zapier',
  'zapier leads',
  'lead finder',
  'interactive questions',
  'email_only',
  'twitter_csv',
] as const;
export type CampaignType = (typeof campaignTypes)[number];

/** Types whose leads come from a search that can end and be restarted (spec 3 §4 "Restart search"). OURS. */
export const searchCampaignTypes = [
  'linkedin search',
  'sales navigator search',
  'sales navigator saved search',
  'recruiter search',
  'linkedin post',
  'advertisement post',
  'newsletter',
  'company',
  'group',
  'event',
  'lead finder',
] as const satisfies readonly CampaignType[];

/**
 * The searches a running campaign can take as another lead source (POST /lead-sources), and the
 * campaigns that take them: LinkedIn, InMail and multichannel ones fed by a people search or a CSV of
 * profiles (the others' audience is one group, event, post or page). OURS, like the cap.
 */
export const addableSourceTypes = [
  'linkedin search',
  'sales navigator search',
  'sales navigator saved search',
  'recruiter search',
] as const satisfies readonly CampaignType[];
export const maxAddedLeadSources = 10;
const sourceTakingTypes: readonly string[] = [...addableSourceTypes, 'csv upload'];

/** Whether a campaign can take another search as a lead source (see addableSourceTypes). */
export function takesLeadSources(c: { category: CampaignCategory; campaignType?: string | null }): boolean {
  return (
    (c.category === 'linkedin' || c.category === 'inmail' || c.category === 'multichannel') &&
    sourceTakingTypes.includes(c.campaignType ?? '')
  );
}

/** Types fed by a CSV upload, which can take more leads through /campaign/{id}/audience (spec 3 §2). */
export const csvCampaignTypes = [
  'csv upload',
  'email_only',
  'twitter_csv',
] as const satisfies readonly CampaignType[];

// ── Lists and paths (spec 3 §2) ───────────────────────────────────────────────────────

/**
 * The list path for a category and status; unknown values go to /campaign/stats/linkedin/active.
 *
 * @example
 * campaignListPath('multi-channel', 'draft') // '/campaign/stats/multichannel/draft'
 * campaignListPath('nope', 'active') // '/campaign/stats/linkedin/active'
 */
export function campaignListPath(category: string | null | undefined, status?: string | null): string {
  const c = parseCampaignCategory(category);
  if (!c) return '/campaign/stats/linkedin/active';
  const s = (campaignStatuses as readonly string[]).includes(status ?? '')
    ? (status as CampaignStatus)
    : defaultCampaignStatusTab;
  return `/campaign/stats/${c}/${s}`;
}

/** Detail tabs (spec 3 §2); Ignored Leads only when the ignored count is above 0. */
export function campaignDetailTabs(ignoredLeadsCount: number): string[] {
  return ignoredLeadsCount > 0
    ? ['Overview', 'Leads', 'Ignored Leads', 'Activity']
    : ['Overview', 'Leads', 'Activity'];
}

/** Filter values of /campaign/details/leads/{id} (spec 3 §2). */
export const campaignLeadsPageFilters = [
  'requested',
  'connected',
  'replies',
  'inmailReplies',
  'allReplies',
  'emailReplies',
] as const;

export interface ChannelState {
  /** A working LinkedIn login (user.isLinkedInLoginValid). */
  linkedinLoginValid: boolean;
  isEmailActive: boolean;
  isTwitterActive: boolean;
}

/**
 * A category is inactive when its channel is not connected (spec 3 §2): LinkedIn types need a
 * working LinkedIn login, email needs isEmailActive, X needs isTwitterActive. Multichannel needs
 * LinkedIn and at least one of email or X (OURS).
 */
export function isCategoryActive(category: CampaignCategory, channels: ChannelState): boolean {
  switch (category) {
    case 'email':
      return channels.isEmailActive;
    case 'twitter':
      return channels.isTwitterActive;
    case 'multichannel':
      return channels.linkedinLoginValid && (channels.isEmailActive || channels.isTwitterActive);
    default:
      return channels.linkedinLoginValid;
  }
}

// ── Status and runState (spec 3 §4) ────────────────────────────────────────────────────

/**
 * The list tab a campaign shows in. A campaign whose runState is paused shows under paused
 * even when its stored status is active (how "unarchive sets active" and "unarchive goes to
 * the paused list" both hold).
 */
export function campaignListStatus(c: {
  status: CampaignStatus;
  runState?: RunState | null;
}): CampaignStatus {
  if (c.status === 'draft' || c.status === 'archived') return c.status;
  return c.status === 'paused' || c.runState === 'paused' ? 'paused' : 'active';
}

/** Allowed status changes (list statuses): publish, pause, resume, archive, unarchive. */
const transitions: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['active'],
  active: ['paused', 'archived'],
  paused: ['active', 'archived'],
  archived: ['active'],
};

/**
 * Whether a campaign may move from one status to another (spec 3 §4): a draft is published to
 * active; active and paused toggle and can be archived; archived can only be unarchived (to active,
 * landing with runState paused). Staying in the same status is not a transition.
 *
 * @example
 * canTransition('draft', 'active') // true
 * canTransition('draft', 'archived') // false
 */
export function canTransition(from: CampaignStatus, to: CampaignStatus): boolean {
  return transitions[from].includes(to);
}

/** What unarchiving writes: status active, runState paused, so it lands in the paused list. */
export const unarchivedState = { status: 'active', runState: 'paused' } as const satisfies {
  status: CampaignStatus;
  runState: RunState;
};
/** What publishing a draft writes (spec 4: publish is draft → active). */
export const publishedState = { status: 'active', runState: 'running' } as const satisfies {
  status: CampaignStatus;
  runState: RunState;
};
/** A new campaign is a draft (spec 3 §9 "Campaign status of a new campaign: not shown"; OURS). */
export const newCampaignState = { status: 'draft', runState: 'paused' } as const satisfies {
  status: CampaignStatus;
  runState: RunState;
};

export const campaignActions = [
  'publish',
  'pause',
  'resume',
  'archive',
  'unarchive',
  'delete',
  'clone',
  'rename',
  'editSequence',
  'addLeads',
  'restartSearch',
] as const;
export type CampaignAction = (typeof campaignActions)[number];

export interface CampaignActionInput {
  status: CampaignStatus;
  runState?: RunState | null;
  category: CampaignCategory;
  campaignType?: CampaignType | string | null;
  isRemoved?: boolean;
  /** The team the campaign is moving to (its owner joined it and took it along; server side only). */
  movingTo?: string | null;
}

/** Disabled X actions say this (spec 3 §6). */
export const featureUnderMaintenanceMessage = 'Feature under Maintenance';

/** OURS: a campaign whose owner took it to another team cannot change until it has moved. */
export const campaignMovingMessage =
  'This campaign is moving to another team with its owner. Please wait until the move is done.';

/**
 * Why an action is refused for a campaign, or null when it is allowed (spec 3 §4, §6).
 * Plan gating (e.g. "add more leads" is a Premium feature) is the plans module's concern.
 *
 * @example
 * campaignActionBlock({ status: 'draft', category: 'linkedin' }, 'pause') // 'not-allowed'
 * campaignActionBlock({ status: 'paused', category: 'twitter' }, 'resume') // 'Feature under Maintenance'
 */
export function campaignActionBlock(c: CampaignActionInput, action: CampaignAction): string | null {
  if (c.isRemoved) return 'not-allowed';
  if (c.movingTo && action !== 'clone') return campaignMovingMessage;
  const list = campaignListStatus({ status: c.status, runState: c.runState });
  const twitterMaintenance =
    c.category === 'twitter' &&
    (['addLeads', 'editSequence', 'resume', 'unarchive'] as const).includes(action as never);
  let allowed: boolean;
  switch (action) {
    case 'publish':
      allowed = list === 'draft';
      break;
    case 'pause':
      allowed = list === 'active';
      break;
    case 'resume':
      allowed = list === 'paused';
      break;
    case 'archive':
      allowed = list === 'active' || list === 'paused';
      break;
    case 'unarchive':
      allowed = list === 'archived';
      break;
    case 'delete':
      // Archived campaigns can be deleted (§4); deleting an unused draft is OURS.
      allowed = list === 'archived' || list === 'draft';
      break;
    case 'clone':
    case 'rename':
      allowed = true;
      break;
    case 'editSequence':
      allowed = list !== 'archived';
      break;
    case 'addLeads':
      // Only active campaigns that are not group, post or event type (§6).
      allowed =
        list === 'active' &&
        c.category !== 'group' &&
        c.category !== 'event' &&
        c.campaignType !== 'group' &&
        c.campaignType !== 'event' &&
        c.campaignType !== 'linkedin post' &&
        c.campaignType !== 'advertisement post';
      break;
    case 'restartSearch':
      allowed = list !== 'archived' && list !== 'draft';
      break;
  }
  if (!allowed) return 'not-allowed';
  return twitterMaintenance ? featureUnderMaintenanceMessage : null;
}

export function canDoCampaignAction(c: CampaignActionInput, action: CampaignAction): boolean {
  return campaignActionBlock(c, action) === null;
}

/** Where the user goes after deleting or unarchiving (spec 3 §2): the category list, unarchive → paused. */
export function pathAfterCampaignChange(
  c: { category: CampaignCategory; status: CampaignStatus; runState?: RunState | null },
  change: 'delete' | 'unarchive',
): string {
  if (change === 'unarchive') return campaignListPath(c.category, 'paused');
  return campaignListPath(c.category, campaignListStatus(c));
}

// ── Activation errors (spec 3 §8) ─────────────────────────────────────────────────────

export const proPlanOnlyServerMessage = 'Available only in Pro Plan';
export const campaignTypeNotOnPlanMessage =
  'This type of campaign is not available on your current subscription plan.';
export function activeCampaignLimitMessage(limit: number): string {
  return `You have reached the maximum limit of ${limit} active campaigns for your current subscription plan.`;
}
/** The info toast after a 403 on activation (spec 3 §8). */
export function activationForbiddenMessage(serverMessage: string, activeLimit: number): string {
  return serverMessage === proPlanOnlyServerMessage
    ? campaignTypeNotOnPlanMessage
    : activeCampaignLimitMessage(activeLimit);
}

export const campaignToasts = {
  deleted: 'Campaign was successfully deleted',
  archived: 'Campaign was successfully archived',
  unarchived: 'Campaign was successfully unarchived',
  searchRestarted: 'SUCCESSFULLY RESTARTED SEARCH',
  sequenceTemplateCreated: 'Campaign Sequence Template was successfully created',
} as const;

// ── Default name (spec 3 §5) ──────────────────────────────────────────────────────────

const defaultNamePattern = /^Campaign draft \((\d+)\)$/;

/**
 * A default 'Campaign draft (n)' name is treated as empty (spec 3 §5).
 *
 * @example
 * isDefaultCampaignName('Campaign draft (3)') // true
 */
export function isDefaultCampaignName(name: string | null | undefined): boolean {
  return defaultNamePattern.test((name ?? '').trim());
}

/** The name as the user gave it: '' for blank or default names. */
export function effectiveCampaignName(name: string | null | undefined): string {
  const t = (name ?? '').trim();
  return isDefaultCampaignName(t) ? '' : t;
}

/**
 * The next default draft name: one more than the highest n in use (OURS).
 *
 * @example
 * nextDraftCampaignName(['Campaign draft (1)', 'Sales']) // 'Campaign draft (2)'
 */
export function nextDraftCampaignName(existingNames: readonly string[]): string {
  let max = 0;
  for (const name of existingNames) {
    const m = defaultNamePattern.exec(name.trim());
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `Campaign draft (${max + 1})`;
}

// ── Restart search (spec 3 §4) ────────────────────────────────────────────────────────

export interface LeadSourceSearchState {
  id: number | string;
  isSearchEnded: boolean;
}

/**
 * Which restart choices are offered: the whole campaign once its initial search has ended,
 * and each source once its own search has ended.
 */
export function restartSearchOptions(
  campaign: { isSearchEnded: boolean },
  sources: readonly LeadSourceSearchState[],
): { campaign: boolean; sourceIds: (number | string)[] } {
  return {
    campaign: campaign.isSearchEnded,
    sourceIds: sources.filter((s) => s.isSearchEnded).map((s) => s.id),
  };
}

/** The confirmation is disabled unless something is selected. */
export function canConfirmRestart(selection: {
  restartCampaign: boolean;
  leadSourceIds: readonly unknown[];
}): boolean {
  return selection.restartCampaign || selection.leadSourceIds.length > 0;
}
