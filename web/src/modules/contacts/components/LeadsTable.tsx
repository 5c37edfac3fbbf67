import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { PersonCell } from '../../campaigns/components/PersonCell.tsx';
import { lastActionLabel } from '../../campaigns/leadLabels.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import type { CrmLead } from '../api/contactsApi.ts';
import { TagChips } from './TagChips.tsx';

export type LeadSort = { field: 'updatedAt' | 'name' | 'company' | 'title'; order: 'ASC' | 'DESC' };

const columns: { key: string; label: string; sort?: LeadSort['field'] }[] = [
  { key: 'name', label: 'Name', sort: 'name' },
  { key: 'company', label: 'Company', sort: 'company' },
  { key: 'title', label: 'Position', sort: 'title' },
  { key: 'campaign', label: 'Campaign' },
  { key: 'action', label: 'Last Action', sort: 'updatedAt' },
  { key: 'connected', label: 'Connected' },
  { key: 'tags', label: 'Tags' },
];

/** The lead table (spec 3 §3 columns): rows open the lead drawer; rows can be selected one by one or all. */
export function LeadsTable({
  leads,
  error,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
  timezone,
  emptyText,
}: {
  leads: CrmLead[] | undefined;
  error?: unknown;
  sort: LeadSort;
  onSort(sort: LeadSort): void;
  selected: Set<string>;
  onSelect(next: Set<string>): void;
  onOpen(lead: CrmLead): void;
  timezone?: { name?: string | null } | null;
  emptyText: string;
}) {
  const rows = leads ?? [];
  const keyOf = (l: CrmLead) => l.person.key ?? l.id;
  const allOn = rows.length > 0 && rows.every((l) => selected.has(keyOf(l)));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Leads" data-testid="crm-leads-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allOn}
                onChange={() => onSelect(allOn ? new Set() : new Set(rows.map(keyOf)))}
                slotProps={{ input: { 'aria-label': 'Select all' } }}
              />
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key}>
                {c.sort ? (
                  <TableSortLabel
                    active={sort.field === c.sort}
                    direction={sort.field === c.sort && sort.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() =>
                      onSort({
                        field: c.sort as LeadSort['field'],
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
          {rows.map((l) => (
            <TableRow
              key={`${l.campaignId}/${l.id}`}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => onOpen(l)}
              data-testid="crm-lead-row"
            >
              <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                <Checkbox
                  checked={selected.has(keyOf(l))}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(keyOf(l))) next.delete(keyOf(l));
                    else next.add(keyOf(l));
                    onSelect(next);
                  }}
                  slotProps={{ input: { 'aria-label': `Select ${l.person.name ?? l.id}` } }}
                />
              </TableCell>
              <TableCell>
                <PersonCell person={l.person} compact />
              </TableCell>
              <TableCell>{l.person.currentEmployer ?? '—'}</TableCell>
              <TableCell>{l.person.currentTitle ?? '—'}</TableCell>
              <TableCell>{l.campaignName ?? '—'}</TableCell>
              <TableCell>
                {lastActionLabel(l.actionDescription)}
                {l.lastActionAt ? ` · ${formatDateTime(l.lastActionAt, timezone)}` : ''}
              </TableCell>
              <TableCell>{l.connectedAt ? formatDateTime(l.connectedAt, timezone) : '—'}</TableCell>
              <TableCell>
                <TagChips tags={l.tags} />
              </TableCell>
            </TableRow>
          ))}
          {leads && rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={8}
                align="center"
                sx={{ py: 6, color: 'text.secondary' }}
                data-testid="crm-leads-empty"
              >
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {Boolean(error) && (
            <TableRow>
              <TableCell colSpan={8}>
                <Alert severity="error">{(error as Error).message}</Alert>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
