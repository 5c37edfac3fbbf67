import { authRoutes } from '@outreach/shared/routes/auth';
import { endpoint } from '../../lib/handler.ts';

// The handler factory has already checked the session (revoked or expired: 401).
export const handler = endpoint(authRoutes, 'GET /auth/session', async () => ({ active: true as const }));
