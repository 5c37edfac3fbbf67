import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { webhookDocs } from '@outreach/shared/docs/integration-api-docs';
import { webhookEventLabels, webhookEventTypes } from '@outreach/shared/schemas/webhooks';
import { Link as RouterLink } from 'react-router-dom';
import { CodeBlock } from '../modules/docs/components/CodeBlock.tsx';
import { DocsNav } from '../modules/docs/components/DocsNav.tsx';

const verifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (before JSON parsing).
export function isFromOutreach(rawBody, signatureHeader, secret) {
  const { t, v1 } = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false; // older than 5 minutes
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`;

const eventExample = JSON.stringify(
  {
    id: 'evt_2f0c3e9a41b7d6c85e1f',
    type: 'lead.created',
    createdAt: '2026-03-02T09:30:00.000Z',
    data: {
      ...(webhookDocs.find((d) => d.slug === 'get-leads')!.exampleResponse as { actions: object[] })
        .actions[0],
      userId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
    },
  },
  null,
  2,
);

const docLink = (slug: string) => (
  <Link component={RouterLink} to={`/documentation/webhook/${slug}`}>
    {webhookDocs.find((d) => d.slug === slug)!.title}
  </Link>
);

const triggers: { name: string; polling: string; instant: string }[] = [
  { name: 'New Lead', polling: 'get-leads', instant: 'lead.created' },
  { name: 'Invite Accepted', polling: 'get-last-actions', instant: 'invite.accepted' },
  { name: 'New Reply', polling: 'get-replies', instant: 'reply.received' },
  { name: 'Email Bounced', polling: '', instant: 'email.bounced' },
  { name: 'Campaign Finished', polling: '', instant: 'campaign.finished' },
  { name: 'New Connection', polling: 'get-connections', instant: '' },
  { name: 'New Member Connection', polling: 'get-member-connections', instant: '' },
  { name: 'New Action', polling: 'get-last-actions', instant: '' },
];

/** /documentation/zapier: the Zapier triggers and actions and the API calls and events behind them. */
export function ZapierDocsPage() {
  return (
    <Stack direction="row" spacing={3} data-testid="zapier-docs-page">
      <DocsNav />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Zapier and webhooks
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Connect Outreach to Zapier (or Make, n8n and your own scripts) in two ways: triggers that poll the
          integration API with your key, and instant triggers that receive our signed webhooks. Both need a
          Premium plan.
        </Typography>

        <Typography variant="h6" component="h2" gutterBottom>
          1. Get your key
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Open{' '}
          <Link component={RouterLink} to="/integrations/webhooks">
            Settings → Integrations → Webhooks & API
          </Link>{' '}
          and generate your API key. Paste it into Zapier when it asks for your <code>webhook_key</code>.
          Regenerating the key revokes the old one at once, so update your Zaps after you do.
        </Typography>

        <Typography variant="h6" component="h2" gutterBottom>
          2. Triggers
        </Typography>
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" data-testid="zapier-triggers">
            <TableHead>
              <TableRow>
                <TableCell>Trigger</TableCell>
                <TableCell>Polling (API call)</TableCell>
                <TableCell>Instant (webhook event)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {triggers.map((t) => (
                <TableRow key={t.name}>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{t.polling ? docLink(t.polling) : '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{t.instant || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Typography sx={{ mb: 3 }}>
          Polling triggers read the newest rows first; Zapier remembers the <code>id</code> of each row it has
          seen. “Invite Accepted” polls <code>get-last-actions</code> with <code>action=accepted</code>.
        </Typography>

        <Typography variant="h6" component="h2" gutterBottom>
          3. Actions
        </Typography>
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" data-testid="zapier-actions">
            <TableHead>
              <TableRow>
                <TableCell>Action</TableCell>
                <TableCell>API call</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>Add Lead to Campaign</TableCell>
                <TableCell>{docLink('add-new-lead')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>Find Campaign</TableCell>
                <TableCell>{docLink('get-campaigns')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>Find Team Member</TableCell>
                <TableCell>{docLink('get-team-members')}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>

        <Typography variant="h6" component="h2" gutterBottom>
          4. Instant triggers with webhooks
        </Typography>
        <Typography sx={{ mb: 1 }}>
          In Zapier, start a Zap with “Webhooks by Zapier → Catch Hook” and copy its URL. In Outreach, add a
          webhook with that URL and the events you want:
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2 }} data-testid="zapier-events">
          {webhookEventTypes.map((e) => (
            <li key={e}>
              <code>{e}</code>: {webhookEventLabels[e]}
            </li>
          ))}
        </Box>
        <Typography sx={{ mb: 1 }}>
          Each event arrives as a JSON POST. <code>data</code> has the same fields as the matching API row,
          plus the <code>userId</code> of the team member it concerns. “Send test event” sends a{' '}
          <code>webhook.test</code> event to try your Zap.
        </Typography>
        <Box sx={{ mb: 3 }}>
          <CodeBlock code={eventExample} testId="zapier-event-example" />
        </Box>

        <Typography variant="h6" component="h2" gutterBottom>
          5. Check the signature
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Every call carries <code>Outreach-Event</code> (the event type), <code>Outreach-Delivery</code> and{' '}
          <code>Outreach-Signature: t=…,v1=…</code>: <code>v1</code> is the hex HMAC-SHA256 of <code>t</code>,
          a dot and the raw body, keyed with the webhook’s signing secret (shown once, when you add the
          webhook). Answer with any 2xx status within 10 seconds; other answers are retried five times over
          about ten hours, and every try shows in the webhook’s delivery log, where you can replay it.
        </Typography>
        <CodeBlock code={verifyExample} testId="zapier-verify-example" />
      </Box>
    </Stack>
  );
}
