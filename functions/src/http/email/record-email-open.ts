import { emailRoutes } from '@outreach/shared/routes/email';
import { openPixelImageUrl } from '../../domain/email/open-pixel.ts';
import { recordEmailOpen } from '../../domain/email/record-email-open.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

// The pixel answers with a redirect to a static 1×1 GIF, so the API stays JSON-only (issue #9).
export const handler = endpoint(emailRoutes, 'GET /email/open', async ({ query, deps }) => {
  await recordEmailOpen(deps, query.t);
  return result(
    { success: true },
    { status: 302, headers: { location: openPixelImageUrl(deps), 'cache-control': 'no-store' } },
  );
});
