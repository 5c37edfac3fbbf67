import { resolveRootRoute, shellTexts } from '@outreach/shared/rules/shell';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
  useParams,
} from 'react-router-dom';
import { tokenStore } from '../modules/api/tokenStore.ts';
import { recordPageView } from '../modules/auth/signUpTracking.ts';
import { GuestOnly } from '../modules/session/components/GuestOnly.tsx';
import { RequireZone } from '../modules/session/components/RequireZone.tsx';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { type RouteEntry, routeTable } from './routeTable.ts';

type PageLoader = () => Promise<{ default: ComponentType }>;

// The entry chunk holds only what every first paint needs: React, the router, the theme and the
// session. The signed-in shell (top navigation, menus, notifications), every page and the error and
// placeholder screens load on demand, so the public pages stay light (issue #7 §8).
const loadAppShell = () =>
  import('../modules/shell/components/AppShell.tsx').then((m) => ({ default: m.AppShell }));
const AppShell = lazy(loadAppShell);
const NotBuiltYet = lazy(() =>
  import('../modules/ui/NotBuiltYet.tsx').then((m) => ({ default: m.NotBuiltYet })),
);
const ErrorFallbackPage = lazy(() =>
  import('../pages/ErrorFallbackPage.tsx').then((m) => ({ default: m.ErrorFallbackPage })),
);
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);
// One loader per page module; React.lazy and the start-up preload below share it.
const loadEmailUnsubscribedPage = () =>
  import('../pages/EmailUnsubscribedPage.tsx').then((m) => ({ default: m.EmailUnsubscribedPage }));
const loadEmailVerifiedPage = () =>
  import('../pages/EmailVerifiedPage.tsx').then((m) => ({ default: m.EmailVerifiedPage }));
