// White label (spec 1 §3, §8 "White label"): branding, status, SMTP settings and the custom domain.
import * as z from 'zod';
import {
  COLOR_PATTERN,
  colorMessage,
  DOMAIN_PATTERN,
  domainMessage,
  whiteLabelStatuses,
} from '../rules/white-label.ts';
import { ZSmtpSettings } from './integrations.ts';

export const whiteLabelMessages = {
  companyName: 'Please enter a company name',
  image: 'Please upload a PNG, GIF or JPEG image',
  imageSize: 'The image must be 1 MB or smaller',
  notConfigured: 'Please save a company name first',
  domainTaken: 'This domain is already used by another white label',
  productDomain: "You can't use the product's own domain",
  noDomain: 'Please add a domain first',
} as const;

const ZColor = z
  .string({ error: colorMessage })
  .trim()
  .max(7, colorMessage)
  .regex(COLOR_PATTERN, colorMessage);

/** The branding images (multipart file parts of PATCH /whitelabels/branding). */
export const brandingImageKinds = ['logo', 'favicon', 'logoIcon'] as const;
export type BrandingImageKind = (typeof brandingImageKinds)[number];
export const BRANDING_IMAGE_MAX_BYTES = 1024 * 1024;

/**
 * The text fields of PATCH /whitelabels/branding (multipart/form-data or JSON); files ride beside them
 * as `logo`, `favicon`, `logoIcon` parts. `remove` lists images to drop, comma separated.
 *
 * @example
 * ZBrandingFields.parse({ companyName: ' Acme ', accentColor: '#1A73E8' }).companyName // 'Acme'
 */
export const ZBrandingFields = z
  .object({
    companyName: z
      .string({ error: whiteLabelMessages.companyName })
      .trim()
      .min(1, whiteLabelMessages.companyName)
      .max(100)
      .optional(),
    titleColor: ZColor.optional(),
    accentColor: ZColor.optional(),
    navigationTextColor: ZColor.optional(),
    remove: z
      .string()
      .max(64)
      .optional()
      .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
      .pipe(z.array(z.enum(brandingImageKinds))),
  })
  .strict();
export type TBrandingFields = z.infer<typeof ZBrandingFields>;

/** PATCH /whitelabels/toggle-status: the status to set; without it the status flips. */
export const ZToggleStatusRequest = z.object({ status: z.enum(whiteLabelStatuses).optional() }).strict();

/** PATCH /whitelabels/min-seats (platform admins): the team's seat floor, null to clear it. */
export const ZWhiteLabelMinSeatsRequest = z
  .object({ minSeats: z.number().int().min(1).max(250).nullable() })
  .strict();

/** PUT /whitelabels/smtp-settings: the integrations page's SMTP form; the login is tried before saving. */
export const ZWhiteLabelSmtpRequest = ZSmtpSettings;

/** PATCH /whitelabels/domain. */
export const ZDomainRequest = z
  .object({
    domain: z
      .string({ error: domainMessage })
      .trim()
      .toLowerCase()
      .max(253, domainMessage)
      .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
      .pipe(z.string().regex(DOMAIN_PATTERN, domainMessage)),
  })
  .strict();

const ZWhiteLabelTheme = z.object({
  titleColor: z.string(),
  accentColor: z.string(),
  navigationTextColor: z.string(),
});
export type TWhiteLabelTheme = z.infer<typeof ZWhiteLabelTheme>;

export const ZBrandingResponse = z.object({
  companyName: z.string().nullable(),
  /** Public URLs of the images (null when none). */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  logoIcon: z.string().nullable(),
  theme: ZWhiteLabelTheme,
});
export type TBrandingResponse = z.infer<typeof ZBrandingResponse>;

/** GET /whitelabels/public: the host name the page is served on (the SPA sends `location.hostname`). */
export const ZPublicBrandingQuery = z
  .object({ domain: z.string().trim().toLowerCase().max(253).optional() })
  .strict();

/**
 * GET /whitelabels/public: what the sign-in and sign-up pages show before sign-in on a white label's
 * validated domain (company name, images, theme); null on any other host. Nothing else is public.
 */
export const ZPublicBrandingResponse = z.object({ whiteLabel: ZBrandingResponse.nullable() });
export type TPublicBrandingResponse = z.infer<typeof ZPublicBrandingResponse>;

/** The white-label data a verification token's page shows (spec 1 §3 "Verification token data"). */
export const ZTokenWhiteLabelResponse = z.object({
  logoIcon: z.string().nullable(),
  theme: ZWhiteLabelTheme,
});
export type TTokenWhiteLabelResponse = z.infer<typeof ZTokenWhiteLabelResponse>;

const ZDnsRecord = z.object({
  type: z.enum(['CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
  /** Found with this value at the last check. */
  isVerified: z.boolean(),
});

const ZWhiteLabelView = ZBrandingResponse.extend({
  id: z.string(),
  status: z.enum(whiteLabelStatuses),
  domain: z.string().nullable(),
  isDomainValidated: z.boolean(),
  /** Minimum seats the owning team keeps (set by a platform admin); null for the plan's own. */
  minSeats: z.number().int().nullable(),
  /** For the owner's page only; empty for everyone else. */
  dnsRecords: z.array(ZDnsRecord),
  /** The saved SMTP login without its password; for the owner's page only. */
  smtpSettings: z
    .object({
      senderName: z.string(),
      replyToEmail: z.string(),
      smtpServer: z.string(),
      username: z.string(),
      port: z.number(),
      isTlsEnabled: z.boolean(),
    })
    .nullable(),
});
export type TWhiteLabelView = z.infer<typeof ZWhiteLabelView>;

/** GET /whitelabels (and every write's answer): the current team's white label with the derived flags. */
export const ZWhiteLabelResponse = z.object({
  whiteLabel: ZWhiteLabelView.nullable(),
  isActive: z.boolean(),
  isWhiteLabelUser: z.boolean(),
  isAlfredDomain: z.boolean(),
  withCustomEmail: z.boolean(),
  withBranding: z.boolean(),
  withCustomDomain: z.boolean(),
  /** The caller may configure it (the page's gate, with the plan's white-label feature). */
  canManage: z.boolean(),
});
export type TWhiteLabelResponse = z.infer<typeof ZWhiteLabelResponse>;
