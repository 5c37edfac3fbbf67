import Check from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_SWITCHER_MAX_HEIGHT_PX,
  ACCOUNT_SWITCHER_WIDTH_PX,
  DROPDOWN_TRANSITION_MS,
} from '@outreach/shared/constants/account';
import { canUseAccountSwitcher, type Viewer } from '@outreach/shared/rules/roles';
import { useState } from 'react';
import type { Profile, RealUser } from '../../session/types.ts';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || '?'
  );
}

/**
 * The account switcher (spec 1 §2): 250px wide, at most 400px high, a '(me)' entry and the
 * teammates to impersonate. Teammates and impersonation arrive with the team issue; the member
 * role gets no switcher, only the avatar.
 */
export function AccountSwitcher({
  profile,
  viewer,
  realUser,
}: {
  profile: Profile;
  viewer: Viewer;
  realUser?: RealUser | null;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const enabled = canUseAccountSwitcher({ role: viewer.role, isPlatformAdmin: viewer.isPlatformAdmin });
  const avatar = (
    <Avatar
      src={profile.profilePictureUrl ?? undefined}
      sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main' }}
    >
      {initials(profile.name || `${profile.firstName} ${profile.lastName}`)}
    </Avatar>
  );
  if (!enabled) {
    return (
      <Tooltip title={profile.name}>
        <Box data-testid="account-avatar">{avatar}</Box>
      </Tooltip>
    );
  }
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Switch account"
        aria-haspopup
        aria-expanded={Boolean(anchor)}
        data-testid="account-switcher"
        sx={{ borderRadius: 5, p: 0.25, gap: 1, pr: 1 }}
      >
        {avatar}
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 120 }}>
          {profile.firstName || profile.name}
        </Typography>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        transitionDuration={DROPDOWN_TRANSITION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: ACCOUNT_SWITCHER_WIDTH_PX, maxHeight: ACCOUNT_SWITCHER_MAX_HEIGHT_PX, mt: 0.5 },
          },
          list: { 'aria-label': 'Accounts', dense: true },
        }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {realUser?.name ?? profile.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {profile.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem selected={!realUser} onClick={() => setAnchor(null)}>
          <ListItemIcon>{!realUser && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{`${realUser?.name ?? profile.name} (me)`}</ListItemText>
        </MenuItem>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="caption" color="text.secondary">
            Teammates you can manage will appear here.
          </Typography>
        </Box>
      </Menu>
    </>
  );
}