const loadForgotPasswordPage = () =>
  import('../pages/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage }));
const loadGoogleCallbackPage = () =>
  import('../pages/GoogleCallbackPage.tsx').then((m) => ({ default: m.GoogleCallbackPage }));
const loadLiVerificationPage = () =>
  import('../pages/LiVerificationPage.tsx').then((m) => ({ default: m.LiVerificationPage }));
const loadMicrosoftCallbackPage = () =>
  import('../pages/MicrosoftCallbackPage.tsx').then((m) => ({ default: m.MicrosoftCallbackPage }));
const loadResetPasswordPage = () =>
  import('../pages/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage }));
const loadSignInPage = () => import('../pages/SignInPage.tsx').then((m) => ({ default: m.SignInPage }));
const loadSignUpPage = () => import('../pages/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage }));
const loadVerifyEmailPage = () =>
  import('../pages/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage }));
const loadVerifyEmailTokenPage = () =>
  import('../pages/VerifyEmailTokenPage.tsx').then((m) => ({ default: m.VerifyEmailTokenPage }));
const loadWalkthroughPage = () =>
  import('../pages/WalkthroughPage.tsx').then((m) => ({ default: m.WalkthroughPage }));
const loadDashboardPage = () =>
  import('../pages/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage }));
const loadIntegrationsPage = () =>
  import('../pages/IntegrationsPage.tsx').then((m) => ({ default: m.IntegrationsPage }));
const loadNewCampaignPage = () =>
  import('../pages/NewCampaignPage.tsx').then((m) => ({ default: m.NewCampaignPage }));
const loadCampaignListPage = () =>
  import('../pages/CampaignListPage.tsx').then((m) => ({ default: m.CampaignListPage }));
const loadCampaignDetailsPage = () =>
  import('../pages/CampaignDetailsPage.tsx').then((m) => ({ default: m.CampaignDetailsPage }));
const loadActivityPage = () => import('../pages/ActivityPage.tsx').then((m) => ({ default: m.ActivityPage }));
const loadWorkHoursPage = () =>
  import('../pages/WorkHoursPage.tsx').then((m) => ({ default: m.WorkHoursPage }));
const loadDailyLimitsPage = () =>
  import('../pages/DailyLimitsPage.tsx').then((m) => ({ default: m.DailyLimitsPage }));
const loadCampaignSequencePage = () =>
  import('../pages/CampaignSequencePage.tsx').then((m) => ({ default: m.CampaignSequencePage }));

/**
 * The page of each built route. A route without one renders the 'not built yet' placeholder inside the
 * shell: a later issue adds its page here and nothing else.
 */
const routeLoaders: Partial<Record<string, PageLoader>> = {
  '/auth/signup': loadSignUpPage,
  '/auth/signupx': loadSignUpPage,
  '/auth/signupx/:promoCode': loadSignUpPage,
  '/auth/login': loadSignInPage,
  '/auth/forgotPassword': loadForgotPasswordPage,
  '/reset-password/:token': loadResetPasswordPage,
  '/microsoft/callback': loadMicrosoftCallbackPage,
  '/auth/google/callback': loadGoogleCallbackPage,
  '/verify-email/:verificationCode': loadVerifyEmailTokenPage,
  '/email-verified': loadEmailVerifiedPage,
  '/email-unsubscribed': loadEmailUnsubscribedPage,
  '/li-verification/:verificationToken': loadLiVerificationPage,
  '/app/verifyEmail': loadVerifyEmailPage,
  '/walkthrough': loadWalkthroughPage,
  '/dashboard/:tab': loadDashboardPage,
  '/integrations': loadIntegrationsPage,
  '/campaign/new/:category': loadNewCampaignPage,
  '/campaign/new/:category/:campaignPageType': loadNewCampaignPage,
  '/campaign/stats/:category/:status': loadCampaignListPage,
  '/campaign/details/overview/:campaignId': loadCampaignDetailsPage,
  '/campaign/details/leads/:campaignId': loadCampaignDetailsPage,
  '/campaign/details/ignored-leads/:campaignId': loadCampaignDetailsPage,
  '/campaign/details/activity/:campaignId': loadCampaignDetailsPage,
  '/campaign/activity': loadActivityPage,
  '/campaign/:campaignId/sequence': loadCampaignSequencePage,
  '/settings/work-hours': loadWorkHoursPage,
  '/settings/daily-limits': loadDailyLimitsPage,
};

const routePages = Object.fromEntries(
  Object.entries(routeLoaders).map(([path, load]) => [path, lazy(load!)]),
) as Partial<Record<string, ComponentType>>;

const matchable = routeTable.map((entry) => ({ path: entry.path, entry }));

/** Pages a signed-in user skips. */
const guestOnly = new Set([
  '/auth/signup',
  '/auth/signupx',
  '/auth/signupx/:promoCode',
  '/auth/login',
  '/auth/forgotPassword',
]);

/**
 * Starts loading the chunks of the page the app opens on, so they download while the entry starts,
 * the shell loads and the session's queries run, instead of one after the other. Follows the table's
 * redirects (`/dashboard` → `/dashboard/this-month`); skips pages the gates will not show.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  let path = pathname;
  for (let hop = 0; hop < 3; hop++) {
    const match = matchRoutes(matchable, path)?.at(-1);
    if (!match) return;
    const { entry } = match.route;
    if (entry.redirect) {
      path = entry.redirect(match.params);
      continue;
    }
    if (entry.zone === 'shell' && !signedIn) return;
    if (guestOnly.has(entry.path) && signedIn) return;
    if (entry.zone === 'shell') void loadAppShell();
    void routeLoaders[entry.path]?.();
    return;
  }
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Outreach`;
  }, [title]);
  return children;
}

function Forward({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${entry.redirect!(params)}${search}`} replace />;
}

function Home() {
  const { isAuthenticated } = useSession();
  return <Navigate to={resolveRootRoute(isAuthenticated)} replace />;
}

function RootLayout() {
  const location = useLocation();
  const href = `${location.pathname}${location.search}`;
  useEffect(() => {
    recordPageView(new URL(href, window.location.origin));
  }, [href]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader label="Loading page" />}>{children}</Suspense>;
}

function elementFor(entry: RouteEntry): ReactNode {
  if (entry.redirect) return <Forward entry={entry} />;
  const Page = routePages[entry.path];
  let el: ReactNode = <Loading>{Page ? <Page /> : <NotBuiltYet title={entry.title} />}</Loading>;
  if (guestOnly.has(entry.path)) el = <GuestOnly>{el}</GuestOnly>;
  if (entry.zone === 'verify') el = <RequireZone zone="verify">{el}</RequireZone>;
  if (entry.zone === 'walkthrough') el = <RequireZone zone="walkthrough">{el}</RequireZone>;
  return <Titled title={entry.title}>{el}</Titled>;
}

const errorScreen = (
  <Loading>
    <ErrorFallbackPage />
  </Loading>
);

// The shell's own gates show the same 'Loading app' screen while profile and features load.
function AppShellLoader() {
  return (
    <Suspense fallback={<FullPageLoader label={shellTexts.loadingApp} />}>
      <AppShell />
    </Suspense>
  );
}

const toRoute = (entry: RouteEntry): RouteObject => ({ path: entry.path, element: elementFor(entry) });

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: errorScreen,
    children: [
      { index: true, element: <Home /> },
      ...routeTable.filter((e) => e.zone !== 'shell').map(toRoute),
      {
        element: <AppShellLoader />,
        children: [
          {
            errorElement: errorScreen,
            children: [
              ...routeTable.filter((e) => e.zone === 'shell').map(toRoute),
              {
                path: '*',
                element: (
                  <Titled title="Page not found">
                    <Loading>
                      <NotFoundPage />
                    </Loading>
                  </Titled>
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  preloadRoute(window.location.pathname, Boolean(tokenStore.get()));
  return createBrowserRouter(appRoutes);
}
