import type { CelebrationSeen } from '@outreach/shared/rules/outreach/greetings';
import type { LimitSignal } from '@outreach/shared/rules/outreach/sender-caps';
import type { GreetingType } from '@outreach/shared/schemas/profile';
import type { AutocompleteHit, AutocompleteType } from '@outreach/shared/schemas/search-autocomplete';
import type { botActionStatuses, botActionTypes } from '../../data/entities/bot-action.ts';

export type BotActionType = (typeof botActionTypes)[number];
export type BotActionStatus = (typeof botActionStatuses)[number];

/** Identifies one LinkedIn account: the user who connected it, inside their team (the tenant). */
export interface AccountKey {
  teamId: string;
  userId: string;
}

export interface ActionKey extends AccountKey {
  actionId: string;
}

/** Cloud bot login states (spec 1 §3) and error codes (spec 1 §8). */
export type LoginStatus =
  | 'LOGGED_IN'
  | 'LOGGED_IN_VERIFICATION'
  | 'LOGGED_IN_VERIFICATION_PHONE'
  | 'LOGGED_IN_VERIFICATION_EMAIL'
  | 'LOGGED_IN_VERIFICATION_2FA'
  | 'LOGGED_IN_INVALID';

export type BotErrorCode =
  | 'LOGIN_ERROR'
  | 'CAPTCHA_DID_NOT_APPEAR'
  | 'CAPTCHA_ERROR'
  | 'SECOND_CAPTCHA_DETECTED'
  | 'SOMETHING_UNEXPECTED_HAPPENED'
  | 'SERVER_UNAVAILABLE'
  | 'LOGGED_IN_INVALID'
  | 'VERIFICATION_INVALID'
  | 'INVALID_REQUEST'
  | 'RESET_PASSWORD_VIEW'
  | 'RESTRICTED';

/** A person as the bot reads them off a search result or a profile page. */
export interface ScrapedPerson {
  publicId: string;
  profileUrl: string;
  memberUrn?: string;
  firstName: string;
  lastName: string;
  headline?: string;
  title?: string;
  company?: string;
  location?: string;
  industry?: string;
  pictureUrl?: string;
  degree?: '1st' | '2nd' | '3rd' | 'out';
}

