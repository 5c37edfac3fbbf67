import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type TTrend,
  type TTrendPost,
  trendIntervalPresets,
  trendSortOptions,
  ZTrendRequest,
} from '@outreach/shared/schemas/trends';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type TrendForm = { term: string; sortBy: 'top_match' | 'latest'; interval: number };

function TrendDialog({
  trend,
  onClose,
  onSave,
}: {
  trend?: TTrend | null;
  onClose(): void;
  onSave(v: TrendForm): Promise<void>;
}) {
  const [term, setTerm] = useState(trend?.term ?? '');
  const [sortBy, setSortBy] = useState<TrendForm['sortBy']>(trend?.sortBy ?? 'top_match');
  const [preset, setPreset] = useState<number | 'custom'>(
    trend && !(trendIntervalPresets as readonly number[]).includes(trend.interval)
      ? 'custom'
      : (trend?.interval ?? 24),
  );
  const [custom, setCustom] = useState(String(trend?.interval ?? 48));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const r = ZTrendRequest.safeParse({
      term,
      sortBy,
      interval: preset === 'custom' ? Number(custom) : preset,
    });
    if (!r.success) {
      setError(r.error.issues[0].message);
      return;
    }
    await onSave(r.data);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="trend-title">
      <DialogTitle id="trend-title">{trend ? 'Edit trend' : 'New trend'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" data-testid="trend-error">
              {error}
            </Alert>
          )}
          <TextField
            label="Keyword"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'trend-term' } }}
          />
          <TextField
            select
            label="Sort by"
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as TrendForm['sortBy'])}
          >
            {Object.entries(trendSortOptions).map(([v, label]) => (
              <MenuItem key={v} value={v}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Interval"
            value={preset}
            onChange={(e) => setPreset(e.target.value === 'custom' ? 'custom' : Number(e.target.value))}
          >
            {trendIntervalPresets.map((h) => (
              <MenuItem key={h} value={h}>
                {h} hours
              </MenuItem>
            ))}
            <MenuItem value="custom">Custom</MenuItem>
          </TextField>
          {preset === 'custom' && (
            <TextField
              label="Hours"
              type="number"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} data-testid="trend-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /trends (Trending Topics, spec 3 §2, §4): keywords, refresh one or all, the trending posts, likes. */
export function TrendsPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const trends = useSWR<TTrend[]>('/trends', {
    refreshInterval: (d?: TTrend[]) => (d?.some((t) => t.isRefreshing) ? 2000 : 0),
  });
  const selectedId = params.get('trendId') ?? trends.data?.[0]?.id ?? null;
  const selected = trends.data?.find((t) => t.id === selectedId) ?? null;
  const posts = useSWR<{ posts: TTrendPost[]; total: number }>(
    selectedId ? `/trends/${selectedId}/posts?perPage=50` : null,
    {
      refreshInterval: (d?: { posts: TTrendPost[] }) =>
        selected?.isRefreshing || d?.posts.some((p) => p.isLiking) ? 2000 : 0,
    },
  );
  // A refresh that ends between two polls of the posts would leave them stale: the posts poll
  // stops once the trend is no longer refreshing. Its end stamp reloads them.
  const refreshedAt = selected?.lastRefreshedAt ?? null;
  const reloadPosts = posts.mutate;
  useEffect(() => {
    if (refreshedAt !== null) void reloadPosts();
  }, [refreshedAt, reloadPosts]);
  const [editing, setEditing] = useState<TTrend | null | 'new'>(null);
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (e) {
      toast.showError(e);
    } finally {
      await Promise.all([trends.mutate(), posts.mutate()]);
    }
  };
  const save = async (v: TrendForm) => {
    try {
      if (editing === 'new') {
        const t = await api.post<TTrend>('/trends', v);
        setEditing(null);
        navigate(`/trends?trendId=${t.id}`);
        await api.post(`/trends/${t.id}/refresh`).catch(() => {});
      } else if (editing) {
        await api.patch(`/trends/${editing.id}`, v);
        setEditing(null);
      }
    } catch (e) {
      toast.showError(e);
    } finally {
      await trends.mutate();
    }
  };
  return (
    <Box data-testid="trends-page">
      <PageHeader
        title="Trending Topics"
        actions={
          <>
            <Button
              startIcon={<Refresh />}
              onClick={() => run(() => api.post('/trends/refresh-all'))}
              disabled={!trends.data?.length}
            >
              Refresh all
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing('new')}
              data-testid="trend-new"
            >
              New trend
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: 280, flexShrink: 0 }}>
          <List dense aria-label="Trends">
            {trends.data?.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                No trends yet.
              </Typography>
            )}
            {trends.data?.map((t) => (
              <ListItemButton
                key={t.id}
                selected={t.id === selectedId}
                onClick={() => navigate(`/trends?trendId=${t.id}`)}
                data-testid="trend-item"
              >
                <ListItemText
                  primary={t.term}
                  secondary={`${trendSortOptions[t.sortBy]} · ${t.interval} h`}
                />
                {t.isRefreshing && <CircularProgress size={16} aria-label="Refreshing" />}
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {selected && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
                {selected.term}
              </Typography>
              <IconButton
                aria-label="Refresh trend"
                data-testid="trend-refresh"
                onClick={() => run(() => api.post(`/trends/${selected.id}/refresh`))}
              >
                <Refresh />
              </IconButton>
              <Button size="small" onClick={() => setEditing(selected)}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() =>
                  run(async () => {
                    await api.delete(`/trends/${selected.id}`);
                    navigate('/trends');
                  })
                }
              >
                Delete
              </Button>
            </Stack>
          )}
          <Stack spacing={2} data-testid="trend-posts">
            {posts.data?.posts.map((p) => (
              <Paper key={p.id} variant="outlined" sx={{ p: 2 }} data-testid="trend-post">
                <Typography variant="subtitle2">{p.authorName}</Typography>
                <Typography variant="body2" sx={{ my: 1 }}>
                  {p.text}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="caption" color="text.secondary">
                    {p.likes} reactions
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  <Button
                    size="small"
                    disabled={p.liked || p.isLiking}
                    onClick={() => run(() => api.post(`/trend-posts/${p.id}/like`))}
                  >
                    {p.liked ? 'Liked' : p.isLiking ? 'Liking…' : 'Like'}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      </Stack>
      {editing && (
        <TrendDialog
          trend={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
    </Box>
  );
}
