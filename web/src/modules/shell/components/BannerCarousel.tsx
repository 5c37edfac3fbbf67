import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { BANNER_CAROUSEL_SPEED_MS } from '@outreach/shared/constants/account';
import {
  type Banner,
  type BannerKind,
  bannerTexts,
  dismissibleBannerKinds,
} from '@outreach/shared/rules/banners';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Where each banner's action goes (ours: the page where the user fixes what it says). */
const actions: Partial<Record<BannerKind, { label: string; to: string }>> = {
  linkedInError: { label: 'Reconnect LinkedIn', to: '/integrations?tab=linkedin' },
  linkedInPasswordReset: { label: 'Reconnect LinkedIn', to: '/integrations?tab=linkedin' },
  botReconnectStatus: { label: 'See status', to: '/integrations?tab=linkedin' },
  renewalReminder: { label: 'Subscription Plan', to: '/billing/subscription' },
  subscriptionCancelled: { label: 'Subscription Plan', to: '/billing/subscription' },
  subscriptionPaused: { label: 'Subscription Plan', to: '/billing/subscription' },
  deactivated: { label: 'Subscription Plan', to: '/billing/subscription' },
  trial: { label: bannerTexts.trialLink, to: '/billing/subscription/plans' },
  maxPendingInvites: { label: 'Withdraw invitations', to: '/invitations' },
  outlookIntegrationError: { label: 'Email integration', to: '/integrations?tab=email' },
  facebookIntegrationError: { label: 'Facebook integration', to: '/integrations?tab=facebook' },
  outsideScheduledHours: { label: 'Edit work hours', to: '/settings/work-hours' },
};

/** Test ids kept from the single banners this carousel replaced. */
const testIds: Partial<Record<BannerKind, string>> = {
  trial: 'trial-banner',
  subscriptionCancelled: 'banner-cancelled',
  subscriptionPaused: 'banner-paused',
  renewalReminder: 'banner-renewal',
};

const severity = { success: 'success', error: 'error', warning: 'warning', notice: 'info' } as const;

/**
 * The top banner carousel (spec 1 §2): one banner at a time, in the order given (visibleBanners'
 * priority), previous/next arrows that wrap around (infinite) and a 500 ms slide-in. Only the
 * banner shown is in the page (the others are neither read out nor reachable by Tab). It never moves on
 * its own (ours: no auto-rotation under the user's pointer); '2 of 5' says how many there are.
 * Informational banners have a close button (dismissibleBannerKinds).
 */
export function BannerCarousel({
  banners,
  onDismiss,
}: {
  banners: readonly Banner[];
  onDismiss: (type: BannerKind) => void;
}) {
  const [index, setIndex] = useState(0);
  // How many moves so far and their direction (1: next, from the right; -1: previous).
  const [moves, setMoves] = useState(0);
  const [direction, setDirection] = useState(1);
  const count = banners.length;
  // A banner that goes away (cleared or dismissed) leaves the index on a neighbour.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(count - 1);
  }, [index, count]);
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => {
    setIndex((current + step + count) % count);
    setDirection(step);
    setMoves((m) => m + 1);
  };
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-testid="banner-carousel"
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {count > 1 && (
        <IconButton size="small" aria-label="Previous banner" onClick={() => go(-1)} sx={{ mx: 0.5 }}>
          <ChevronLeft fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ overflow: 'hidden', flex: 1 }}>
        {[banners[current] as Banner].map((b) => {
          const action = actions[b.type];
          return (
            <Box
              // A new key per move replays the slide-in (500 ms) from the side the user went to.
              key={`${b.type}-${moves}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${current + 1} of ${count}`}
              data-testid={testIds[b.type] ?? `banner-${b.type}`}
              data-banner={b.type}
              sx={{
                '@keyframes bannerIn': {
                  from: { transform: `translateX(${direction * 100}%)` },
                  to: { transform: 'translateX(0)' },
                },
                animation: moves > 0 ? `bannerIn ${BANNER_CAROUSEL_SPEED_MS}ms ease` : 'none',
              }}
            >
              <Alert
                severity={severity[b.level]}
                square
                sx={{ py: 0, justifyContent: 'center', '& .MuiAlert-message': { textAlign: 'center' } }}
                action={
                  <>
                    {action && (
                      <Button component={RouterLink} to={action.to} size="small" color="inherit">
                        {action.label}
                      </Button>
                    )}
                    {dismissibleBannerKinds.includes(b.type) && (
                      <IconButton
                        size="small"
                        color="inherit"
                        aria-label="Dismiss banner"
                        onClick={() => onDismiss(b.type)}
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    )}
                  </>
                }
              >
                {b.message}
              </Alert>
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <>
          <Typography
            variant="caption"
            color="text.secondary"
            data-testid="banner-count"
            aria-live="polite"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {current + 1} of {count}
          </Typography>
          <IconButton size="small" aria-label="Next banner" onClick={() => go(1)} sx={{ mx: 0.5 }}>
            <ChevronRight fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  );
}
