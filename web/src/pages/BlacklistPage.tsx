import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router-dom';
import { ConnectionsList } from '../modules/contacts/components/ConnectionsList.tsx';
import { LeadsList } from '../modules/contacts/components/LeadsList.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /contacts/blacklist (Excluded), with /connections and /leads tabs (spec 3 §2). */
export function BlacklistPage() {
  const { pathname } = useLocation();
  const tab = pathname.endsWith('/leads') ? 'leads' : 'connections';
  return (
    <>
      <PageHeader title="Excluded" />
      <Tabs value={tab} sx={{ mb: 2 }}>
        <Tab value="connections" label="Connections" component={Link} to="/contacts/blacklist/connections" />
        <Tab value="leads" label="Leads" component={Link} to="/contacts/blacklist/leads" />
      </Tabs>
      {tab === 'leads' ? <LeadsList key="leads" excluded /> : <ConnectionsList key="connections" excluded />}
    </>
  );
}
