import { drawerCloseDelayMs, leadDrawerTabs } from '@outreach/shared/constants/outreach';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export type LeadDrawerTab = (typeof leadDrawerTabs)[number];

/** History state of an entry the drawer pushed: closing goes Back to the page without it. */
export const leadDrawerState = { leadDrawer: true } as const;

/** The current query with the drawer opened on `person` at `tab` (for links and `show`). */
export function leadDrawerSearch(current: string, person: string, tab: LeadDrawerTab = 'personal_details') {
  const next = new URLSearchParams(current);
  next.set('person', person);
  next.set('tab', tab);
  return `?${next.toString()}`;
}

/**
 * The lead drawer's state in the query (spec 3 §2): `person={entityUrn}` and `tab=…` open it on any
 * page; closing clears them after 300 ms (closed → open → closing). Opening pushes a history entry, so
 * Back closes the drawer; closing an entry the drawer pushed goes Back, a linked-to one is replaced.
 */
export function useLeadDrawer() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const person = params.get('person');
  const raw = params.get('tab') ?? '';
  const tab: LeadDrawerTab = (leadDrawerTabs as readonly string[]).includes(raw)
    ? (raw as LeadDrawerTab)
    : 'personal_details';
  const pushed = Boolean((location.state as { leadDrawer?: boolean } | null)?.leadDrawer);
  const write = (mutate: (p: URLSearchParams) => void) =>
    setParams(
      (cur) => {
        const next = new URLSearchParams(cur);
        mutate(next);
        return next;
      },
      { replace: true, state: location.state },
    );
  return {
    person,
    tab,
    open: Boolean(person) && !closing,
    show: (key: string, t: LeadDrawerTab = 'personal_details') =>
      navigate({ search: leadDrawerSearch(location.search, key, t) }, { state: leadDrawerState }),
    setTab: (t: LeadDrawerTab) => write((p) => p.set('tab', t)),
    close: () => {
      setClosing(true);
      setTimeout(() => {
        if (pushed) navigate(-1);
        else
          write((p) => {
            p.delete('person');
            p.delete('tab');
          });
        setClosing(false);
      }, drawerCloseDelayMs);
    },
  };
}
