import type { RouteSpec } from '../route-def.ts';
import { ZCsvAudienceRequest } from '../schemas/campaign-audience.ts';
import {
  ZEmailCampaignCreatedResponse,
  ZSignatureResponse,
  ZUnsubscribedCsvRequest,
  ZUnsubscribedCsvResponse,
  ZUnsubscribeLinkResponse,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
} from '../schemas/email-campaigns.ts';
import { ZMailSettingsRequest, ZSignatureRequest, ZTestEmailRequest } from '../schemas/integrations.ts';
import {
  ZAliasesResponse,
  ZAliasRequest,
  ZConnectedEmailResponse,
  ZGmailSignInRequest,
  ZMailCodeUrlQuery,
  ZMailCodeUrlResponse,
  ZMailConnectedResponse,
  ZMailSettingsResponse,
  ZOutlookSignInRequest,
  ZSuccessResponse,
} from '../schemas/mailbox.ts';

/** The email channel's mailbox connection (spec 1 §7 Users, Integrations): SMTP+IMAP, Gmail, Outlook. */
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
  'GET /gmail/code-url': {
    handler: 'email/get-gmail-code-url',
    auth: 'user',
    query: ZMailCodeUrlQuery,
    response: ZMailCodeUrlResponse,
  },
  'POST /gmail/sign-in': {
    handler: 'email/connect-gmail',
    auth: 'user',
    body: ZGmailSignInRequest,
    response: ZMailConnectedResponse,
  },
  'DELETE /gmail': { handler: 'email/disconnect-gmail', auth: 'user', response: ZSuccessResponse },
  'GET /gmail/aliases': { handler: 'email/list-gmail-aliases', auth: 'user', response: ZAliasesResponse },
  'PATCH /gmail/aliases': {
    handler: 'email/set-gmail-alias',
    auth: 'user',
    body: ZAliasRequest,
    response: ZAliasesResponse,
  },
  'GET /microsoft/outlook/code-url': {
    handler: 'email/get-outlook-code-url',
    auth: 'user',
    query: ZMailCodeUrlQuery,
    response: ZMailCodeUrlResponse,
  },
  'POST /microsoft/outlook/sign-in': {
    handler: 'email/connect-outlook',
    auth: 'user',
    body: ZOutlookSignInRequest,
    response: ZMailConnectedResponse,
  },
  'DELETE /microsoft/outlook': {
    handler: 'email/disconnect-outlook',
    auth: 'user',
    response: ZSuccessResponse,
  },
  // Email campaigns (spec 3 §7 CSV upload): a campaign of email addresses.
  'POST /campaigns/email/audience/csv': {
    handler: 'email/create-email-campaign',
    auth: 'user',
    body: ZCsvAudienceRequest,
    response: ZEmailCampaignCreatedResponse,
  },
  'POST /email/unsubscribe': {
    handler: 'email/unsubscribe-email',
    auth: 'public',
    query: ZUnsubscribeQuery,
    response: ZUnsubscribeResponse,
  },
  // Issue #9: the open pixel of a campaign email (answers 302 to a 1×1 GIF; the body is for tools).
  'GET /email/open': {
    handler: 'email/record-email-open',
    auth: 'public',
    query: ZUnsubscribeQuery,
    response: ZSuccessResponse,
  },
  'PATCH /users/me/toggle-unsubscribe-link': {
    handler: 'email/toggle-unsubscribe-link',
    auth: 'user',
    response: ZUnsubscribeLinkResponse,
  },
  'POST /users/me/unsubscribed-emails/csv': {
    handler: 'email/export-unsubscribed-emails',
    auth: 'user',
    body: ZUnsubscribedCsvRequest,
    response: ZUnsubscribedCsvResponse,
  },
  'GET /users/signature': {
    handler: 'email/get-signature',
    auth: 'user',
    response: ZSignatureResponse,
  },
  'PATCH /users/signature': {
    handler: 'email/save-signature',
    auth: 'user',
    body: ZSignatureRequest,
    response: ZSignatureResponse,
  },
} as const satisfies Record<string, RouteSpec>;
