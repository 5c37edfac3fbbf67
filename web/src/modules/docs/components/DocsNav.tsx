import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { webhookDocs } from '@outreach/shared/docs/integration-api-docs';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** The documentation's side menu: every integration API call, then the Zapier guide. */
export function DocsNav() {
  const { pathname } = useLocation();
  const item = (to: string, label: string) => (
    <ListItemButton key={to} component={RouterLink} to={to} selected={pathname === to} dense>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ width: 260, flexShrink: 0, alignSelf: 'flex-start' }}
      data-testid="docs-nav"
    >
      <List subheader={<ListSubheader>Integration API</ListSubheader>}>
        {webhookDocs.map((d) => item(`/documentation/webhook/${d.slug}`, d.title))}
      </List>
      <List subheader={<ListSubheader>Guides</ListSubheader>}>
        {item('/documentation/zapier', 'Zapier and webhooks')}
        {item('/integrations/webhooks', 'Your API key and webhooks')}
      </List>
    </Paper>
  );
}
