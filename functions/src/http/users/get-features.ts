import { getFeatures } from '../../domain/users/get-features.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint('GET /me/features', ({ auth, deps }) => getFeatures(deps, auth.userId));
