import { resolveRootRoute } from '@outreach/shared/rules/shell';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
  useParams,
} from 'react-router-dom';
import { recordPageView } from '../modules/auth/signUpTracking.ts';
import { GuestOnly } from '../modules/session/components/GuestOnly.tsx';
import { RequireZone } from '../modules/session/components/RequireZone.tsx';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { AppShell } from '../modules/shell/components/AppShell.tsx';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { NotBuiltYet } from '../modules/ui/NotBuiltYet.tsx';
import { ErrorFallbackPage } from '../pages/ErrorFallbackPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { type RouteEntry, routeTable } from './routeTable.ts';

// Pages load on demand, one chunk per page or area, so the first paint carries only the shell.
const EmailUnsubscribedPage = lazy(() =>
  import('../pages/EmailUnsubscribedPage.tsx').then((m) => ({ default: m.EmailUnsubscribedPage })),
);
const EmailVerifiedPage = lazy(() =>
  import('../pages/EmailVerifiedPage.tsx').then((m) => ({ default: m.EmailVerifiedPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../pages/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const GoogleCallbackPage = lazy(() =>
  import('../pages/GoogleCallbackPage.tsx').then((m) => ({ default: m.GoogleCallbackPage })),
);
const LiVerificationPage = lazy(() =>
  import('../pages/LiVerificationPage.tsx').then((m) => ({ default: m.LiVerificationPage })),
);
const MicrosoftCallbackPage = lazy(() =>
  import('../pages/MicrosoftCallbackPage.tsx').then((m) => ({ default: m.MicrosoftCallbackPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const SignInPage = lazy(() => import('../pages/SignInPage.tsx').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../pages/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage })));
const VerifyEmailPage = lazy(() =>
  import('../pages/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
const VerifyEmailTokenPage = lazy(() =>
  import('../pages/VerifyEmailTokenPage.tsx').then((m) => ({ default: m.VerifyEmailTokenPage })),
);
const WalkthroughPage = lazy(() =>
  import('../pages/WalkthroughPage.tsx').then((m) => ({ default: m.WalkthroughPage })),
);
const DashboardPage = lazy(() =>
  import('../pages/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);
const IntegrationsPage = lazy(() =>
  import('../pages/IntegrationsPage.tsx').then((m) => ({ default: m.IntegrationsPage })),
);
const NewCampaignPage = lazy(() =>
  import('../pages/NewCampaignPage.tsx').then((m) => ({ default: m.NewCampaignPage })),
);
const CampaignListPage = lazy(() =>
  import('../pages/CampaignListPage.tsx').then((m) => ({ default: m.CampaignListPage })),
);
const CampaignDetailsPage = lazy(() =>
  import('../pages/CampaignDetailsPage.tsx').then((m) => ({ default: m.CampaignDetailsPage })),
);
const ActivityPage = lazy(() =>
  import('../pages/ActivityPage.tsx').then((m) => ({ default: m.ActivityPage })),
);
const WorkHoursPage = lazy(() =>
  import('../pages/WorkHoursPage.tsx').then((m) => ({ default: m.WorkHoursPage })),
);
const DailyLimitsPage = lazy(() =>
  import('../pages/DailyLimitsPage.tsx').then((m) => ({ default: m.DailyLimitsPage })),
);
const CampaignSequencePage = lazy(() =>
  import('../pages/CampaignSequencePage.tsx').then((m) => ({ default: m.CampaignSequencePage })),
);

/**
 * The page component of each built route. A route without one renders the 'not built yet'
 * placeholder inside the shell: a later issue adds its page here and nothing else.
 */
const routePages: Partial<Record<string, ComponentType>> = {
  '/auth/signup': SignUpPage,
  '/auth/signupx': SignUpPage,
  '/auth/signupx/:promoCode': SignUpPage,
  '/auth/login': SignInPage,
  '/auth/forgotPassword': ForgotPasswordPage,
  '/reset-password/:token': ResetPasswordPage,
  '/microsoft/callback': MicrosoftCallbackPage,
  '/auth/google/callback': GoogleCallbackPage,
  '/verify-email/:verificationCode': VerifyEmailTokenPage,
  '/email-verified': EmailVerifiedPage,
  '/email-unsubscribed': EmailUnsubscribedPage,
  '/li-verification/:verificationToken': LiVerificationPage,
  '/app/verifyEmail': VerifyEmailPage,
  '/walkthrough': WalkthroughPage,
  '/dashboard/:tab': DashboardPage,
  '/integrations': IntegrationsPage,
  '/campaign/new/:category': NewCampaignPage,
  '/campaign/new/:category/:campaignPageType': NewCampaignPage,
  '/campaign/stats/:category/:status': CampaignListPage,
  '/campaign/details/overview/:campaignId': CampaignDetailsPage,
  '/campaign/details/leads/:campaignId': CampaignDetailsPage,
  '/campaign/details/ignored-leads/:campaignId': CampaignDetailsPage,
  '/campaign/details/activity/:campaignId': CampaignDetailsPage,
  '/campaign/activity': ActivityPage,
  '/campaign/:campaignId/sequence': CampaignSequencePage,
  '/settings/work-hours': WorkHoursPage,
  '/settings/daily-limits': DailyLimitsPage,
};

/** Pages a signed-in user skips. */
const guestOnly = new Set([
  '/auth/signup',
  '/auth/signupx',
  '/auth/signupx/:promoCode',
  '/auth/login',
  '/auth/forgotPassword',
]);

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

function elementFor(entry: RouteEntry): ReactNode {
  if (entry.redirect) return <Forward entry={entry} />;
  const Page = routePages[entry.path];
  let el: ReactNode = Page ? (
    <Suspense fallback={<FullPageLoader label="Loading page" />}>
      <Page />
    </Suspense>
  ) : (
    <NotBuiltYet title={entry.title} />
  );
  if (guestOnly.has(entry.path)) el = <GuestOnly>{el}</GuestOnly>;
  if (entry.zone === 'verify') el = <RequireZone zone="verify">{el}</RequireZone>;
  if (entry.zone === 'walkthrough') el = <RequireZone zone="walkthrough">{el}</RequireZone>;
  return <Titled title={entry.title}>{el}</Titled>;
}

const toRoute = (entry: RouteEntry): RouteObject => ({ path: entry.path, element: elementFor(entry) });

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallbackPage />,
    children: [
      { index: true, element: <Home /> },
      ...routeTable.filter((e) => e.zone !== 'shell').map(toRoute),
      {
        element: <AppShell />,
        children: [
          {
            errorElement: <ErrorFallbackPage />,
            children: [
              ...routeTable.filter((e) => e.zone === 'shell').map(toRoute),
              { path: '*', element: <Titled title="Page not found">{<NotFoundPage />}</Titled> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
