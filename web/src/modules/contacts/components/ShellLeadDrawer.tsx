import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

// The drawers and their forms (tags, custom data, the leads schemas) load when a person is first asked
// for, not with the shell: most pages never open one (issue #7 §8).
const LeadDrawer = lazy(() => import('./LeadDrawer.tsx').then((m) => ({ default: m.LeadDrawer })));
const ConnectionDrawer = lazy(() =>
  import('./ConnectionDrawer.tsx').then((m) => ({ default: m.ConnectionDrawer })),
);

/**
 * The one lead drawer of the signed-in app, mounted by the shell (spec 3 §2: `person` and `tab` in the
 * query open it on any page). The connections page answers `person` with its own connection drawer;
 * the inbox hides the Messages tab and opens a connection who is no lead in the connection drawer.
 */
export function ShellLeadDrawer() {
  const { pathname, search } = useLocation();
  const asked = new URLSearchParams(search).has('person');
  // Mounted from the first `person` on and kept, so the drawer still slides out when it closes.
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  if (!wanted || pathname.startsWith('/contacts/connections')) return null;
  return (
    <Suspense fallback={null}>
      {pathname.startsWith('/inbox') ? (
        <LeadDrawer hideMessages notLead={<ConnectionDrawer hideMessages />} />
      ) : (
        <LeadDrawer />
      )}
    </Suspense>
  );
}
