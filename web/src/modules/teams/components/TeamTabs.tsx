import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router-dom';

/** Members and Invited tabs of the team area (spec 2 §2). */
export function TeamTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname.startsWith('/team/invited') ? 1 : 0} sx={{ mb: 2 }}>
      <Tab label="Members" component={Link} to="/team/manage-team" />
      <Tab label="Invited" component={Link} to="/team/invited" />
    </Tabs>
  );
}
