import type { RouteSpec } from '../route-def.ts';
import { ZPresignedUrlResponse } from '../schemas/settings-responses.ts';
import { ZPresignedUrlRequest } from '../schemas/uploads.ts';

/** The presigned-URL upload service (spec 1 §7, spec 3 §7 "File upload"). */
export const uploadsRoutes = {
  'POST /uploads/presigned-url': {
    handler: 'uploads/create-presigned-url',
    auth: 'user',
    body: ZPresignedUrlRequest,
    response: ZPresignedUrlResponse,
  },
} as const satisfies Record<string, RouteSpec>;
