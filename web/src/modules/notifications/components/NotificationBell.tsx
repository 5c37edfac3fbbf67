import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { UNREAD_BADGE_MAX } from '@outreach/shared/constants/account';
import { useState } from 'react';
import { useUnreadCount } from '../hooks/useUnreadCount.ts';
import { notificationTexts } from '../notificationTexts.ts';
import { NotificationDrawer } from './NotificationDrawer.tsx';

/** The notifications entry of the top bar: unread count badge, opens the drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadCount(true);
  return (
    <>
      <Tooltip title={notificationTexts.title}>
        <IconButton
          aria-label={notificationTexts.title}
          onClick={() => setOpen(true)}
          data-testid="nav-notifications"
        >
          <Badge badgeContent={unread} max={UNREAD_BADGE_MAX} color="error">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationDrawer open={open} onClose={() => setOpen(false)} unreadCount={unread} />
    </>
  );
}
