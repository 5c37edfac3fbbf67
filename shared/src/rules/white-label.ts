/** White label (spec 1 §3 "White-label", §6): colours, the derived flags and who is a white-label user. */

/** The white label's status; theme and branding apply only while it is active. */
export const whiteLabelStatuses = ['active', 'inactive'] as const;
export type WhiteLabelStatus = (typeof whiteLabelStatuses)[number];

/** Ours: a colour is a CSS hex colour, `#rgb` or `#rrggbb`. */
export const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const colorMessage = 'Please enter a colour like #1A73E8';

/**
 * Whether `value` is a colour the theme accepts.
 *
 * @example
 * isColor('#1a73e8') // true
 * isColor('blue')    // false
 */
export function isColor(value: string): boolean {
  return COLOR_PATTERN.test(value);
}

/** Ours: the colours a white label starts with (the product's own palette). */
export const defaultWhiteLabelTheme = {
  titleColor: '#1f2a44',
  accentColor: '#1a73e8',
  navigationTextColor: '#ffffff',
} as const;

export interface WhiteLabelState {
  status: WhiteLabelStatus;
  /** Ever activated: from then on the team's non-owners are white-label users (ours). */
  activatedAt?: number | null;
  domain?: string | null;
  isDomainValidated?: boolean;
  hasSmtp: boolean;
  hasBranding: boolean;
}

export interface WhiteLabelFlags {
  isActive: boolean;
  isWhiteLabelUser: boolean;
  isAlfredDomain: boolean;
  withCustomEmail: boolean;
  withBranding: boolean;
  withCustomDomain: boolean;
}

/**
 * Who is a white-label user (ours, spec 1 is silent): a member or admin of a team whose white label
 * has been activated; its owners configure it and stay regular users (the page's gate is "owner when
 * not white-label"), and so do platform admins. Users who join through an invite on the white-label
 * domain become members of that team, so they are white-label users too.
 *
 * @example
 * isWhiteLabelUser({ role: 'member', isPlatformAdmin: false, activatedAt: 1 }) // true
 * isWhiteLabelUser({ role: 'owner', isPlatformAdmin: false, activatedAt: 1 })  // false
 */
export function isWhiteLabelUser(input: {
  role: 'owner' | 'admin' | 'member';
  isPlatformAdmin: boolean;
  activatedAt?: number | null;
}): boolean {
  return Boolean(input.activatedAt) && input.role !== 'owner' && !input.isPlatformAdmin;
}

/**
 * The derived flags of spec 1 §3: theme, branding, custom email and custom domain only while active;
 * `isAlfredDomain` unless the page is served on the validated white-label domain.
 *
 * @example
 * whiteLabelFlags({ status: 'inactive', hasSmtp: true, hasBranding: true }, { isWhiteLabelUser: false, host: 'app.example.com' }).withBranding // false
 */
export function whiteLabelFlags(
  wl: WhiteLabelState | null,
  ctx: { isWhiteLabelUser: boolean; host?: string | null },
): WhiteLabelFlags {
  const isActive = wl?.status === 'active';
  const withCustomDomain = Boolean(isActive && wl?.domain && wl.isDomainValidated);
  const host = ctx.host?.toLowerCase().replace(/:\d+$/, '') ?? '';
  return {
    isActive,
    isWhiteLabelUser: ctx.isWhiteLabelUser,
    isAlfredDomain: !(withCustomDomain && host === wl?.domain),
    withCustomEmail: Boolean(isActive && wl?.hasSmtp),
    withBranding: Boolean(isActive && wl?.hasBranding),
    withCustomDomain,
  };
}

/**
 * Gate (4) of spec 1 §2 for a white-label user: blocked when the white label is inactive, the account
 * is blocked, deactivated or paused, or the page is on another domain than the validated one.
 *
 * @example
 * isWhiteLabelBlocked({ isActive: false, withCustomDomain: false, isAlfredDomain: true }) // true
 */
export function isWhiteLabelBlocked(
  f: Pick<WhiteLabelFlags, 'isActive' | 'withCustomDomain' | 'isAlfredDomain'>,
) {
  return !f.isActive || (f.withCustomDomain && f.isAlfredDomain);
}

/** Ours: the TXT record that proves a domain, under this label of the domain. */
export const DNS_TXT_LABEL = '_outreach-verify';

/**
 * The DNS records a custom domain needs (ours): a CNAME of the domain to the product's host, and a
 * TXT record with the team's token that proves ownership.
 *
 * @example
 * domainRecords('app.acme.io', 't1', 'app.example.com')
 * // [{ type: 'CNAME', name: 'app.acme.io', value: 'app.example.com' }, { type: 'TXT', name: '_outreach-verify.app.acme.io', value: 'outreach-verify=t1' }]
 */
export function domainRecords(domain: string, token: string, productHost: string) {
  return [
    { type: 'CNAME' as const, name: domain, value: productHost },
    { type: 'TXT' as const, name: `${DNS_TXT_LABEL}.${domain}`, value: `outreach-verify=${token}` },
  ];
}

/** Ours: a custom domain is a lower-case host name with at least two labels. */
export const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
export const domainMessage = 'Please enter a valid domain like app.yourcompany.com';
