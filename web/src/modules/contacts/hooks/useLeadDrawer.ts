import { drawerCloseDelayMs } from '@outreach/shared/constants/outreach';
import { leadDrawerTabs } from '@outreach/shared/schemas/leads';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type LeadDrawerTab = (typeof leadDrawerTabs)[number];

/**
 * The lead drawer's state in the query (spec 3 §2): `person={entityUrn}` and `tab=…` open it on any
 * page; closing clears them after 300 ms (closed → open → closing).
 */
export function useLeadDrawer() {
  const [params, setParams] = useSearchParams();
  const [closing, setClosing] = useState(false);
  const person = params.get('person');
  const raw = params.get('tab') ?? '';
  const tab: LeadDrawerTab = (leadDrawerTabs as readonly string[]).includes(raw)
    ? (raw as LeadDrawerTab)
    : 'personal_details';
  const write = (mutate: (p: URLSearchParams) => void) =>
    setParams(
      (cur) => {
        const next = new URLSearchParams(cur);
        mutate(next);
        return next;
      },
      { replace: true },
    );
  return {
    person,
    tab,
    open: Boolean(person) && !closing,
    show: (key: string, t: LeadDrawerTab = 'personal_details') =>
      write((p) => {
        p.set('person', key);
        p.set('tab', t);
      }),
    setTab: (t: LeadDrawerTab) => write((p) => p.set('tab', t)),
    close: () => {
      setClosing(true);
      setTimeout(() => {
        write((p) => {
          p.delete('person');
          p.delete('tab');
        });
        setClosing(false);
      }, drawerCloseDelayMs);
    },
  };
}
