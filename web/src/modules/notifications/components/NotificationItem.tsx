import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_DATE_FORMAT, NOTIFICATION_TIME_FORMAT } from '@outreach/shared/constants/account';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTexts } from '../notificationTexts.ts';
import type { AppNotification } from '../types.ts';

dayjs.extend(utc);
dayjs.extend(advancedFormat);

function LevelIcon({ level }: { level: AppNotification['level'] }) {
  if (level === 'success') return <CheckCircle sx={{ color: 'success.main' }} />;
  if (level === 'error' || level === 'warning') return <ErrorOutlineOutlined sx={{ color: 'error.main' }} />;
  return <InfoOutlined sx={{ color: 'info.main' }} />;
}

export function NotificationItem({
  item,
  onOpen,
}: {
  item: AppNotification;
  onOpen: (n: AppNotification) => void;
}) {
  const at = dayjs.utc(item.createdAt).local();
  const unread = item.readAt === null;
  return (
    <ListItemButton
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <LevelIcon level={item.level} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400 }}>
          {item.message || notificationTexts.fallbackMessage}
        </Typography>
        {item.type === 'linkedin-disconnected' && (
          <Link
            component={RouterLink}
            to="/integrations?tab=linkedin"
            variant="body2"
            onClick={(e) => e.stopPropagation()}
          >
            {notificationTexts.connectLinkedIn}
          </Link>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {at.format(NOTIFICATION_DATE_FORMAT)} · {at.format(NOTIFICATION_TIME_FORMAT)}
        </Typography>
      </Box>
      {unread && (
        <Box
          aria-label="Unread"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', mt: 0.75, flexShrink: 0 }}
        />
      )}
    </ListItemButton>
  );
}
