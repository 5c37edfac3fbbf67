import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { saveSmtpSettings } from '../../domain/whitelabels/save-smtp-settings.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'PUT /whitelabels/smtp-settings', ({ auth, body, deps }) =>
  saveSmtpSettings(deps, auth, body),
);
