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
import { pageTitle } from '../modules/session/brandName.ts';
import { GuestOnly } from '../modules/session/components/GuestOnly.tsx';
import { RequireZone } from '../modules/session/components/RequireZone.tsx';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { guestOnlyPaths, routePageNames } from './routePages.ts';
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
// One lazy chunk per page module; React.lazy and the start-up preload below share its loader.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../pages/*Page.tsx');
const loadPage =
  (name: string): PageLoader =>
  () =>
    pageModules[`../pages/${name}.tsx`]!().then((m) => ({ default: m[name]! }));
const pageNames = [...new Set(Object.values(routePageNames))];
const pageLoaders = new Map(pageNames.map((name) => [name, loadPage(name)]));
// One component per page, shared by its routes (the sign-up page keeps its state across its three paths).
const pageComponents = new Map(pageNames.map((name) => [name, lazy(pageLoaders.get(name)!)]));
const routeLoaders: Partial<Record<string, PageLoader>> = Object.fromEntries(
  Object.entries(routePageNames).map(([path, name]) => [path, pageLoaders.get(name)!]),
);
const routePages: Partial<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(routePageNames).map(([path, name]) => [path, pageComponents.get(name)!]),
);

const matchable = routeTable.map((entry) => ({ path: entry.path, entry }));

const guestOnly = new Set(guestOnlyPaths);

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
    document.title = pageTitle(title);
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
