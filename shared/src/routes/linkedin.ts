import * as z from 'zod';
import type { RouteSpec } from '../route-def.ts';
import { ZLinkedInCredentials, ZLinkedInVerifyCodeRequest } from '../schemas/integrations.ts';

export const ZRegisterBotRequest = z.object({ timezone: z.string().max(64).optional() });

/** LinkedIn account connection and the cloud bot (spec 1 §7 Integrations, Users). */
export const linkedinRoutes = {
  'PATCH /linked-in/update-credentials': {
    handler: 'linkedin/update-credentials',
    auth: 'user',
    body: ZLinkedInCredentials,
    timeoutSeconds: 29,
  },
  'POST /linked-in/verify-code': {
    handler: 'linkedin/verify-code',
    auth: 'user',
    body: ZLinkedInVerifyCodeRequest,
    timeoutSeconds: 29,
  },
  'DELETE /linked-in/remove-credentials': { handler: 'linkedin/remove-credentials', auth: 'user' },
  'GET /linked-in/check-connection': {
    handler: 'linkedin/check-connection',
    auth: 'user',
    timeoutSeconds: 29,
  },
  'GET /users/me/cloud-bot-info': { handler: 'linkedin/get-cloud-bot-info', auth: 'user' },
  'POST /users/me/bots': { handler: 'linkedin/register-bot', auth: 'user', body: ZRegisterBotRequest },
} as const satisfies Record<string, RouteSpec>;
