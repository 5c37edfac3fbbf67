import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type {
  TLeadFinderAudienceResponse,
  TLeadFinderInfoResponse,
  TLeadFinderSearchResponse,
} from '@outreach/shared/schemas/lead-finder';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type Filters = { keywords: string; title: string; company: string; location: string };
const emptyFilters: Filters = { keywords: '', title: '', company: '', location: '' };

function WaitlistDialog({
  state,
  onApply,
  onClose,
}: {
  state: 'open' | 'applied';
  onApply(): void;
  onClose(): void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="waitlist-title" data-testid={`waitlist-${state}`}>
      <DialogTitle id="waitlist-title">
        {state === 'open' ? 'Join the waitlist' : 'You are on the waitlist'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {state === 'open'
            ? 'Full lead finder access for your plan is coming. Apply to the waitlist and we will let you know when it opens.'
            : 'Thanks for applying. We will let you know when full lead finder access opens for your plan.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {state === 'open' && (
          <Button variant="contained" onClick={onApply} data-testid="waitlist-apply">
            Apply
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** /lead-finder (spec 3 §2): search the people database, select people, make them a campaign's audience. */
export function LeadFinderPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const info = useSWR<TLeadFinderInfoResponse>('/lead-finder');
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [waitlistClosed, setWaitlistClosed] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [dialog, setDialog] = useState<'create' | 'add' | null>(null);
  const [name, setName] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const query = filters
    ? `/lead-finder/people?${new URLSearchParams({ ...filters, page: String(page), perPage: String(perPage) })}`
    : null;
  const results = useSWR<TLeadFinderSearchResponse>(query);
  const campaigns = useSWR<{ campaigns: { id: string; name: string }[] }>(
    dialog === 'add' ? '/campaigns?category=linkedin&perPage=100' : null,
  );
  const people = results.data?.people ?? [];
  const total = results.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const limitedNext = page >= lastPage && Boolean(results.data?.limited);

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = people.length > 0 && people.every((p) => selected.has(p.publicId));
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const p of people) {
        if (allOnPage) next.delete(p.publicId);
        else next.add(p.publicId);
      }
      return next;
    });

  const done = (r: TLeadFinderAudienceResponse) => {
    toast.show({ message: `${r.added} lead(s) added to ${r.name}`, type: 'success', autoCloseTime: 3000 });
    navigate(`/campaign/details/leads/${r.campaignId}`);
  };
  const submit = async () => {
    try {
      const publicIds = [...selected];
      const r =
        dialog === 'create'
          ? await api.post<TLeadFinderAudienceResponse>('/lead-finder/campaigns', {
              name: name.trim() || undefined,
              publicIds,
            })
          : await api.post<TLeadFinderAudienceResponse>(`/lead-finder/campaigns/${campaignId}/leads`, {
              publicIds,
            });
      setDialog(null);
      done(r);
    } catch (e) {
      toast.showError(e);
    }
  };

  const waitlist = info.data?.waitlist ?? 'none';
  const filterField = (key: keyof Filters, label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `finder-${key}` } }}
    />
  );

  return (
    <Stack spacing={2} data-testid="lead-finder">
      <PageHeader title="Lead Finder" />
      {waitlist !== 'none' && !waitlistClosed && (
        <WaitlistDialog
          state={waitlist}
          onClose={() => setWaitlistClosed(true)}
          onApply={async () => {
            try {
              await api.post('/users/apply-se-waitlist');
              await info.mutate();
            } catch (e) {
              toast.showError(e);
            }
          }}
        />
      )}
      {upgrade && (
        <Dialog open onClose={() => setUpgrade(false)} data-testid="finder-upgrade">
          <DialogTitle>Upgrade your plan</DialogTitle>
          <DialogContent>
            <DialogContentText>
              You're seeing a limited set. Upgrade your subscription plan for full access.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setUpgrade(false)}>Close</Button>
            <Button variant="contained" onClick={() => navigate('/billing/subscription/plans')}>
              Upgrade
            </Button>
          </DialogActions>
        </Dialog>
      )}
      <Paper sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilters({ ...draft });
          }}
        >
          {filterField('keywords', 'Keywords')}
          {filterField('title', 'Job title')}
          {filterField('company', 'Company')}
          {filterField('location', 'Location')}
          <Button type="submit" variant="contained" data-testid="finder-search">
            Search
          </Button>
        </Stack>
      </Paper>
      {results.error && <Alert severity="error">{(results.error as Error).message}</Alert>}
      {filters && results.data && (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }} data-testid="finder-total">
              {total} people found{results.data.limited ? ' (limited by your plan)' : ''}
            </Typography>
            <Typography data-testid="finder-selected">{selected.size} selected</Typography>
            <Button
              variant="contained"
              disabled={selected.size === 0}
              onClick={() => setDialog('create')}
              data-testid="finder-create-campaign"
            >
              Create campaign
            </Button>
            <Button
              variant="outlined"
              disabled={selected.size === 0}
              onClick={() => setDialog('add')}
              data-testid="finder-add-to-campaign"
            >
              Add to campaign
            </Button>
          </Stack>
          {people.length === 0 ? (
            <Typography data-testid="finder-empty">No people match these filters.</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                      data-testid="finder-select-all"
                    />
                  </TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Title</TableCell>
                  <TableCell>Company</TableCell>
                  <TableCell>Location</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.map((p) => (
                  <TableRow key={p.publicId} data-testid="finder-row">
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(p.publicId)}
                        onChange={() => toggle(p.publicId)}
                        slotProps={{ input: { 'aria-label': `Select ${p.name}` } }}
                      />
                    </TableCell>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>{p.title}</TableCell>
                    <TableCell>{p.company}</TableCell>
                    <TableCell>{p.location}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            <TextField
              select
              size="small"
              label="Rows per page"
              value={perPage}
              onChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(1);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'finder-per-page' } }}
            >
              {(info.data?.perPageOptions ?? []).map((o) => (
                <MenuItem
                  key={o.value}
                  value={o.value}
                  disabled={o.disabled}
                  data-testid={`finder-per-page-${o.value}`}
                >
                  {o.tooltip ? (
                    <Tooltip title={o.tooltip}>
                      <span style={{ pointerEvents: 'auto' }}>{o.value}</span>
                    </Tooltip>
                  ) : (
                    o.value
                  )}
                </MenuItem>
              ))}
            </TextField>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="finder-previous">
              Previous
            </Button>
            <Typography>Page {page}</Typography>
            <Button
              disabled={page >= lastPage && !limitedNext}
              onClick={() => (limitedNext ? setUpgrade(true) : setPage(page + 1))}
              data-testid="finder-next"
            >
              Next
            </Button>
          </Stack>
        </Paper>
      )}
      {dialog && (
        <Dialog
          open
          onClose={() => setDialog(null)}
          fullWidth
          maxWidth="xs"
          aria-labelledby="finder-dialog-title"
        >
          <DialogTitle id="finder-dialog-title">
            {dialog === 'create' ? 'Create a campaign' : 'Add to a campaign'}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography>{selected.size} selected lead(s)</Typography>
              {dialog === 'create' ? (
                <TextField
                  label="Campaign name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'finder-campaign-name' } }}
                />
              ) : (
                <TextField
                  select
                  label="Campaign"
                  value={campaignId}
                  onChange={(e) => setCampaignId(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'finder-campaign-pick' } }}
                >
                  {(campaigns.data?.campaigns ?? []).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Cancel</Button>
            <Button
              variant="contained"
              disabled={dialog === 'add' && !campaignId}
              onClick={submit}
              data-testid="finder-dialog-submit"
            >
              {dialog === 'create' ? 'Create' : 'Add'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
