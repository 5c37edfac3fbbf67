import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { filterSearchDebounceMs } from '@outreach/shared/constants/outreach';
import { defaultPerPage } from '@outreach/shared/rules/outreach/pagination';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import { type CrmLeadPage, contactKeys, contactsApi, type TagChip } from '../api/contactsApi.ts';
import { useLeadDrawer } from '../hooks/useLeadDrawer.ts';
import { ExportCsvDialog } from './ExportCsvDialog.tsx';
import { type LeadSort, LeadsTable } from './LeadsTable.tsx';
import { TagPicker } from './TagPicker.tsx';

/**
 * The CRM's lead list (spec 3 §2 /contacts/leads, and the blacklist's leads tab with `excluded`):
 * search (debounced 500 ms), tag filter, sort, cursor pages, bulk tag and exclude, and the lead drawer.
 */
export function LeadsList({ excluded }: { excluded?: boolean }) {
  const profile = useProfile().data;
  const toast = useToast();
  const drawer = useLeadDrawer();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(typed.trim()), filterSearchDebounceMs);
    return () => clearTimeout(t);
  }, [typed]);
  const [tagFilter, setTagFilter] = useState<TagChip[]>([]);
  const [sort, setSort] = useState<LeadSort>({ field: 'updatedAt', order: 'DESC' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkTags, setBulkTags] = useState<TagChip[]>([]);
  const [exporting, setExporting] = useState(false);
  const filters = new URLSearchParams({ sortField: sort.field, sortOrder: sort.order });
  if (search) filters.set('search', search);
  if (tagFilter.length) filters.set('tags', tagFilter.map((t) => t.id).join(','));
  if (excluded !== undefined) filters.set('isExcluded', String(excluded));
  const listKey = filters.toString();
  const pages = useCursorPages(listKey, defaultPerPage);
  const q = useSWR<CrmLeadPage>(contactKeys.leads(`${listKey}&${pages.query}`));
  const ids = [...selected];
  const bulk = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      setSelected(new Set());
      await q.mutate();
    } catch (e) {
      toast.showError(e);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          size="small"
          sx={{ width: 220 }}
          label="Search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'crm-leads-search' } }}
        />
        <TagPicker
          label="Filter by tags"
          value={tagFilter}
          onChange={(next) => setTagFilter(next.map((id) => ({ id, tag: '', color: '' })))}
          testId="crm-leads-tag-filter"
        />
        <Button variant="outlined" onClick={() => setExporting(true)} data-testid="crm-leads-export">
          Export CSV
        </Button>
      </Stack>
      {ids.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }} data-testid="crm-leads-bulk">
          <TagPicker
            label="Add tags"
            value={bulkTags}
            onChange={(next) => setBulkTags(next.map((id) => ({ id, tag: '', color: '' })))}
            testId="crm-leads-bulk-tags"
          />
          <Button
            variant="contained"
            disabled={!bulkTags.length}
            onClick={() =>
              bulk(async () => {
                await contactsApi.addLeadTags(
                  ids,
                  bulkTags.map((t) => t.id),
                );
                setBulkTags([]);
              })
            }
          >
            Add tags
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => bulk(() => contactsApi.excludeLeads(ids, !excluded))}
          >
            {excluded ? 'Include' : 'Exclude'}
          </Button>
        </Stack>
      )}
      <LeadsTable
        leads={q.data?.leads}
        error={q.error}
        sort={sort}
        onSort={setSort}
        selected={selected}
        onSelect={setSelected}
        onOpen={(l) => drawer.show(l.person.key ?? l.id)}
        timezone={profile?.timezone}
        emptyText={excluded ? 'No excluded leads.' : 'No leads yet.'}
      />
      <PaginationBar
        page={pages.page}
        perPage={pages.perPage}
        total={q.data ? q.data.total : 0}
        hasMore={Boolean(q.data?.nextCursor)}
        onPage={(p) => pages.goTo(p, q.data?.nextCursor)}
        onPerPage={pages.setPerPage}
      />
      <ExportCsvDialog
        open={exporting}
        onClose={() => setExporting(false)}
        path="/leads/csv"
        entityUrns={ids}
        blacklist={excluded}
        what="leads"
      />
    </>
  );
}
