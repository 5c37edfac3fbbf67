// Spec 3 §9 ("Business constants and limits") in one place, plus the few numbers other
// sections of spec 3 state inline (§2, §5). Values the spec does not give are marked OURS
// and explained in shared/SPEC-CHOICES.md ("Spec 3").

/** Bytes in one megabyte as the product counts them (binary: 1 MB = 1024 × 1024 bytes). OURS. */
export const MB = 1024 * 1024;
/** Bytes in one gigabyte (binary). OURS. */
export const GB = 1024 * MB;

// ── Pagination (§9, §5) ───────────────────────────────────────────────────────────────
/**
 * Page and page-size defaults.
 *
 * @example
 * pagination.defaultPerPage // 25
 */
export const pagination = {
  defaultPage: 1,
  defaultPerPage: 25,
  perPageOptions: [10, 25, 50, 100, 250, 500],
  /** Connection and reply lists. */
  connectionsPerPage: 20,
  repliesPerPage: 20,
  /** Inbox per page on the campaign activity tab. */
  campaignActivityInboxPerPage: 50,
  /** Lead activity list, and its preview. */
  leadActivityPerPage: 5,
  leadActivityPreviewPerPage: 10,
  dashboardCampaignsPerPage: 5,
  dashboardRepliesPerPage: 5,
  dashboardActivityCardRows: 5,
  /** Largest page any list accepts (the largest option). OURS: the spec lists options only. */
  maxPerPage: 500,
  /**
   * Deepest row a page number reaches (`page × perPage`); deeper pages follow `nextCursor`, so no
   * request reads more than this many rows to skip them. OURS.
   */
  maxPageDepth: 1000,
} as const;

// ── Posts (§9, §5) ────────────────────────────────────────────────────────────────────
export const postNetworks = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;
export type PostNetwork = (typeof postNetworks)[number];

/** Post text limits in characters. */
export const postTextLimits: Record<PostNetwork, number> = {
  instagram: 2200,
  twitter: 280,
  linkedin: 3000,
  facebook: 63206,
};

/** Largest video per network ("Post media sizes"; LinkedIn "about 10MB", taken as 10 MB). */
export const postVideoMaxBytes: Record<PostNetwork, number> = {
  instagram: 100 * MB,
  twitter: 512 * MB,
  linkedin: 10 * MB,
  facebook: 4 * GB,
};

/** Longest video per network, in seconds. */
export const postVideoMaxSeconds: Record<PostNetwork, number> = {
  instagram: 60,
  twitter: 140,
  linkedin: 600,
  facebook: 7200,
};

/** Shortest Instagram video, in seconds (§5: "not 3 to 60 s"). */
export const instagramVideoMinSeconds = 3;
/** Widest Instagram video, in pixels (§5). */
export const instagramVideoMaxWidth = 1920;

/** Largest image ("Attachment size limits") per network. */
export const postImageMaxBytes: Record<PostNetwork, number> = {
  linkedin: 15 * MB,
  facebook: 30 * MB,
  twitter: 5 * MB,
  instagram: 8 * MB,
};

/** LinkedIn images: at most 5760 × 5760 px. */
export const linkedinImageMaxDimension = 5760;
/** LinkedIn video frame: from 256×144 to 4096×2304 px. */
export const linkedinVideoMinSize = { width: 256, height: 144 } as const;
export const linkedinVideoMaxSize = { width: 4096, height: 2304 } as const;
/** LinkedIn document posts: at most 100 MB. */
export const linkedinDocumentMaxBytes = 100 * MB;
/** Instagram aspect ratio range, width ÷ height: 4:5 to 1.91:1 (§8 instagram_invalid_aspect_ratio). */
export const instagramAspectRatio = { min: 4 / 5, max: 1.91 } as const;

// ── Messages and attachments (§9, §5) ─────────────────────────────────────────────────
/** LinkedIn connect (invite) message; the follow-up has no limit. */
export const connectMessageMaxLength = 280;
export const inboxMessageMaxLength = 8000;
export const inmailMessageMaxLength = 1900;
/** InMail subject (linkedin-facts.md: "subject up to 200 characters"). */
export const inmailSubjectMaxLength = 200;
/** Any uploaded file ("File max 10 MB"). */
export const fileMaxBytes = 10 * MB;
/**
 * All attachments of one campaign email together (OURS: the spec gives only the 10 MB per file). Gmail
 * takes 25 MB per message and base64 grows files by a third, so 10 MB of files leaves headroom.
 */
