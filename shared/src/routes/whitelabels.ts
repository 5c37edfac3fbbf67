import type { RouteSpec } from '../route-def.ts';
import {
  brandingImageKinds,
  ZBrandingFields,
  ZBrandingResponse,
  ZDomainRequest,
  ZPublicBrandingQuery,
  ZPublicBrandingResponse,
  ZToggleStatusRequest,
  ZWhiteLabelMinSeatsRequest,
  ZWhiteLabelResponse,
  ZWhiteLabelSmtpRequest,
} from '../schemas/whitelabels.ts';

/**
 * White label (spec 1 §8 "White label", issue #11), of the caller's current team. Reads are open to
 * its members (the shell themes itself from them); writes need the page's gate (platform admin, or
 * owner when not white-label) and the plan's white-label feature.
 */
export const whitelabelsRoutes = {
  'GET /whitelabels': { handler: 'whitelabels/get-white-label', auth: 'user', response: ZWhiteLabelResponse },
  'GET /whitelabels/branding': {
    handler: 'whitelabels/get-branding',
    auth: 'user',
    response: ZBrandingResponse,
  },
  // multipart/form-data with the image files as `logo`, `favicon`, `logoIcon` parts (or JSON without files).
  'PATCH /whitelabels/branding': {
    handler: 'whitelabels/update-branding',
    auth: 'user',
    body: ZBrandingFields,
    files: brandingImageKinds,
    response: ZWhiteLabelResponse,
  },
  'PATCH /whitelabels/toggle-status': {
    handler: 'whitelabels/toggle-status',
    auth: 'user',
    body: ZToggleStatusRequest,
    response: ZWhiteLabelResponse,
  },
  // Platform admins only (the real user, also while impersonating the team's owner).
  'PATCH /whitelabels/min-seats': {
    handler: 'whitelabels/set-min-seats',
    auth: 'user',
    body: ZWhiteLabelMinSeatsRequest,
    response: ZWhiteLabelResponse,
  },
  'PUT /whitelabels/smtp-settings': {
    handler: 'whitelabels/save-smtp-settings',
    auth: 'user',
    body: ZWhiteLabelSmtpRequest,
    response: ZWhiteLabelResponse,
  },
  'DELETE /whitelabels/smtp-settings': {
    handler: 'whitelabels/delete-smtp-settings',
    auth: 'user',
    response: ZWhiteLabelResponse,
  },
  'PATCH /whitelabels/domain': {
    handler: 'whitelabels/set-domain',
    auth: 'user',
    body: ZDomainRequest,
    response: ZWhiteLabelResponse,
  },
  'DELETE /whitelabels/domain': {
    handler: 'whitelabels/delete-domain',
    auth: 'user',
    response: ZWhiteLabelResponse,
  },
  'PATCH /whitelabels/domain/verify-dns': {
    handler: 'whitelabels/verify-dns',
    auth: 'user',
    response: ZWhiteLabelResponse,
  },
  // Before sign-in: the branding of the white label whose validated domain the page is on (or null).
  'GET /whitelabels/public': {
    handler: 'whitelabels/get-public-branding',
    auth: 'public',
    query: ZPublicBrandingQuery,
    response: ZPublicBrandingResponse,
  },
} as const satisfies Record<string, RouteSpec>;
