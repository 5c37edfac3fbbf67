import type { RouteSpec } from '../route-def.ts';
import { ZMailSettingsRequest, ZTestEmailRequest } from '../schemas/integrations.ts';
import { ZConnectedEmailResponse, ZMailSettingsResponse, ZSuccessResponse } from '../schemas/mailbox.ts';

/** The email channel's mailbox connection (spec 1 §7 Users, Integrations): SMTP+IMAP. */
export const emailRoutes = {
  'GET /users/me/mail-settings': {
    handler: 'email/get-mail-settings',
    auth: 'user',
    response: ZMailSettingsResponse,
  },
  'PUT /users/me/mail-settings': {
    handler: 'email/save-mail-settings',
    auth: 'user',
    body: ZMailSettingsRequest,
    response: ZMailSettingsResponse,
  },
  'DELETE /users/me/mail-settings': {
    handler: 'email/delete-mail-settings',
    auth: 'user',
    response: ZSuccessResponse,
  },
  'POST /smtp-settings/test': {
    handler: 'email/test-mail-settings',
    auth: 'user',
    body: ZMailSettingsRequest,
    response: ZSuccessResponse,
  },
  'POST /users/integrations/test-email': {
    handler: 'email/send-test-email',
    auth: 'user',
    body: ZTestEmailRequest,
    response: ZSuccessResponse,
  },
  'GET /users/email': {
    handler: 'email/get-connected-email',
    auth: 'user',
    response: ZConnectedEmailResponse,
  },
} as const satisfies Record<string, RouteSpec>;
