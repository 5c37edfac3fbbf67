import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { filterSearchDebounceMs, pagination } from '@outreach/shared/constants/outreach';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { PersonCell } from '../../campaigns/components/PersonCell.tsx';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import { type ConnectionPage, connectionKeys, connectionsApi, type TagChip } from '../api/contactsApi.ts';
import { useLeadDrawer } from '../hooks/useLeadDrawer.ts';
import { ConnectionDrawer } from './ConnectionDrawer.tsx';
import { ConnectionSyncBanner } from './ConnectionSyncBanner.tsx';
import { ExportCsvDialog } from './ExportCsvDialog.tsx';
import { TagChips } from './TagChips.tsx';
import { TagPicker } from './TagPicker.tsx';

type SortField = 'connectedAt' | 'name' | 'company' | 'title' | 'location';
const columns: { label: string; sort?: SortField }[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Company', sort: 'company' },
  { label: 'Position', sort: 'title' },
  { label: 'Industry' },
  { label: 'Location', sort: 'location' },
  { label: 'Connected on', sort: 'connectedAt' },
  { label: 'Tags' },
  { label: 'Notes' },
];

/** Debounced text (spec 3 §9: filter search 500 ms). */
function useDebounced(value: string) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value.trim()), filterSearchDebounceMs);
    return () => clearTimeout(t);
  }, [value]);
  return v;
}

/**
 * The connections list (spec 3 §2 /contacts/connections, and the blacklist's connections tab with
 * `excluded`): sync state, search and filters (company, position, location, tags), sort, cursor
 * pages, bulk tag, exclude and CSV export, and the connection drawer.
 */
export function ConnectionsList({ excluded }: { excluded?: boolean }) {
  const toast = useToast();
  const drawer = useLeadDrawer();
  const [search, setSearch] = useState('');
  const [company, setCompany] = useState('');
  const [title, setTitle] = useState('');
  const [location, setLocation] = useState('');
  const [tagFilter, setTagFilter] = useState<number[]>([]);
  const [sort, setSort] = useState<{ field: SortField; order: 'ASC' | 'DESC' }>({
    field: 'connectedAt',
    order: 'DESC',
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkTags, setBulkTags] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const f = {
    search: useDebounced(search),
    companyName: useDebounced(company),
    currentTitle: useDebounced(title),
    location: useDebounced(location),
  };
  const params = new URLSearchParams({ sortField: sort.field, sortOrder: sort.order });
  if (f.search) params.set('search', f.search);
  if (f.companyName) params.set('companyName', f.companyName);
  if (f.currentTitle) params.set('currentTitle', f.currentTitle);
  if (f.location)
    params.set(f.location.includes(',') ? 'cities' : 'countries', f.location.split(',')[0]!.trim());
  if (tagFilter.length) params.set('tags', tagFilter.join(','));
  if (excluded !== undefined) params.set('isExcluded', String(excluded));
  const listKey = params.toString();
  const pages = useCursorPages(listKey, pagination.connectionsPerPage);
  const q = useSWR<ConnectionPage>(connectionKeys.list(`${listKey}&${pages.query}`));
  const refresh = useCallback(() => void q.mutate(), [q.mutate]);
  const rows = q.data?.connections ?? [];
  const allOn = rows.length > 0 && rows.every((c) => selected.has(c.entityUrn));
  const ids = [...selected];
  const bulk = async (fn: (urn: string) => Promise<unknown>) => {
    try {
      for (const urn of ids) await fn(urn);
      setSelected(new Set());
      await q.mutate();
    } catch (e) {
      toast.showError(e);
    }
  };
  const tagsOf = (urn: string) => rows.find((c) => c.entityUrn === urn)?.tags.map((t) => t.id) ?? [];
  const chips = (list: number[]): TagChip[] => list.map((id) => ({ id, tag: '', color: '' }));
  return (
    <>
      {!excluded && <ConnectionSyncBanner onProgress={refresh} />}
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          size="small"
          sx={{ width: 220 }}
          label="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'connections-search' } }}
        />
        <TextField
          size="small"
          sx={{ width: 220 }}
          label="Company"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
        />
        <TextField
          size="small"
          sx={{ width: 220 }}
          label="Position"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          size="small"
          sx={{ width: 220 }}
          label="Country or city, country"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
        <TagPicker
          label="Filter by tags"
          value={chips(tagFilter)}
          onChange={setTagFilter}
          testId="connections-tag-filter"
        />
        <Button variant="outlined" onClick={() => setExporting(true)} data-testid="connections-export">
          Export CSV
        </Button>
      </Stack>
      {ids.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, alignItems: 'center' }}
          data-testid="connections-bulk"
        >
          <TagPicker
            label="Add tags"
            value={chips(bulkTags)}
            onChange={setBulkTags}
            testId="connections-bulk-tags"
          />
          <Button
            variant="contained"
            disabled={!bulkTags.length}
            data-testid="connections-bulk-add-tags"
            onClick={() =>
              bulk(async (urn) => {
                await connectionsApi.update(urn, { tagIds: [...new Set([...tagsOf(urn), ...bulkTags])] });
              }).then(() => setBulkTags([]))
            }
          >
            Add tags
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => bulk((urn) => connectionsApi.update(urn, { isExcluded: !excluded }))}
          >
            {excluded ? 'Include' : 'Exclude'}
          </Button>
        </Stack>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Connections" data-testid="connections-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOn}
                  onChange={() => setSelected(allOn ? new Set() : new Set(rows.map((c) => c.entityUrn)))}
                  slotProps={{ input: { 'aria-label': 'Select all' } }}
                />
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.label}>
                  {c.sort ? (
                    <TableSortLabel
                      active={sort.field === c.sort}
                      direction={sort.field === c.sort && sort.order === 'ASC' ? 'asc' : 'desc'}
                      onClick={() =>
                        setSort({
                          field: c.sort as SortField,
                          order: sort.field === c.sort && sort.order === 'DESC' ? 'ASC' : 'DESC',
                        })
                      }
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow
                key={c.entityUrn}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => drawer.show(c.entityUrn)}
                data-testid="connection-row"
              >
                <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(c.entityUrn)}
                    onChange={() => {
                      const next = new Set(selected);
                      if (next.has(c.entityUrn)) next.delete(c.entityUrn);
                      else next.add(c.entityUrn);
                      setSelected(next);
                    }}
                    slotProps={{ input: { 'aria-label': `Select ${c.name}` } }}
                  />
                </TableCell>
                <TableCell>
                  <PersonCell person={c.person} compact />
                </TableCell>
                <TableCell>{c.company ?? '—'}</TableCell>
                <TableCell>{c.title ?? '—'}</TableCell>
                <TableCell>{c.industry ?? '—'}</TableCell>
                <TableCell>{c.geography ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.connectedAt)}</TableCell>
                <TableCell>
                  <TagChips tags={c.tags} />
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>{c.notes ?? ''}</TableCell>
              </TableRow>
            ))}
            {q.data && rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={9}
                  align="center"
                  sx={{ py: 6, color: 'text.secondary' }}
                  data-testid="connections-empty"
                >
                  {excluded ? 'No excluded connections.' : 'No connections yet.'}
                </TableCell>
              </TableRow>
            )}
            {Boolean(q.error) && (
              <TableRow>
                <TableCell colSpan={9}>
                  <Alert severity="error">{(q.error as Error).message}</Alert>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
        path="/connections/csv"
        entityUrns={ids}
        blacklist={excluded}
        what="connections"
      />
      <ConnectionDrawer />
    </>
  );
}
