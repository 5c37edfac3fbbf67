import { uploadsRoutes } from '@outreach/shared/routes/uploads';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { createPresignedUrl } from '../../domain/uploads/create-presigned-url.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(uploadsRoutes, 'POST /uploads/presigned-url', async ({ auth, body, deps }) =>
  createPresignedUrl(deps, await currentTeamId(deps, auth), body),
);
