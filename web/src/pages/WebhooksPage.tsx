import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { WebhookKeyPanel } from '../modules/integrations/components/WebhookKeyPanel.tsx';
import { WebhooksPanel } from '../modules/integrations/components/WebhooksPanel.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** Settings → Integrations → Webhooks: the integration API key and the outgoing webhooks (issue #15). */
export function WebhooksPage() {
  return (
    <Box data-testid="webhooks-page">
      <PageHeader
        title="Webhooks & API"
        subtitle="Connect Outreach to Zapier, Make or your own scripts"
        actions={
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to="/documentation/webhook/get-campaigns">
              API documentation
            </Link>
            <Link component={RouterLink} to="/documentation/zapier">
              Zapier guide
            </Link>
          </Stack>
        }
      />
      <WebhookKeyPanel />
      <WebhooksPanel />
    </Box>
  );
}