/** What each action carries in, and what the bot reports back. */
export interface ActionPayloads {
  login: { reason: 'credentials' | 'reconnect' };
  'check-connection': Record<string, never>;
  /** `sourceId`: a search added to the campaign (POST /lead-sources); none: the campaign's own. */
  'collect-search': {
    campaignId: string;
    sourceId?: string;
    searchUrl: string;
    startPage: number;
    maxPeople: number;
  };
  'view-profile': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    /** LI View extras (spec 3 §3 auto_follow, auto_endorse + endorsements_count, auto_post_like + posts_count). */
    follow?: boolean;
    endorse?: number;
    likePosts?: number;
  };
  connect: {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    note?: string;
    /** LI Connect's "view" (spec 3 §3): the profile visit before the invite is recorded as a view. */
    viewFirst?: boolean;
  };
  message: {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    text: string;
    /** The follow-up of an LI Connect step, sent once the invite was accepted. */
    followUp?: boolean;
  };
  'sync-network': { sinceMs: number };
  /** First-degree connections made since `sinceMs` (0: a full sync), newest first. */
  'sync-connections': { sinceMs: number; full: boolean };
  'publish-post': {
    postId: string;
    title: string;
    text: string;
    media: { url: string; name: string; mimeType?: string }[];
    /** Who can see it (spec 3 §3 post audience); absent: anyone. */
    audience?:
      | { type: 'anyone' }
      | { type: 'connections_only' }
      | { type: 'group'; savedSearchId: string | number; name: string };
  };
  'search-posts': { trendId: string; term: string; sortBy: 'top_match' | 'latest'; max: number };
  'like-post': { trendId: string; postKey: string; urn: string };
  /** LI Connect's revoke after N days: withdraw the still pending invite. */
  'withdraw-invite': { campaignId: string; leadId: string; stepIndex: number; profileUrl: string };
  /** Conversations active since `sinceMs` (0: a full sync), LinkedIn messaging then Sales Navigator. */
  'sync-inbox': { sinceMs: number; full: boolean };
  /** One message into an existing thread; `originToken` makes the site keep it once. */
  'send-inbox-message': {
    conversationId: string;
    source: 'linkedin' | 'inmail' | 'sales-navigator';
    text: string;
    originToken: string;
    attachments: { url: string; name: string; mediaType?: string; byteSize: number }[];
  };
  /** Pending sent and received invitations (recordInvitations as read). */
  'sync-invitations': { runId: number };
  /** One bulk action over invitations, one by one on the site. */
  'change-invitations': { status: 'WITHDRAW' | 'ACCEPT' | 'REJECT'; invitationIds: string[] };
  /** An InMail Message step (spec 3 §4): a subject and a text, to someone outside the network. */
  'send-inmail': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    subject: string;
    text: string;
  };
  /** A Chained messages step (spec 3 §4): the texts go out as separate messages, in order. */
  'send-chained-messages': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    texts: string[];
  };
  /** A group's members or an event's attendees as a campaign's audience (`sourceUrl` on linkedin.com). */
  'collect-members': {
    campaignId: string;
    sourceId?: string;
    sourceUrl: string;
    startPage: number;
    maxPeople: number;
  };
  /** A Group Message step (spec 3 §4): a message to a fellow member of `groupId`, no connection needed. */
  'send-group-message': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    groupId: string;
    text: string;
  };
  /** The account's groups, read off LinkedIn's "My groups" page. */
  'sync-groups': Record<string, never>;
  /** Connections' occasions (birthdays, work anniversaries, new positions) off LinkedIn's notifications. */
  'sync-celebrations': { runId: number };
  /** A greeting (settings) to a 1st-degree connection on one occasion. */
  'send-greeting': {
    type: GreetingType;
    date: string;
    publicId: string;
    profileUrl: string;
    text: string;
    firstName: string;
    lastName: string;
  };
  /** An Event Message step (spec 3 §4): a message to a fellow attendee of `eventId`, no connection needed. */
  'send-event-message': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    eventId: string;
    text: string;
  };
  /** An Invite to event step (spec 3 §4): the lead, a 1st-degree connection, invited to `eventId`. */
  'invite-to-event': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    eventId: string;
    /** The lead's name, typed into the invite picker's search (the public id when unknown). */
    name?: string;
  };
  /** The events the account organises or attends, read off LinkedIn's "Your events" page. */
  'sync-events': Record<string, never>;
  /** The account's Sales Navigator saved lead searches. */
  'sync-saved-searches': Record<string, never>;
  /** The company pages the account administers ("Pages you manage" beside the feed). */
  'sync-companies': Record<string, never>;
  /** LinkedIn's typeahead for a search filter (GET /search/autocomplete), asked through the account's session. */
  typeahead: { kind: AutocompleteType; prompt: string };
  /**
   * An Invite to company step (spec 3 §4): the lead, a 1st-degree connection, invited to follow the
   * company page `companySlug` (`/company/{slug}/`), which the account administers.
   */
  'invite-to-company': {
    campaignId: string;
    leadId: string;
    stepIndex: number;
    profileUrl: string;
    companySlug: string;
    /** The lead's name, typed into the invite picker's search (the public id when unknown). */
    name?: string;
  };
}

