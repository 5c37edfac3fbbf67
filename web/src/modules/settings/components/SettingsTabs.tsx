import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const pages = [
  { to: '/settings/user-profile', label: 'User profile' },
  { to: '/settings/work-hours', label: 'Work hours' },
  { to: '/settings/daily-limits', label: 'Daily limits' },
  { to: '/settings/auto-withdrawals', label: 'Auto-withdrawals' },
] as const;

/** The outreach settings this issue builds, side by side. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs
      value={pages.some((p) => p.to === pathname) ? pathname : false}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      aria-label="Outreach settings"
    >
      {pages.map((p) => (
        <Tab key={p.to} value={p.to} label={p.label} component={RouterLink} to={p.to} />
      ))}
    </Tabs>
  );
}
