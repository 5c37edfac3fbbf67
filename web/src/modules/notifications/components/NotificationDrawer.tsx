import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DRAWER_SLIDE_MS,
  NOTIFICATION_DRAWER_WIDTH_PX,
  NOTIFICATIONS_FOOTER_HINT_ABOVE,
} from '@outreach/shared/constants/account';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { productNow } from '../../clock/productClock.ts';
import { notificationsApi, UNREAD_COUNT_KEY } from '../api/notificationsApi.ts';
import { notificationTexts as t, unreadBadgeText } from '../notificationTexts.ts';
import type { AppNotification, NotificationPage } from '../types.ts';
import { NotificationItem } from './NotificationItem.tsx';

/** Spec 1 §2: 480px, slides from the right in 300 ms over a dimmed overlay; scrolling locked while open. */
export function NotificationDrawer({
  open,
  onClose,
  unreadCount,
}: {
  open: boolean;
  onClose: () => void;
  unreadCount: number;
}) {
  const navigate = useNavigate();
  const { mutate: mutateGlobal } = useSWRConfig();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const key = open ? ['/notifications', unreadOnly] : null;
  const { data, error, isLoading, mutate } = useSWR<NotificationPage>(key, () =>
    notificationsApi.list(unreadOnly),
  );
  const items = data?.notifications ?? [];

  function go(path: string) {
    onClose();
    navigate(path);
  }

  async function open1(n: AppNotification) {
    // Mark-as-read only for an unread item; a failure is logged, never shown (spec 1 §8).
    if (n.readAt !== null) return;
    const readAt = new Date(productNow()).toISOString();
    await mutate(
      (page) =>
        page && {
          ...page,
          notifications: unreadOnly
            ? page.notifications.filter((x) => x.id !== n.id)
            : page.notifications.map((x) => (x.id === n.id ? { ...x, readAt } : x)),
          total: unreadOnly ? Math.max(0, page.total - 1) : page.total,
        },
      { revalidate: false },
    );
    await mutateGlobal(UNREAD_COUNT_KEY, (c: number | undefined) => Math.max(0, (c ?? 0) - 1), {
      revalidate: false,
    });
    try {
      await notificationsApi.markAsRead(n.id);
    } catch (e) {
      console.error('mark-as-read failed', e);
      await mutate();
    }
    await mutateGlobal(UNREAD_COUNT_KEY);
  }

  async function markAll() {
    setMenu(null);
    const previous = unreadCount;
    await mutateGlobal(UNREAD_COUNT_KEY, 0, { revalidate: false });
    if (unreadOnly) setUnreadOnly(false);
    try {
      await notificationsApi.markAllAsRead();
    } catch (e) {
      console.error('mark-all-as-read failed', e);
      await mutateGlobal(UNREAD_COUNT_KEY, previous, { revalidate: false });
    }
    await mutateGlobal((k) => Array.isArray(k) && k[0] === '/notifications');
    await mutateGlobal(UNREAD_COUNT_KEY);
  }

  const many = items.length > NOTIFICATIONS_FOOTER_HINT_ABOVE;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      transitionDuration={DRAWER_SLIDE_MS}
      slotProps={{
        paper: { sx: { width: NOTIFICATION_DRAWER_WIDTH_PX, display: 'flex', flexDirection: 'column' } },
      }}
      data-testid="notification-drawer"
    >
      <Box sx={{ px: 2.5, pt: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h4" component="h2">
            {t.title}
          </Typography>
          {unreadCount > 0 && <Chip size="small" color="error" label={unreadBadgeText(unreadCount)} />}
          <Box sx={{ flex: 1 }} />
          <IconButton
            aria-label="Notification options"
            onClick={(e) => setMenu(e.currentTarget)}
            size="small"
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {unreadCount > 0 && <MenuItem onClick={markAll}>{t.markAllAsRead(unreadCount)}</MenuItem>}
            <MenuItem onClick={() => go('/notification-settings')}>{t.settings}</MenuItem>
          </Menu>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Switch size="small" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
            }
            label={<Typography variant="body2">{t.onlyUnread}</Typography>}
          />
          <Button size="small" onClick={() => go('/notifications')}>
            {t.seeAllNotifications}
          </Button>
        </Box>
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {isLoading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        )}
        {error && !isLoading && (
          <Typography color="error" sx={{ p: 3, textAlign: 'center' }} role="alert">
            {t.loadError}
          </Typography>
        )}
        {!isLoading && !error && items.length === 0 && (
          <Box
            sx={{ textAlign: 'center', py: 8, px: 3, color: 'text.secondary' }}
            data-testid="notifications-empty"
          >
            <NotificationsNoneOutlined sx={{ fontSize: 44, mb: 1 }} />
            {unreadOnly ? (
              <>
                <Typography variant="h6" color="text.primary">
                  {t.emptyUnreadTitle}
                </Typography>
                <Typography variant="body2">{t.emptyUnreadText}</Typography>
                <Typography variant="body2">{t.emptyUnreadHint}</Typography>
              </>
            ) : (
              <>
                <Typography variant="h6" color="text.primary">
                  {t.emptyTitle}
                </Typography>
                <Typography variant="body2">{t.emptyText}</Typography>
              </>
            )}
          </Box>
        )}
        {items.length > 0 && (
          <List disablePadding>
            {items.map((n) => (
              <NotificationItem key={n.id} item={n} onOpen={open1} />
            ))}
          </List>
        )}
        {items.length > 0 && !many && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Button variant="outlined" size="small" onClick={() => go('/notifications')}>
              {t.seeAllNotifications}
            </Button>
          </Box>
        )}
      </Box>

      {many && (
        <Box
          sx={{ p: 2, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 2 }}
          data-testid="notifications-footer"
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t.footerHint}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => go('/notifications')}>
            {t.seeAll}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
