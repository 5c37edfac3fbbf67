/**
 * Business constants of spec 1 (account, shell, team and integrations), §9 unless marked.
 * Values marked "ours" are not given by the spec; see shared/SPEC-CHOICES.md.
 *
 * @example
 * import { DEFAULT_TIMEZONE, TOAST_DEFAULT_MS } from '@outreach/shared/constants/account';
 * setTimeout(close, TOAST_DEFAULT_MS);
 */

// ── Lengths and sizes ────────────────────────────────────────────────────────
/** Password length 6 to 100 (§5, §9). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
/** SMTP reply-to address minimum length. */
export const REPLY_TO_MIN = 6;
/** SMTP/IMAP port range and the input's maximum length. */
export const PORT_MIN = 0;
export const PORT_MAX = 65_535;
export const PORT_MAX_LENGTH = 5;
/** LinkedIn verification code: 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** X (Twitter) pin: 7 digits. */
export const X_PIN_LENGTH = 7;
/** Email signature: at most one image attachment. */
export const SIGNATURE_MAX_IMAGES = 1;
/** Accepted signature image types (file extensions), §5. */
export const SIGNATURE_IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp'] as const;
/** MIME types for the accepted extensions (jpg and jpeg share image/jpeg). */
export const SIGNATURE_IMAGE_MIME_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/bmp',
  'image/webp',
] as const;
/** A connected-account id is 39 characters long and contains this marker (§5). */
export const CONNECTED_ACCOUNT_ID_LENGTH = 39;
export const CONNECTED_ACCOUNT_ID_MARKER = 'AC';
/** Country codes missing from the LinkedIn credentials country list (§5). */
export const LINKEDIN_EXCLUDED_COUNTRIES = ['CN'] as const;

// ── SMTP presets ─────────────────────────────────────────────────────────────
/** Common ports: 587 TLS, 465 SSL, 25 unsecured. */
export const SMTP_COMMON_PORTS = { tls: 587, ssl: 465, unsecured: 25 } as const;
/** SMTP presets and their port; the custom option has no port. */
export const SMTP_PRESETS = [
  { id: 'gmail', label: 'Gmail', port: 587 },
  { id: 'outlook', label: 'Outlook', port: 587 },
  { id: 'yahoo', label: 'Yahoo', port: 465 },
  { id: 'zoho', label: 'Zoho', port: 465 },
  { id: 'icloud', label: 'iCloud', port: 587 },
  { id: 'fastmail', label: 'FastMail', port: 587 },
  { id: 'gmx', label: 'GMX', port: 587 },
  { id: 'sendgrid', label: 'SendGrid', port: 587 },
  { id: 'amazonSes', label: 'Amazon SES', port: 587 },
  { id: 'custom', label: 'Custom', port: null },
] as const;
export type SmtpPresetId = (typeof SMTP_PRESETS)[number]['id'];

// ── Notifications ────────────────────────────────────────────────────────────
/** The drawer asks for page 1 with 50 items. */
export const NOTIFICATIONS_PAGE = 1;
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** The unread badge shows the count up to 99, then '99+'. */
export const UNREAD_BADGE_MAX = 99;
export const UNREAD_BADGE_OVERFLOW = '99+';
/** Above this many items the drawer shows the 'See all' footer hint. */
export const NOTIFICATIONS_FOOTER_HINT_ABOVE = 5;
/** Unread count: stale after 30 s, kept 60 s (§7). */
export const UNREAD_COUNT_STALE_MS = 30_000;
/**
 * How often an open SPA checks that its session still lives: the fallback of the realtime channel,
 * which ends a session at once (a WebSocket, web/src/modules/session/hooks/useRealtimeLogout.ts).
 */
export const SESSION_CHECK_MS = 60_000;
export const UNREAD_COUNT_CACHE_MS = 60_000;
/** Payment reminder notification: 7 days before the next billing date. */
export const PAYMENT_REMINDER_DAYS_BEFORE = 7;

// ── Banner thresholds ────────────────────────────────────────────────────────
/** Pending connection requests at or above which the max-pending banner shows. */
export const PENDING_INVITES_BANNER_AT = 2_500;
/** The banner asks to withdraw to below this many. */
export const PENDING_INVITES_WITHDRAW_BELOW = 500;
/** LinkedIn connections at or above which the connection-limit banner shows. */
export const LINKEDIN_CONNECTIONS_BANNER_AT = 29_900;
/** Renewal reminder when the subscription ends in 0 to under 7 days (owner only). */
export const RENEWAL_REMINDER_DAYS = 7;

