import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DROPDOWN_TRANSITION_MS } from '@outreach/shared/constants/account';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isLinkActive, type NavLink } from '../navMenu.ts';
import { navButtonSx } from './navButtonSx.ts';

/** A top-bar entry with a dropdown of links. `trigger` replaces the text button (e.g. an icon). */
export function NavDropdown({
  id,
  label,
  items,
  trigger,
}: {
  id: string;
  label: string;
  items: NavLink[];
  trigger?: (props: {
    onClick: (e: React.MouseEvent<HTMLElement>) => void;
    'aria-controls': string;
    'aria-expanded': boolean;
    'aria-haspopup': true;
  }) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  if (items.length === 0) return null;
  const active = items.some((i) => !i.external && isLinkActive(i, pathname));
  const triggerProps = {
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    'aria-controls': menuId,
    'aria-expanded': Boolean(anchor),
    'aria-haspopup': true as const,
  };
  return (
    <>
      {trigger ? (
        trigger(triggerProps)
      ) : (
        <Button
          {...triggerProps}
          color="inherit"
          endIcon={<ExpandMore sx={{ ml: -0.75 }} />}
          data-testid={`nav-${id}`}
          data-active={active || undefined}
          sx={navButtonSx(active)}
        >
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        transitionDuration={DROPDOWN_TRANSITION_MS}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } }, list: { 'aria-label': label, dense: true } }}
      >
        {items.map((item) =>
          item.external ? (
            <MenuItem
              key={item.to}
              component="a"
              href={item.to}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setAnchor(null)}
            >
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={isLinkActive(item, pathname)}
              onClick={() => setAnchor(null)}
            >
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