export const emailAttachmentsMaxBytes = 10 * MB;
export const emailAttachmentsTooLarge = 'Email attachments cannot be larger than 10MB in total';
/** Attachments displayed in the template view. */
export const templateViewMaxAttachments = 6;
/** Inbox attachments per message while the trial runs (§5: a trial user with one file is told to upgrade). */
export const inboxMaxAttachmentsTrial = 1;
/** Inbox attachments per message otherwise. OURS: the spec says "values not shown". */
export const inboxMaxAttachments = 6;

// ── Search (§5) ───────────────────────────────────────────────────────────────────────
export const searchQueryMaxBooleanOperators = 5;
/** Largest `maxSearchAmount` of a campaign (spec 4 saw 2500). OURS as a cap. */
export const maxSearchAmountLimit = 2500;

// ── Dates and times (§9) ──────────────────────────────────────────────────────────────
export const dateFormat = 'DD.MM.YYYY';
export const datePickerFormat = 'dd.MM.yyyy';
export const displayDateFormat = 'MMMM Do YYYY';
/** Post time as shown in the user's timezone (§5 step 10). */
export const postTimeFormat = 'hh:mm A';
/** Schedule dialog minute steps. */
export const scheduleMinuteSteps = [0, 15, 30, 45] as const;
/** Activity chart: the last 30 days, bars 0.4 wide, labelled MM/DD. */
export const activityChartDays = 30;
export const activityChartBarWidth = 0.4;
export const activityChartLabelFormat = 'MM/DD';

// ── UI timings and sizes (§9, §2) ─────────────────────────────────────────────────────
export const scrollLoadThresholdPx = 30;
export const drawerCloseDelayMs = 300;
/** Lead drawer query values (spec 3 §2: `tab=…` beside `person`). */
export const leadDrawerTabs = ['personal_details', 'activities', 'messages'] as const;
export const filterSearchDebounceMs = 500;
export const autocompleteDebounceMs = 500;
export const toastDurationMs = 3000;
export const tagNameTruncateAt = 30;
export const activityListMaxHeightPx = 300;
export const textClampLines = 2;
export const textClampShowMoreAbovePx = 60;
export const dropdownMenuMaxHeightPx = 500;
export const directReplyDrawerWidthPx = 860;

// ── Sort defaults (§9, §3) ────────────────────────────────────────────────────────────
export type SortOrder = 'ASC' | 'DESC';
export interface SortDefault {
  sortField: string;
  sortOrder: SortOrder;
}
/** Default sort per list. Connections' order is not stated: DESC is OURS. */
export const sortDefaults = {
  leads: { sortField: 'updatedAt', sortOrder: 'DESC' },
  activity: { sortField: 'date', sortOrder: 'DESC' },
  replies: { sortField: 'date', sortOrder: 'DESC' },
  connections: { sortField: 'connectedAt', sortOrder: 'DESC' },
  invitations: { sortField: 'sentTime', sortOrder: 'DESC' },
  withdrawnInvitations: { sortField: 'name', sortOrder: 'ASC' },
  campaigns: { sortField: 'createdAt', sortOrder: 'DESC' },
} as const satisfies Record<string, SortDefault>;

// ── Query behaviour (§9) ──────────────────────────────────────────────────────────────
export const queryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

// ── Trends (§5) ───────────────────────────────────────────────────────────────────────
export const trendIntervalMinHours = 3;
export const trendIntervalMaxHours = 360;
export const trendIntervalPresetsHours = [3, 6, 12, 24] as const;

// ── Tags (§3) ─────────────────────────────────────────────────────────────────────────
/** Fallback colour of a tag without one. OURS: the spec says "a grey default". */
export const defaultTagColor = '#9E9E9E';
/** Longest tag name. OURS. */
export const tagNameMaxLength = 100;
/** Tags a team may hold (OURS): the Tag Manager and every tag lookup read them in one partition. */
export const maxTagsPerTeam = 1000;

// ── Names (§5, §2) ────────────────────────────────────────────────────────────────────
/** Longest campaign or template name. OURS. */
export const nameMaxLength = 255;
/** Suffix of a cloned team sequence template. */
export const cloneSuffix = '(clone)';
