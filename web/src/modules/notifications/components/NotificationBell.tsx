import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { UNREAD_BADGE_MAX } from '@outreach/shared/constants/account';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../hooks/useUnreadCount.ts';
import { notificationTexts } from '../notificationTexts.ts';

// The drawer (list, filters, menu, dates) loads when first wanted: on hover or focus of the bell, or
// at the latest on the click. Once opened it stays mounted so it can slide out again.
const loadDrawer = () => import('./NotificationDrawer.tsx');
const NotificationDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NotificationDrawer })));

/** The notifications entry of the top bar: unread count badge, opens the drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { data: unread = 0 } = useUnreadCount(true);
  return (
    <>
      <Tooltip title={notificationTexts.title}>
        <IconButton
          aria-label={notificationTexts.title}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          data-testid="nav-notifications"
        >
          <Badge badgeContent={unread} max={UNREAD_BADGE_MAX} color="error">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} unreadCount={unread} />
        </Suspense>
      )}
    </>
  );
}
