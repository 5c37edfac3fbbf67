import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { type LeadDrawerTab, leadDrawerSearch, leadDrawerState } from '../hooks/useLeadDrawer.ts';

/**
 * A link that opens the lead drawer on `person` over the current page (spec 3 §2: on any page): the
 * page's own query stays, Back closes the drawer again.
 */
export function LeadDrawerLink({
  person,
  tab,
  children,
}: {
  person: string;
  tab?: LeadDrawerTab;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={{ search: leadDrawerSearch(location.search, person, tab) }}
      state={leadDrawerState}
      underline="none"
      color="inherit"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      data-testid="lead-drawer-link"
    >
      {children}
    </Link>
  );
}
