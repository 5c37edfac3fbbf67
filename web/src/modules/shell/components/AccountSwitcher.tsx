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
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';
import { useSession } from '../../session/hooks/useSession.ts';
import type { Profile, RealUser } from '../../session/types.ts';
import {
  MY_TEAMS_KEY,
  SWITCHER_MEMBERS_KEY,
  type SwitcherMember,
  teamsApi,
} from '../../teams/api/teamsApi.ts';
import { useToast } from '../../toast/hooks/useToast.ts';

async function stopImpersonating() {
  const res = await api.post<{ authToken?: string; redirectLink?: string | null } | undefined>(
    '/users/stop-impersonating',
  );
  if (res?.authToken) tokenStore.set(res.authToken);
  window.location.assign(res?.redirectLink || '/');
}

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
 * teammates to impersonate (greyed with a tooltip when the rules forbid it), and the user's teams
 * (the team switcher, lastTeamId). The member role gets no switcher, only the avatar.
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
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  // The team switcher: the new team's token replaces the session's, every query reads again (the
  // white label, so the shell re-themes at once) and the new team opens on its dashboard, no reload.
  const switchTeam = async (teamId: string) => {
    try {
      const { authToken } = await teamsApi.switchTeam(teamId);
      session.switchSession(authToken);
      navigate('/dashboard/this-month');
    } catch (e) {
      toast.showError(e);
    }
  };
  const enabled = canUseAccountSwitcher({ role: viewer.role, isPlatformAdmin: viewer.isPlatformAdmin });
  const open = Boolean(anchor);
  const members = useSWR<{ teamId: string; members: SwitcherMember[] }>(
    enabled && open ? SWITCHER_MEMBERS_KEY : null,
  );
  const teams = useSWR<{ lastTeamId: string | null; teams: { id: string; name: string; role: string }[] }>(
    enabled && open && !realUser ? MY_TEAMS_KEY : null,
  );
  const realId = realUser?.id ?? profile.id;
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
        aria-expanded={open}
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
        open={open}
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
        <MenuItem
          selected={!realUser}
          onClick={() => {
            setAnchor(null);
            if (realUser) void stopImpersonating();
          }}
        >
          <ListItemIcon>{!realUser && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{`${realUser?.name ?? profile.name} (me)`}</ListItemText>
        </MenuItem>
        {members.data?.members
          .filter((m) => m.userId !== realId)
          .map((m) => (
            <Tooltip key={m.userId} title={m.tooltip ?? ''} placement="left">
              <span>
                <MenuItem
                  disabled={m.disabled}
                  selected={m.userId === profile.id && Boolean(realUser)}
                  data-testid={`switch-to-${m.userId}`}
                  onClick={() => {
                    setAnchor(null);
                    if (m.userId !== profile.id) void teamsApi.impersonate(members.data!.teamId, m.userId);
                  }}
                >
                  <ListItemIcon>
                    {m.userId === profile.id && realUser && <Check fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={m.name} secondary={m.role} />
                </MenuItem>
              </span>
            </Tooltip>
          ))}
        {teams.data &&
          teams.data.teams.length > 1 && [
            <Divider key="teams-divider" />,
            <Typography key="teams-title" variant="caption" color="text.secondary" sx={{ px: 2 }}>
              Teams
            </Typography>,
            ...teams.data.teams.map((t) => (
              <MenuItem
                key={t.id}
                data-testid={`switch-team-${t.id}`}
                selected={t.id === teams.data!.lastTeamId}
                onClick={() => {
                  setAnchor(null);
                  if (t.id !== teams.data!.lastTeamId) void switchTeam(t.id);
                }}
              >
                <ListItemIcon>{t.id === teams.data!.lastTeamId && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText primary={t.name} secondary={t.role} />
              </MenuItem>
            )),
          ]}
      </Menu>
    </>
  );
}
