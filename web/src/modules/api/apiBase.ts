/** Where the SPA finds the API: the same origin, under /api/v1 (CloudFront's `/api/*` behaviour, the local runtime). */
export const API_BASE = '/api/v1';
