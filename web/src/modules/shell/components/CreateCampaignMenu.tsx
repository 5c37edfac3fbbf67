import Add from '@mui/icons-material/Add';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DROPDOWN_TRANSITION_MS } from '@outreach/shared/constants/account';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { createCampaignSectionsFor } from '../createCampaignMenu.ts';
import { HELP_CENTER_URL } from '../navMenu.ts';

/** The 'Create Campaign' dropdown: LinkedIn and Other sections, plus the help video panel. */
export function CreateCampaignMenu({ isWhiteLabelUser }: { isWhiteLabelUser: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<Add />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-controls={menuId}
        aria-expanded={Boolean(anchor)}
        aria-haspopup
        data-testid="create-campaign"
        sx={{ height: 32, whiteSpace: 'nowrap' }}
      >
        Create Campaign
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        transitionDuration={DROPDOWN_TRANSITION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 300, mt: 0.5 } },
          list: { 'aria-label': 'Create Campaign', dense: true },
        }}
      >
        {createCampaignSectionsFor(isWhiteLabelUser).flatMap((section) => [
          <ListSubheader key={`h-${section.title}`} sx={{ lineHeight: '32px', fontWeight: 700 }}>
            {section.title}
          </ListSubheader>,
          ...section.options.map((o) => (
            <MenuItem key={o.to} component={RouterLink} to={o.to} onClick={close}>
              {o.label}
            </MenuItem>
          )),
        ])}
        {!isWhiteLabelUser && <Divider />}
        {!isWhiteLabelUser && (
          <Box sx={{ px: 2, py: 1.5 }} data-testid="create-campaign-help">
            <Box
              sx={{
                height: 96,
                borderRadius: 2,
                bgcolor: 'primary.light',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                mb: 1,
              }}
            >
              <OndemandVideoOutlined fontSize="large" />
            </Box>
            <Typography variant="body2" sx={{ display: 'flex', gap: 2 }}>
              <Link href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
                Learn how it works
              </Link>
              <Link href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
                Watch a video
              </Link>
            </Typography>
          </Box>
        )}
      </Menu>
    </>
  );
}