export interface ActionOutcomes {
  login: {
    status: LoginStatus;
    errorCode?: BotErrorCode;
    profile?: { name: string; publicId: string; memberUrn?: string };
    /** The Sales Navigator contracts the member holds ([] without a licence; absent when unknown). */
    salesContracts?: { contractId: string; name: string }[];
  };
  'check-connection': { connected: boolean; name?: string };
  'collect-search': {
    people: ScrapedPerson[];
    lastPage: number;
    exhausted: boolean;
    /** A Sales Navigator or Recruiter search the account holds no such product for. */
    missingProduct?: 'sales-navigator' | 'recruiter';
  };
  'view-profile': {
    /** limit-signal: LinkedIn refused with a limit (`signal`); that kind of outreach pauses. */
    result: 'viewed' | 'not-found' | 'limit-signal';
    signal?: LimitSignal;
    person?: ScrapedPerson;
    /** Extras done now or found done before (the site is checked first): followed, skills endorsed, posts liked. */
    followed?: boolean;
    endorsed?: number;
    liked?: number;
  };
  connect: {
    result:
      | 'sent'
      | 'already-pending'
      | 'already-connected'
      | 'weekly-limit'
      | 'limit-signal'
      | 'not-found'
      | 'unavailable';
    signal?: LimitSignal;
    person?: ScrapedPerson;
  };
  message: {
    result: 'sent' | 'already-sent' | 'not-connected' | 'not-found' | 'limit-signal';
    signal?: LimitSignal;
  };
  'sync-network': {
    /** Profiles whose invitation is no longer pending because they accepted (now 1st degree). */
    accepted: { publicId: string; at: number }[];
    /** Messages received from people, newest last. */
    replies: { publicId: string; threadId: string; text: string; at: number }[];
  };
  /** Pages are recorded as they are read (recordConnections); the outcome only sums them up. */
  'sync-connections': { synced: number; total: number };
  'publish-post': { result: 'published'; postUrn: string } | { result: 'failed'; errorCode: string };
  'search-posts': {
    posts: { urn: string; authorName?: string; authorUrl?: string; text: string; likes: number }[];
  };
  'like-post': { result: 'liked' | 'not-found' };
  'withdraw-invite': { result: 'withdrawn' | 'not-pending' | 'connected' | 'not-found' };
  /** Threads are recorded as they are read (recordInboxThreads); the outcome only sums them up. */
  'sync-inbox': { synced: number };
  'send-inbox-message':
    | { result: 'sent'; messageId: string; at: number }
    | { result: 'failed'; reason: string };
  'sync-invitations': { sent: number; received: number };
  'change-invitations': { results: { invitationId: string; result: 'done' | 'gone' | 'failed' }[] };
  /** `connected`: a 1st-degree connection (no InMail: the step is skipped); `free`: an Open Profile. */
  'send-inmail': {
    result: 'sent' | 'already-sent' | 'connected' | 'no-credits' | 'not-found' | 'refused';
    free?: boolean;
    reason?: string;
  };
  /**
   * `sent`: how many of the chain this run sent (the rest were found sent on the site before);
   * `already-sent`: the whole chain was in the thread. A failure part-way throws (the run is retried).
   */
  'send-chained-messages': {
    result: 'sent' | 'already-sent' | 'not-connected' | 'not-found';
    sent: number;
  };
  /** `notMember`: the account is not a member of the group (its list is hidden). */
  'collect-members': { people: ScrapedPerson[]; lastPage: number; exhausted: boolean; notMember?: boolean };
  /** `not-member`: one of the two is not in the group; `limit-reached`: the month's group messages are used up. */
  'send-group-message': {
    result: 'sent' | 'already-sent' | 'not-member' | 'limit-reached' | 'not-found' | 'refused';
    reason?: string;
  };
  /** Every group the account belongs to; `url` on linkedin.com. */
  'sync-groups': { groups: { id: string; name: string; url: string; membersCount?: number }[] };
  'sync-celebrations': { celebrations: CelebrationSeen[] };
  /** `already-sent`: the thread's latest message of ours is this greeting (sent before a crash). */
  'send-greeting': { result: 'sent' | 'already-sent' | 'not-connected' | 'not-found' };
  /** `not-attendee`: one of the two is not attending the event (only attendees message each other). */
  'send-event-message': {
    result: 'sent' | 'already-sent' | 'not-attendee' | 'not-found' | 'refused';
    reason?: string;
  };
  /**
   * `already-invited` / `attending`: found so on the site (nothing sent); `not-connection`: not among
   * the account's 1st-degree connections; `not-attendee`: the account may not invite (not attending).
   */
  'invite-to-event': {
    result:
      | 'invited'
      | 'already-invited'
      | 'attending'
      | 'not-connection'
      | 'not-attendee'
      | 'limit-reached'
      | 'not-found'
      | 'refused';
    reason?: string;
  };
  /**
   * `already-invited` / `following`: found so on the site (nothing sent); `not-connection`: not among
   * the account's 1st-degree connections; `not-admin`: the account does not administer the page;
   * `limit-reached`: the page's monthly invitation credits are used up.
   */
  'invite-to-company': {
    result:
      | 'invited'
      | 'already-invited'
      | 'following'
      | 'not-connection'
      | 'not-admin'
      | 'limit-reached'
      | 'not-found'
      | 'refused';
    reason?: string;
  };
  /** Every event the account organises or attends; `url` on linkedin.com, `startsAt` ISO. */
  'sync-events': {
    events: {
      id: string;
      name: string;
      url: string;
      startsAt?: string;
      organizer?: boolean;
      attendeesCount?: number;
    }[];
  };
  /** Every saved lead search; `url` on linkedin.com. `missingProduct`: the account has no Sales Navigator. */
  'sync-saved-searches': {
    searches: { id: string; name: string; url: string }[];
    missingProduct?: boolean;
  };
  /** Every page the account administers; `url` the page on linkedin.com. */
  'sync-companies': {
    companies: { entityUrn: string; name: string; url: string }[];
  };
  typeahead: { results: AutocompleteHit[] };
}

export interface BotAction<T extends BotActionType = BotActionType> extends ActionKey {
  type: T;
  payload: ActionPayloads[T];
  status: BotActionStatus;
  dueAt: number;
  attempts: number;
  workerId?: string;
  startedAt?: number;
  outcome?: ActionOutcomes[T];
  error?: string;
  /** Finished, and its outcome still being applied (bot-action entity `applying`). */
  applying?: boolean;
}
