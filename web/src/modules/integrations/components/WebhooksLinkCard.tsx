import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The Integrations page's way to the webhooks and API key settings. */
export function WebhooksLinkCard() {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} data-testid="webhooks-link-card">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h2">
            Webhooks & API
          </Typography>
          <Typography color="text.secondary">
            Your API key for Zapier and scripts, and webhooks that send your events to other apps.
          </Typography>
        </div>
        <Button
          variant="outlined"
          component={RouterLink}
          to="/integrations/webhooks"
          data-testid="webhooks-open"
        >
          Manage webhooks
        </Button>
      </Stack>
    </Paper>
  );
}
