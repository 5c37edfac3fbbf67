import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type Setting = { id: string; label: string; tooltip: string; enabled: boolean };
const KEY = '/users/me/notification-settings';
const reports = new Set(['isWeeklyActivityReportEnabled', 'isMonthlyActivityReportEnabled']);

/** /notification-settings: App Notifications and Activity Reports switches (spec 1 §2). */
export function NotificationSettingsPage() {
  const toast = useToast();
  const { data, mutate } = useSWR<{ settings: Setting[] }>(KEY);
  const toggle = (s: Setting, enabled: boolean) =>
    void mutate(api.patch<{ settings: Setting[] }>(KEY, { [s.id]: enabled }), {
      optimisticData: (cur) => ({
        settings: (cur?.settings ?? []).map((x) => (x.id === s.id ? { ...x, enabled } : x)),
      }),
      rollbackOnError: true,
    }).catch(toast.showError);
  const section = (title: string, items: Setting[]) =>
    items.length > 0 && (
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Stack>
          {items.map((s) => (
            <Tooltip key={s.id} title={s.tooltip} placement="right">
              <FormControlLabel
                label={s.label}
                control={<Switch checked={s.enabled} onChange={(e) => toggle(s, e.target.checked)} />}
              />
            </Tooltip>
          ))}
        </Stack>
      </Paper>
    );
  const all = data?.settings ?? [];
  return (
    <Box data-testid="notification-settings-page">
      <PageHeader title="Notification settings" />
      {section(
        'App Notifications',
        all.filter((s) => !reports.has(s.id)),
      )}
      {section(
        'Activity Reports',
        all.filter((s) => reports.has(s.id)),
      )}
    </Box>
  );
}
