import { useLocation } from 'react-router-dom';
import { ConnectionDrawer } from './ConnectionDrawer.tsx';
import { LeadDrawer } from './LeadDrawer.tsx';

/**
 * The one lead drawer of the signed-in app, mounted by the shell (spec 3 §2: `person` and `tab` in the
 * query open it on any page). The connections page answers `person` with its own connection drawer;
 * the inbox hides the Messages tab and opens a connection who is no lead in the connection drawer.
 */
export function ShellLeadDrawer() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/contacts/connections')) return null;
  if (pathname.startsWith('/inbox'))
    return <LeadDrawer hideMessages notLead={<ConnectionDrawer hideMessages />} />;
  return <LeadDrawer />;
}
