import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TemplateScope } from '@outreach/shared/schemas/templates';
import { templateEmptyStates } from '@outreach/shared/schemas/templates';
import { useDeferredValue, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import {
  type MessageTemplate,
  type TemplateCategory,
  type TemplateInput,
  type TemplateList,
  templateKeys,
  templatesApi,
} from '../modules/templates/api/templatesApi.ts';
import { MessageTemplateCard } from '../modules/templates/components/MessageTemplateCard.tsx';
import { TemplateFormDialog } from '../modules/templates/components/TemplateFormDialog.tsx';
import { templateErrorText } from '../modules/templates/hooks/templateErrorText.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

const sorts = {
  'createdAt:DESC': 'Newest first',
  'createdAt:ASC': 'Oldest first',
  'name:ASC': 'Name A–Z',
  'name:DESC': 'Name Z–A',
} as const;
type SortKey = keyof typeof sorts;

/** /templates/{personal,team,library}[/{categoryId}] and /templates/new (spec 3 §2 "Templates"). */
export function TemplatesPage() {
  const { pathname } = useLocation();
  const { categoryId: categoryParam } = useParams();
  const navigate = useNavigate();
  const { features } = useFeatures();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const segment = pathname.split('/')[2] ?? '';
  const creating = segment === 'new';
  const scope: TemplateScope = segment === 'team' || segment === 'library' ? segment : 'personal';
  const categoryId = categoryParam ? Number(categoryParam) : null;
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [sort, setSort] = useState<SortKey>('createdAt:DESC');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const [sortField, sortOrder] = sort.split(':') as ['createdAt' | 'name', 'ASC' | 'DESC'];
  const listKey = templateKeys.list(scope, {
    page,
    perPage,
    search: deferred,
    categoryId,
    sortField,
    sortOrder,
  });
  const list = useSWR<TemplateList>(listKey);
  const categories = useSWR<TemplateCategory[]>(templateKeys.categories(scope));
  const teamOn = features.has('teamTemplates');
  const libraryOn = features.has('templateLibrary');
  const canShare = teamOn;

  if (segment === '') return <Navigate to="/templates/personal" replace />;

  const refresh = () =>
    mutate(
      (k) => typeof k === 'string' && (k.startsWith('/templates') || k.startsWith('/templates/categories')),
    );
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
  const save = async (input: TemplateInput) => {
    if (editing) await templatesApi.update(editing.id, input);
    else await templatesApi.create(input);
    toast.show({
      message: editing ? 'Template updated' : 'Template created',
      type: 'success',
      autoCloseTime: 3000,
    });
    setEditing(null);
    await refresh();
    if (creating) navigate('/templates/personal');
  };
  const closeForm = () => {
    setEditing(null);
    if (creating) navigate('/templates/personal');
  };
  const toScope = (s: TemplateScope) => {
    setPage(1);
    navigate(`/templates/${s}`);
  };
  const empty =
    list.data && list.data.total === 0
      ? categoryId
        ? templateEmptyStates.category
        : scope === 'personal' && !deferred
          ? templateEmptyStates.personal
          : templateEmptyStates.none
      : null;

  return (
    <Box data-testid="templates-page">
      <PageHeader
        title="Message Templates"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate('/templates/new')}
            data-testid="template-new"
          >
            New template
          </Button>
        }
      />
      <Tabs value={scope} onChange={(_, v: TemplateScope) => toScope(v)} sx={{ mb: 2 }}>
        <Tab value="personal" label="Personal" />
        <Tab value="team" label="Team" disabled={!teamOn} />
        <Tab value="library" label="Library" disabled={!libraryOn} />
      </Tabs>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: 240, flexShrink: 0 }}>
          <List dense aria-label="Categories">
            <ListItemButton selected={!categoryId} onClick={() => navigate(`/templates/${scope}`)}>
              <ListItemText primary="All templates" />
            </ListItemButton>
            {categories.data?.map((c) => (
              <ListItemButton
                key={c.id}
                selected={categoryId === c.id}
                onClick={() => {
                  setPage(1);
                  navigate(`/templates/${scope}/${c.id}`);
                }}
              >
                <ListItemText primary={c.name} />
                <Typography variant="body2" color="text.secondary">
                  {c.totalTemplates}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField
              size="small"
              placeholder="Search templates"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search templates', 'data-testid': 'templates-search' },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              size="small"
              value={sort}
              onChange={(e) => setSort(e.target.value as SortKey)}
              slotProps={{ htmlInput: { 'aria-label': 'Sort templates' } }}
              sx={{ width: 180 }}
            >
              {Object.entries(sorts).map(([k, label]) => (
                <MenuItem key={k} value={k}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {list.error && <Alert severity="error">{templateErrorText(list.error)}</Alert>}
          {empty && (
            <Typography
              color="text.secondary"
              sx={{ py: 6, textAlign: 'center' }}
              data-testid="templates-empty"
            >
              {empty}
            </Typography>
          )}
          <Stack spacing={2}>
            {list.data?.templates.map((t) => (
              <MessageTemplateCard
                key={t.id}
                template={t}
                canShare={canShare}
                onEdit={() => setEditing(t)}
                onDelete={() => act(() => templatesApi.remove(t.id), 'Template deleted')}
                onToggle={() => act(() => templatesApi.toggle(t.id))}
              />
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
      </Stack>
      {(creating || editing) && (
        <TemplateFormDialog open template={editing} onClose={closeForm} onSave={save} />
      )}
    </Box>
  );
}