// ── Timing ───────────────────────────────────────────────────────────────────
/** Toast default auto-close; many toasts use 3000 ms; team toasts 5000 ms. */
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_SHORT_MS = 3_000;
export const TEAM_TOAST_MS = 5_000;
/** Toast default delay (§3). */
export const TOAST_DEFAULT_DELAY_MS = 0;
/** Google and Microsoft sign-in errors show for 5 s then clear (§8). */
export const SOCIAL_SIGN_IN_ERROR_MS = 5_000;
/** Facebook 'Saved' label shows for 3 s (§4). */
export const FACEBOOK_SAVED_LABEL_MS = 3_000;
/** 'Team invitation received' modal opens 2 s after a last invitation is found. */
export const INVITATION_MODAL_DELAY_MS = 2_000;
/** Cloud-bot user status polling interval. */
export const STATUS_POLL_MS = 5_000;
/** After a 425 answer, polling starts after 5 s. */
export const RETRY_AFTER_425_MS = 5_000;
/** Login answers that start status polling (§4). */
export const LOGIN_POLLING_STATUSES = [408, 504, 524] as const;
export const DROPDOWN_TRANSITION_MS = 200;
export const DRAWER_SLIDE_MS = 300;
/** PATCH /linked-in/update-credentials timeout: 5 minutes. */
export const LINKEDIN_CREDENTIALS_TIMEOUT_MS = 5 * 60_000;
/** Banner carousel speed. */
export const BANNER_CAROUSEL_SPEED_MS = 500;
/** The 'Outside scheduled hours' banner clears at the next window start plus 2 minutes. */
export const OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS = 2 * 60_000;

// ── Layout ───────────────────────────────────────────────────────────────────
export const SHELL_MIN_WIDTH_PX = 1_200;
export const NAV_HEIGHT_PX = 48;
export const ACCOUNT_SWITCHER_WIDTH_PX = 250;
export const ACCOUNT_SWITCHER_MAX_HEIGHT_PX = 400;
export const DROPDOWN_MAX_HEIGHT_PX = 500;
export const MODAL_WIDTHS_PX = { small: 480, medium: 600, large: 900 } as const;
export const NOTIFICATION_DRAWER_WIDTH_PX = 480;
export const RICH_TEXT_MIN_HEIGHT_PX = 150;
export const RICH_TEXT_MAX_HEIGHT_PX = 500;
export const INPUT_HEIGHT_PX = 40;
/** Text clamp: 2 lines, 'Show more' above 60px height. */
export const TEXT_CLAMP_LINES = 2;
export const TEXT_CLAMP_SHOW_MORE_ABOVE_PX = 60;

// ── Formats and defaults ─────────────────────────────────────────────────────
/** Fallback when the browser's timezone cannot be guessed. */
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
/** General date format (moment/dayjs tokens). */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** Dashboard custom range pickers (date-fns tokens). */
export const DASHBOARD_PICKER_DATE_FORMAT = 'dd.MM.yyyy';
/** Notification item date and time (moment tokens), converted from UTC to local. */
export const NOTIFICATION_DATE_FORMAT = 'MMMM Do YYYY';
export const NOTIFICATION_TIME_FORMAT = 'h:mm a';
/** Default sort of lead and activity lists. */
export const DEFAULT_LIST_SORT = { sortField: 'updatedAt', sortOrder: 'DESC' } as const;
/** Query client defaults: no retry, no refetch on focus or reconnect. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
/** Members listing defaults (§7): sorted by role, ascending. */
export const MEMBERS_QUERY_DEFAULTS = { sortField: 'role', sortOrder: 'ASC' } as const;

// ── Routes ───────────────────────────────────────────────────────────────────
/** Dashboard tabs; any other tab redirects to the default. */
export const DASHBOARD_TABS = [
  'today',
  'yesterday',
  'this-week',
  'this-month',
  'this-year',
  'custom',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'this-month';

/** Facebook login scopes (§7). */
export const FACEBOOK_LOGIN_SCOPES = [
  'public_profile',
  'email',
  'business_management',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_posts',
  'pages_show_list',
  'instagram_basic',
  'instagram_manage_insights',
  'instagram_content_publish',
] as const;
