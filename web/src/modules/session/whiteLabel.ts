import type { TWhiteLabelResponse, TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import useSWR from 'swr';
import { WHITE_LABEL_KEY } from '../whitelabel/api/whiteLabelApi.ts';
import { useSession } from './hooks/useSession.ts';

export interface WhiteLabelContext {
  isWhiteLabelUser: boolean;
  /** On the product's own domain (not the validated white-label domain). */
  isOwnDomain: boolean;
  /** GET /whitelabels still loading (the shell's loader waits for it, spec 1 §2). */
  isLoading: boolean;
  /** The answer of GET /whitelabels (undefined while loading or when it failed). */
  data?: TWhiteLabelResponse;
  /** The branding to apply: only while the white label is active and has some. */
  branding: TWhiteLabelView | null;
}

/**
 * The current team's white label as the shell reads it (GET /whitelabels). A failed read (no team yet)
 * counts as a regular user on the product's domain.
 */
export function useWhiteLabel(): WhiteLabelContext {
  const { isAuthenticated } = useSession();
  const q = useSWR<TWhiteLabelResponse>(isAuthenticated ? WHITE_LABEL_KEY : null);
  const d = q.data;
  return {
    isWhiteLabelUser: d?.isWhiteLabelUser ?? false,
    isOwnDomain: d?.isAlfredDomain ?? true,
    isLoading: isAuthenticated && !d && !q.error,
    data: d,
    branding: d?.withBranding ? d.whiteLabel : null,
  };
}
