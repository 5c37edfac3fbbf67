import type { TBrandingResponse, TPublicBrandingResponse } from '@outreach/shared/schemas/whitelabels';
import useSWR from 'swr';

/** GET /whitelabels/public for the host this page is served on. */
export const publicBrandingKey = (host: string) => `/whitelabels/public?domain=${encodeURIComponent(host)}`;

/**
 * Before sign-in: the branding of the white label whose validated domain this page is on (null on the
 * product's own domain, or while loading, or when the read failed).
 */
export function usePublicBranding(): { branding: TBrandingResponse | null; isLoading: boolean } {
  const q = useSWR<TPublicBrandingResponse>(publicBrandingKey(window.location.hostname));
  return { branding: q.data?.whiteLabel ?? null, isLoading: !q.data && !q.error };
}
