import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { NAV_HEIGHT_PX, SHELL_MIN_WIDTH_PX } from '@outreach/shared/constants/account';
import { accountState, canOpenNewSubscription } from '@outreach/shared/rules/billing';
import { resolveBlockedAppRoute, resolveGatedRoute, resolveShellGate } from '@outreach/shared/rules/gates';
import { canSeeBilling, shouldFetchBillingInfo } from '@outreach/shared/rules/roles';
import { shellTexts, shouldLogoutOnProfile } from '@outreach/shared/rules/shell';
import { type ReactNode, useCallback, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toTeamBillingState } from '../../billing/toTeamBillingState.ts';
import { ShellLeadDrawer } from '../../contacts/components/ShellLeadDrawer.tsx';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useRealtimeLogout } from '../../session/hooks/useRealtimeLogout.ts';
import { useRealUser } from '../../session/hooks/useRealUser.ts';
import { useSession } from '../../session/hooks/useSession.ts';
import { useSessionWatch } from '../../session/hooks/useSessionWatch.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useWhiteLabel } from '../../session/whiteLabel.ts';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { MessageScreen } from '../../ui/MessageScreen.tsx';
import type { NavContext } from '../navMenu.ts';
import { brandedTheme } from '../whiteLabelTheme.ts';
import { BlockedScreen } from './BlockedScreen.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { ShellBanners } from './ShellBanners.tsx';
import { TopNav } from './TopNav.tsx';
import { useWhiteLabelDocument } from './useWhiteLabelDocument.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minWidth: SHELL_MIN_WIDTH_PX, minHeight: '100vh', bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
}

/** The signed-in application: gates (1)–(7) of spec 1 §2, then the top navigation around the page. */
export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, signOut } = useSession();
  // An explicit logout starts afresh at login, without a page to come back to.
  const logout = () => void signOut().then(() => navigate('/auth/login', { replace: true }));
  const profileQuery = useProfile();
  useSessionWatch();
  const realQuery = useRealUser();
  const featuresQuery = useFeatures();
  const viewer = useViewer();
  const profile = profileQuery.data;
  const mutateProfile = profileQuery.mutate;
  const reloadProfile = useCallback(() => void mutateProfile(), [mutateProfile]);
  const realUser = realQuery.data ?? null;
  useRealtimeLogout({ currentUserId: profile?.id, realUserId: realUser?.id });
  const wl = useWhiteLabel();
  useWhiteLabelDocument(wl.branding);
  const team = profile?.team ?? null;
  const state = team ? accountState(toTeamBillingState(team)) : 'active';

  const mustLogout =
    profile !== undefined &&
    !realQuery.isLoading &&
    shouldLogoutOnProfile({
      needToLogout: profile.needToLogout,
      isImpersonating: Boolean(realUser),
      lastTeamId: profile.lastTeamId,
    });
  useEffect(() => {
    if (mustLogout) void signOut();
  }, [mustLogout, signOut]);

  const loading = !profile || realQuery.isLoading || featuresQuery.isLoading || wl.isLoading || mustLogout;
  // The answers arrive through SWR, whose updates React renders at once, in one task. So the loader
  // stays until a background render has drawn the whole shell and its page, in short slices that keep
  // the page responsive (issue #7 §8); a return to loading shows at once.
  const ready = useDeferredValue(!loading, false);
  const gate = resolveShellGate({
    isAuthenticated,
    isEmailVerified: profile?.isEmailVerified ?? true,
    isLoading: loading || !ready,
    isOwnDomain: wl.isOwnDomain,
    isBlocked: Boolean(profile?.isBlocked),
    isWalkthroughCompleted: profile?.isWalkthroughCompleted ?? true,
    whiteLabel:
      wl.isWhiteLabelUser && wl.data
        ? {
            isActive: wl.data.isActive,
            isBlocked: Boolean(profile?.isBlocked),
            isDeactivated: state === 'deactivated',
            isPaused: state === 'paused',
            isDomainMismatch: wl.data.withCustomDomain && wl.data.isAlfredDomain,
          }
        : null,
  });

  // There is no external login address: gate (1) always uses our own login page.
  if (gate.kind === 'login') return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (gate.kind === 'verifyEmail' || gate.kind === 'walkthrough')
    return <Navigate to={gate.redirectTo} replace />;
  if (gate.kind === 'loader') {
    if (profileQuery.error && !profile) {
      return (
        <Frame>
          <MessageScreen
            testId="app-error"
            title={shellTexts.fallbackError}
            actions={
              <Button variant="contained" onClick={() => void profileQuery.mutate()}>
                Try again
              </Button>
            }
          />
        </Frame>
      );
    }
    return (
      <Frame>
        <FullPageLoader label={shellTexts.loadingApp} />
      </Frame>
    );
  }
  if (gate.kind === 'whiteLabelBlocked' || gate.kind === 'blocked') {
    return (
      <Frame>
        <BlockedScreen whiteLabel={gate.kind === 'whiteLabelBlocked'} onLogout={logout} />
      </Frame>
    );
  }
  if (!profile || !viewer) return null;

  const blockedTo = resolveBlockedAppRoute(location.pathname, {
    isDeactivated: state === 'deactivated',
    isPaused: state === 'paused',
    billingShown: canSeeBilling(viewer),
    isWhiteLabelUser: viewer.isWhiteLabelUser,
  });
  if (blockedTo) return <Navigate to={blockedTo} replace />;

  const context: NavContext = {
    viewer,
    isTrial: state === 'trial',
    notificationsShown: viewer.features.has('notifications'),
  };
  const gatedTo = resolveGatedRoute(location.pathname, viewer, {
    notificationsShown: context.notificationsShown,
    isTrial: context.isTrial,
    canOpenNewSubscription: canOpenNewSubscription(state),
  });
  if (gatedTo && gatedTo !== location.pathname) return <Navigate to={gatedTo} replace />;

  const branding = wl.branding;
  const shell = (
    <Frame>
      <TopNav
        profile={profile}
        viewer={viewer}
        realUser={realUser}
        context={context}
        onLogout={logout}
        branding={branding}
      />
      {realUser && <ImpersonationBanner name={profile.name} />}
      <ShellBanners
        profile={profile}
        reloadProfile={reloadProfile}
        profileError={Boolean(profileQuery.error)}
        state={state}
        role={viewer.role}
        notificationsAllowed={viewer.features.has('notifications')}
        billingEnabled={
          canSeeBilling(viewer) &&
          shouldFetchBillingInfo({ role: viewer.role, isEmailVerified: profile.isEmailVerified })
        }
        isWalkthroughPage={location.pathname.startsWith('/walkthrough')}
      />
      <Box
        component="main"
        sx={{ px: 4, py: 3, maxWidth: 1440, mx: 'auto', minHeight: `calc(100vh - ${NAV_HEIGHT_PX}px)` }}
      >
        <Outlet />
      </Box>
      <ShellLeadDrawer />
    </Frame>
  );
  // An active white label's accent colour themes the whole shell (spec 1 §3: only while active).
  if (!branding) return shell;
  return <ThemeProvider theme={(outer: Theme) => brandedTheme(outer, branding.theme)}>{shell}</ThemeProvider>;
}
