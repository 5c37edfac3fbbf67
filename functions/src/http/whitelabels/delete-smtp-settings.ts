import { whitelabelsRoutes } from '@outreach/shared/routes/whitelabels';
import { deleteSmtpSettings } from '../../domain/whitelabels/delete-smtp-settings.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(whitelabelsRoutes, 'DELETE /whitelabels/smtp-settings', ({ auth, deps }) =>
  deleteSmtpSettings(deps, auth),
);
