import { useMemo } from 'react';
import useSWR from 'swr';
import type { FeatureFlag } from '../types.ts';
import { useSession } from './useSession.ts';

export type FeatureMap = Readonly<Record<string, boolean>>;

export function toFeatureMap(flags: readonly FeatureFlag[] | undefined): FeatureMap {
  const map: Record<string, boolean> = {};
  for (const f of flags ?? []) map[f.uniqueKey] = f.enabled;
  return map;
}

/** Feature flags of the current user (spec 1 §7 GET /me/features) as a uniqueKey → enabled map. */
export function useFeatures() {
  const { isAuthenticated } = useSession();
  const swr = useSWR<FeatureFlag[]>(isAuthenticated ? '/me/features' : null);
  const features = useMemo(() => toFeatureMap(swr.data), [swr.data]);
  return { ...swr, features };
}
