import { enabledFeatureSet, type FeatureKey } from '@outreach/shared/plans/features';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { FeatureFlag } from '../types.ts';
import { useSession } from './useSession.ts';

export const FEATURES_KEY = '/me/features';

/** Feature flags of the current user (spec 1 §7 GET /me/features) as the set of enabled keys. */
export function useFeatures() {
  const { isAuthenticated } = useSession();
  const swr = useSWR<FeatureFlag[]>(isAuthenticated ? FEATURES_KEY : null);
  const features = useMemo<ReadonlySet<FeatureKey>>(() => enabledFeatureSet(swr.data ?? []), [swr.data]);
  return { ...swr, features };
}
