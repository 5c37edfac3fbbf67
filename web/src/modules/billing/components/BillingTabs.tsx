import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation, useNavigate } from 'react-router-dom';

const tabs = [
  { path: '/billing/subscription', label: 'Subscription Plan' },
  { path: '/billing/information', label: 'Billing Information' },
  { path: '/billing/payment-method', label: 'Payment Method' },
  { path: '/billing/history', label: 'Billing History' },
] as const;

/** The billing area's four tabs (spec 2 §2 /billing). */
export function BillingTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((t) => pathname.startsWith(t.path))?.path ?? false;
  return (
    <Tabs value={current} onChange={(_, v) => navigate(v)} sx={{ mb: 3 }} aria-label="Billing">
      {tabs.map((t) => (
        <Tab
          key={t.path}
          value={t.path}
          label={t.label}
          data-testid={`billing-tab-${t.path.split('/')[2]}`}
        />
      ))}
    </Tabs>
  );
}
