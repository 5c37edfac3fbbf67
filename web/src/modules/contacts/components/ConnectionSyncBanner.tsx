import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { type ConnectionSync, connectionKeys, connectionsApi } from '../api/contactsApi.ts';

/**
 * The connections sync: the first visit starts the first (full) sync and shows its progress; later
 * the last sync time and 'Sync now'. Without LinkedIn: 'Your LinkedIn contacts are not synced' with a
 * link to the integrations page (spec 3 §8). Polls every 2 s while a sync runs.
 */
export function ConnectionSyncBanner({ onProgress }: { onProgress(): void }) {
  const [error, setError] = useState<string | null>(null);
  const q = useSWR<ConnectionSync>(connectionKeys.sync, {
    refreshInterval: (d) => (d?.status === 'running' ? 2000 : 0),
  });
  const started = useRef(false);
  const start = async () => {
    try {
      setError(null);
      await q.mutate(await connectionsApi.sync(), { revalidate: false });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  useEffect(() => {
    if (q.data?.status === 'never' && !started.current) {
      started.current = true;
      void start();
    }
  });
  const synced = q.data?.synced;
  useEffect(() => {
    if (synced !== undefined) onProgress();
  }, [synced, onProgress]);
  if (error)
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="connections-not-synced">
        {error} <Link to="/integrations?tab=linkedin">Connect LinkedIn</Link>
      </Alert>
    );
  const s = q.data;
  if (!s) return null;
  if (s.status === 'running' && s.mode === 'full')
    return (
      <Stack spacing={1} sx={{ mb: 2 }} data-testid="connections-sync-progress">
        <Typography variant="body2">
          Syncing your LinkedIn connections… {s.synced}
          {s.total ? ` of ${s.total}` : ''}
        </Typography>
        <LinearProgress
          variant={s.total ? 'determinate' : 'indeterminate'}
          value={s.total ? Math.min(100, (100 * s.synced) / s.total) : undefined}
        />
      </Stack>
    );
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ mb: 2, alignItems: 'center' }}
      data-testid="connections-sync-state"
    >
      <Typography variant="body2" color="text.secondary">
        {s.status === 'running'
          ? 'Looking for new connections…'
          : s.finishedAt
            ? `Last synced ${formatDateTime(s.finishedAt)}`
            : s.status === 'failed'
              ? 'The last sync failed.'
              : ''}
      </Typography>
      <Button
        size="small"
        disabled={s.status === 'running'}
        onClick={start}
        data-testid="connections-sync-now"
      >
        Sync now
      </Button>
    </Stack>
  );
}
