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

/**
 * A loader for `React.lazy` that answers synchronously once its module has arrived: React then renders
 * the component in the same pass instead of showing the Suspense fallback for a frame and revealing
 * the page in a later task (after its 300 ms reveal throttle). The first call still imports.
 */
function settledLoader(load: () => Promise<ComponentType>): PageLoader {
  let loaded: { default: ComponentType } | undefined;
  return () => {
    const done = loaded;
    if (done) {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once, which React.lazy takes for a settled promise
      const settled = { then: (onLoaded: (m: typeof done) => unknown) => onLoaded(done) };
      return settled as unknown as Promise<typeof done>;
    }
    return load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  };
}

// The entry chunk holds only what every first paint needs: React, the router, the theme and the
// session. The signed-in shell (top navigation, menus, notifications), every page and the error and
// placeholder screens load on demand, so the public pages stay light (issue #7 §8).
const loadAppShell = settledLoader(() =>
  import('../modules/shell/components/AppShell.tsx').then((m) => m.AppShell),
);
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
const loadPage = (name: string): PageLoader =>
  settledLoader(() => pageModules[`../pages/${name}.tsx`]!().then((m) => m[name]!));
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
 * redirects (`/dashboard` → `/dashboard/this-month`); skips pages the gates will not show. Settles
 * once a page outside the shell has loaded (or failed: the page's own lazy load then reports it).
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<void> {
  let path = pathname;
  for (let hop = 0; hop < 3; hop++) {
    const match = matchRoutes(matchable, path)?.at(-1);
    if (!match) break;
    const { entry } = match.route;
    if (entry.redirect) {
      path = entry.redirect(match.params);
      continue;
    }
    if (entry.zone === 'shell' && !signedIn) break;
    if (guestOnly.has(entry.path) && signedIn) break;
    const page = Promise.resolve(routeLoaders[entry.path]?.()).catch(() => undefined);
    // A shell page does not wait: the first render commits the loader at once, and with it the session
    // queries start (SessionProvider), while the shell's chunks still load.
    if (entry.zone !== 'shell') return page.then(() => undefined);
    void loadAppShell();
    return Promise.resolve();
  }
  return Promise.resolve();
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

/** The chunks of the page the app opens on: main.tsx renders once they are in (see settledLoader). */
export function preloadStartRoute(): Promise<void> {
  return preloadRoute(window.location.pathname, Boolean(tokenStore.get()));
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
