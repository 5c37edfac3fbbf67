import Box from '@mui/material/Box';
import { shellTexts } from '@outreach/shared/rules/shell';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { useProfile } from '../hooks/useProfile.ts';
import { useSession } from '../hooks/useSession.ts';

/**
 * The two pages outside the shell that need a session: /app/verifyEmail (unverified users only)
 * and /walkthrough (verified users who have not finished it). Anyone else is sent on.
 */
export function RequireZone({ zone, children }: { zone: 'verify' | 'walkthrough'; children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const { data: profile } = useProfile();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (!profile) {
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <FullPageLoader label={shellTexts.loadingApp} />
      </Box>
    );
  }
  if (zone === 'verify') return profile.isEmailVerified ? <Navigate to="/" replace /> : children;
  if (!profile.isEmailVerified) return <Navigate to="/app/verifyEmail" replace />;
  return profile.isWalkthroughCompleted ? <Navigate to="/dashboard" replace /> : children;
}
