import { settingsRoutes } from '@outreach/shared/routes/settings';
import { editAutoWithdraw } from '../../domain/settings/edit-auto-withdraw.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(settingsRoutes, 'PATCH /users/edit-auto-withdraw', ({ auth, body, deps }) =>
  editAutoWithdraw(deps, auth.userId, body.autoWithdraw),
);
