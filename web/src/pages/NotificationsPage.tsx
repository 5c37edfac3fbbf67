import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { notificationTabs } from '@outreach/shared/rules/notifications';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { notificationsApi, UNREAD_COUNT_KEY } from '../modules/notifications/api/notificationsApi.ts';
import { NotificationItem } from '../modules/notifications/components/NotificationItem.tsx';
import { notificationTexts as t } from '../modules/notifications/notificationTexts.ts';
import type { AppNotification, NotificationPage } from '../modules/notifications/types.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const targetOf = { All: undefined, Personal: 'user', Team: 'team' } as const;

/** /notifications: every notification in pages of 50; owners get the All, Personal and Team tabs. */
export function NotificationsPage() {
  const viewer = useViewer();
  const tabs = notificationTabs(viewer?.role ?? 'member');
  const [tab, setTab] = useState<'All' | 'Personal' | 'Team'>('All');
  const [page, setPage] = useState(0);
  const { mutate: mutateGlobal } = useSWRConfig();
  const target = targetOf[tab];
  const key = ['/notifications/page', target, page] as const;
  const { data, error, mutate } = useSWR<NotificationPage>(key, () =>
    api.get<NotificationPage>('/notifications', { page: page + 1, perPage: 50, target }),
  );
  const refresh = async () => {
    await mutate();
    await mutateGlobal(UNREAD_COUNT_KEY);
    await mutateGlobal((k) => Array.isArray(k) && k[0] === '/notifications');
  };
  async function open(n: AppNotification) {
    if (n.readAt !== null) return;
    await notificationsApi.markAsRead(n.id).catch(() => {});
    await refresh();
  }
  return (
    <Box data-testid="notifications-page">
      <PageHeader
        title={t.title}
        actions={
          (data?.totalUnreadCount ?? 0) > 0 && (
            <Button onClick={() => notificationsApi.markAllAsRead().then(refresh)}>
              {t.markAllAsRead(data!.totalUnreadCount)}
            </Button>
          )
        }
      />
      {tabs.length > 0 && (
        <Tabs
          value={tab}
          onChange={(_, v) => {
            setTab(v);
            setPage(0);
          }}
          sx={{ mb: 2 }}
        >
          {tabs.map((x) => (
            <Tab key={x} value={x} label={x} />
          ))}
        </Tabs>
      )}
      <Paper variant="outlined">
        {error && (
          <Typography color="error" sx={{ p: 2 }}>
            {t.loadError}
          </Typography>
        )}
        {data && data.notifications.length === 0 && (
          <Box sx={{ p: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{t.emptyTitle}</Typography>
            <Typography color="text.secondary">{t.emptyText}</Typography>
          </Box>
        )}
        <List disablePadding>
          {data?.notifications.map((n) => (
            <Box key={n.id} sx={{ display: 'flex', alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                <NotificationItem item={n} onOpen={open} />
              </Box>
              <Chip size="small" label={n.target === 'team' ? 'Team' : 'Personal'} sx={{ mr: 2 }} />
            </Box>
          ))}
        </List>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={50}
          rowsPerPageOptions={[50]}
          onPageChange={(_, p) => setPage(p)}
        />
      </Paper>
    </Box>
  );
}
