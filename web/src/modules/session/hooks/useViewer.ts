import type { Viewer } from '@outreach/shared/rules/roles';
import { useMemo } from 'react';
import { useWhiteLabel } from '../whiteLabel.ts';
import { useFeatures } from './useFeatures.ts';
import { useProfile } from './useProfile.ts';

/** Who is looking, in the shape the shared role rules take; null until the profile loads. */
export function useViewer(): Viewer | null {
  const { data: profile } = useProfile();
  const { features } = useFeatures();
  const { isWhiteLabelUser, isOwnDomain } = useWhiteLabel();
  return useMemo(() => {
    if (!profile) return null;
    const wl = { isWhiteLabelUser, isOwnDomain };
    return {
      role: profile.team?.teamUser?.role ?? 'member',
      isPlatformAdmin: Boolean(profile.isAlfredAdmin),
      isWhiteLabelUser: wl.isWhiteLabelUser,
      isOwnDomain: wl.isOwnDomain,
      groupId: profile.team?.teamUser?.groupId ?? null,
      features,
    };
  }, [profile, features, isWhiteLabelUser, isOwnDomain]);
}
