import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { upgradeHints } from '@outreach/shared/plans/features';
import { cloneTemplateName, templateEmptyStates } from '@outreach/shared/schemas/templates';
import { useDeferredValue, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { type SequenceTemplate, templateKeys, templatesApi } from '../modules/templates/api/templatesApi.ts';
import { templateErrorText } from '../modules/templates/hooks/templateErrorText.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

/** /sequence-templates/{personal,team} (Campaign Templates, spec 3 §2). */
export function SequenceTemplatesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { features } = useFeatures();
  const teamOn = features.has('sequenceTeamTemplates');
  const availability = pathname.endsWith('/team') ? 'team' : 'personal';
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const list = useSWR<{ templates: SequenceTemplate[]; total: number }>(
    templateKeys.sequenceList({ availability, search: deferred, category, page, perPage }),
  );
  const categories = useSWR<{ name: string; totalTemplates: number }[]>(templateKeys.sequenceCategories);
  if (pathname === '/sequence-templates' || pathname === '/sequence-templates/')
    return <Navigate to="/sequence-templates/personal" replace />;

  const refresh = () => mutate((k) => typeof k === 'string' && k.startsWith('/sequence-templates'));
  const act = async (fn: () => Promise<unknown>, ok?: string) => {
    try {
      await fn();
      if (ok) toast.show({ message: ok, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.show({ message: templateErrorText(e), type: 'error', autoCloseTime: 3000 });
    } finally {
      await refresh();
    }
  };
  const clone = (t: SequenceTemplate) =>
    act(
      () =>
        templatesApi.createSequence({
          name: cloneTemplateName(t.name),
          category: t.category ?? undefined,
          sequence: t.sequence,
        }),
      'Campaign Sequence Template was successfully created',
    );

  return (
    <Box data-testid="sequence-templates-page">
      <PageHeader
        title="Campaign Templates"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/sequence-templates/new')}>
            New template
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={availability}
          onChange={(_, v) => {
            if (v) {
              setPage(1);
              navigate(`/sequence-templates/${v}`);
            }
          }}
        >
          <ToggleButton value="personal">Personal</ToggleButton>
          <Tooltip title={teamOn ? '' : upgradeHints.team}>
            <span>
              <ToggleButton value="team" disabled={!teamOn} selected={availability === 'team'}>
                Team
              </ToggleButton>
            </span>
          </Tooltip>
        </ToggleButtonGroup>
        <TextField
          size="small"
          placeholder="Search templates"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{ htmlInput: { 'aria-label': 'Search templates' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'aria-label': 'Category' } }}
        >
          <MenuItem value="">All categories</MenuItem>
          {categories.data?.map((c) => (
            <MenuItem key={c.name} value={c.name}>
              {c.name} ({c.totalTemplates})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.error && <Alert severity="error">{templateErrorText(list.error)}</Alert>}
      {list.data?.total === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {availability === 'personal' && !deferred ? templateEmptyStates.personal : templateEmptyStates.none}
        </Typography>
      )}
      <Stack spacing={2}>
        {list.data?.templates.map((t) => (
          <Paper key={t.id} variant="outlined" sx={{ p: 2 }} data-testid="sequence-template-card">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
                {t.name}
              </Typography>
              {t.category && <Chip size="small" label={t.category} />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
              {t.sequence.map((s) => s.type).join(' → ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {t.isOwn && (
                <FormControlLabel
                  control={
                    <Switch
                      size="small"
                      checked={t.isAvailableForTeam}
                      disabled={!teamOn}
                      onChange={() => act(() => templatesApi.toggleSequence(t.id))}
                      slotProps={{ input: { 'aria-label': `Share ${t.name} with the team` } }}
                    />
                  }
                  label="Available for team"
                />
              )}
              <Box sx={{ flex: 1 }} />
              <Button
                size="small"
                onClick={() => navigate(`/campaign/new/linkedin?sequenceTemplateId=${t.id}`)}
              >
                Start campaign
              </Button>
              {t.isOwn ? (
                <>
                  <Button size="small" onClick={() => navigate(`/sequence-templates/${t.id}`)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => act(() => templatesApi.removeSequence(t.id), 'Template deleted')}
                  >
                    Delete
                  </Button>
                </>
              ) : (
                <Button size="small" onClick={() => clone(t)}>
                  Clone
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <PaginationBar
        page={page}
        perPage={perPage}
        total={list.data?.total ?? null}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </Box>
  );
}
