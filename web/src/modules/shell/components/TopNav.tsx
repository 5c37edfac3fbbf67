import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NAV_HEIGHT_PX } from '@outreach/shared/constants/account';
import type { Viewer } from '@outreach/shared/rules/roles';
import type { TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NotificationBell } from '../../notifications/components/NotificationBell.tsx';
import type { Profile, RealUser } from '../../session/types.ts';
import { BrandLogo } from '../../ui/BrandLogo.tsx';
import {
  isLinkActive,
  mainMenu,
  type NavContext,
  otherLinks,
  settingsMenu,
  visibleItems,
} from '../navMenu.ts';
import { SupportChatButton } from '../supportChat/SupportChatButton.tsx';
import { navTheme } from '../whiteLabelTheme.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { CreateCampaignMenu } from './CreateCampaignMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { navButtonSx } from './navButtonSx.ts';

/** The white label's logo (or its company name) in place of the product's. */
function WhiteLabelLogo({ branding }: { branding: TWhiteLabelView }) {
  if (branding.logo)
    return (
      <Box
        component="img"
        src={branding.logo}
        alt={branding.companyName ?? ''}
        data-testid="white-label-logo"
        sx={{ height: 28, maxWidth: 160, objectFit: 'contain', display: 'block' }}
      />
    );
  return (
    <Typography
      component="span"
      data-testid="white-label-logo"
      sx={{ fontWeight: 750, fontSize: 17, color: 'text.primary' }}
    >
      {branding.companyName}
    </Typography>
  );
}

/** Spec 1 §2 top navigation: sticky, 48px, logo to /dashboard, the menu tree and the account controls. */
export function TopNav({
  profile,
  viewer,
  realUser,
  context,
  onLogout,
  branding = null,
}: {
  profile: Profile;
  viewer: Viewer;
  realUser?: RealUser | null;
  context: NavContext;
  onLogout: () => void;
  /** An active white label's branding: its colours and logo replace the product's. */
  branding?: TWhiteLabelView | null;
}) {
  if (branding) {
    return (
      <ThemeProvider theme={(outer: Theme) => navTheme(outer, branding.theme)}>
        <NavBar
          profile={profile}
          viewer={viewer}
          realUser={realUser}
          context={context}
          onLogout={onLogout}
          branding={branding}
        />
      </ThemeProvider>
    );
  }
  return (
    <NavBar profile={profile} viewer={viewer} realUser={realUser} context={context} onLogout={onLogout} />
  );
}

function NavBar({
  profile,
  viewer,
  realUser,
  context,
  onLogout,
  branding = null,
}: {
  profile: Profile;
  viewer: Viewer;
  realUser?: RealUser | null;
  context: NavContext;
  onLogout: () => void;
  branding?: TWhiteLabelView | null;
}) {
  const { pathname } = useLocation();
  const others = visibleItems(otherLinks, context);
  const refer = others.find((l) => !l.external);
  const help = others.find((l) => l.external);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      component="header"
      data-testid="top-nav"
      sx={{
        height: NAV_HEIGHT_PX,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Toolbar
        disableGutters
        sx={{ minHeight: `${NAV_HEIGHT_PX}px !important`, height: NAV_HEIGHT_PX, px: 2, gap: 0.5 }}
      >
        <Box
          component={RouterLink}
          to="/dashboard"
          aria-label="Go to dashboard"
          sx={{ mr: 2, textDecoration: 'none' }}
        >
          {branding ? <WhiteLabelLogo branding={branding} /> : <BrandLogo size={26} />}
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          {mainMenu.map((entry) =>
            entry.kind === 'link' ? (
              <Button
                key={entry.to}
                component={RouterLink}
                to={entry.to}
                color="inherit"
                data-testid={`nav-${entry.label.toLowerCase()}`}
                data-active={isLinkActive(entry, pathname) || undefined}
                sx={navButtonSx(isLinkActive(entry, pathname))}
              >
                {entry.label}
              </Button>
            ) : (
              <NavDropdown
                key={entry.id}
                id={entry.id}
                label={entry.label}
                items={visibleItems(entry.items, context)}
              />
            ),
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CreateCampaignMenu isWhiteLabelUser={viewer.isWhiteLabelUser} />
          {context.notificationsShown && <NotificationBell />}
          {refer && (
            <Tooltip title={refer.label}>
              <IconButton
                component={RouterLink}
                to={refer.to}
                aria-label={refer.label}
                data-testid="nav-refer-friend"
              >
                <CardGiftcardOutlined />
              </IconButton>
            </Tooltip>
          )}
          {!viewer.isWhiteLabelUser && <SupportChatButton impersonating={Boolean(realUser)} />}
          {help && (
            <Tooltip title={help.label}>
              <IconButton
                component="a"
                href={help.to}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={help.label}
              >
                <HelpOutlineOutlined />
              </IconButton>
            </Tooltip>
          )}
          <NavDropdown
            id={settingsMenu.id}
            label={settingsMenu.label}
            items={visibleItems(settingsMenu.items, context)}
            trigger={(props) => (
              <Tooltip title="Settings">
                <IconButton {...props} aria-label="Settings" data-testid="nav-settings">
                  <SettingsOutlined />
                </IconButton>
              </Tooltip>
            )}
          />
          <AccountSwitcher profile={profile} viewer={viewer} realUser={realUser} />
          <Tooltip title="Log out">
            <IconButton onClick={onLogout} aria-label="Log out" data-testid="logout">
              <Logout />
            </IconButton>
          </Tooltip>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
