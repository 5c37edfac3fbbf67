import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../api/apiClient.ts';
import { useToast } from '../../toast/hooks/useToast.ts';

/** The bulk calls (skip, return, delete) take at most this many leads at once. */
const MAX_SELECTION = 1000;

interface AllLeads {
  total: number;
  leads: { id: string; entityUrn: string; name: string; status: string; isExcluded: boolean }[];
}

/**
 * "Select all N leads" beyond the page (GET /leads/campaign/{id}/all with the tab's filter): the
 * selectable ones (approved, or every ignored lead on the Ignored tab), up to 1,000.
 */
export function SelectAllCampaignLeads({
  campaignId,
  type,
  ignored,
  total,
  onSelect,
}: {
  campaignId: string;
  type?: string;
  ignored?: boolean;
  total: number;
  onSelect(entityUrns: string[]): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      disabled={busy}
      data-testid="campaign-leads-select-all"
      onClick={async () => {
        setBusy(true);
        try {
          const all = await api.get<AllLeads>(
            `/leads/campaign/${campaignId}/all`,
            type ? { type } : undefined,
          );
          const urns = all.leads.filter((l) => ignored || l.status === 'approved').map((l) => l.entityUrn);
          onSelect(urns.slice(0, MAX_SELECTION));
        } catch (e) {
          toast.showError(e);
        } finally {
          setBusy(false);
        }
      }}
    >
      Select all {total.toLocaleString('en-US')} leads
    </Button>
  );
}
