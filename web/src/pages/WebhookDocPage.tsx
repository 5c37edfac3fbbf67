import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { curlCommand, docParams, webhookDocs } from '@outreach/shared/docs/integration-api-docs';
import { Navigate, useLocation } from 'react-router-dom';
import { CodeBlock } from '../modules/docs/components/CodeBlock.tsx';
import { DocsNav } from '../modules/docs/components/DocsNav.tsx';

/**
 * /documentation/webhook/{call} (spec 1 §2): one integration API call with its parameters (read from
 * the route's schemas), a copyable curl command and an example answer (checked against the route's
 * response schema).
 */
export function WebhookDocPage() {
  const { pathname } = useLocation();
  const doc = webhookDocs.find((d) => pathname === `/documentation/webhook/${d.slug}`);
  if (!doc) return <Navigate to="/documentation/webhook/get-campaigns" replace />;
  const [method, path] = doc.route.split(' ') as [string, string];
  const params = docParams(doc);
  return (
    <Stack direction="row" spacing={3} data-testid="webhook-doc-page">
      <DocsNav />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {doc.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Chip label={method} color={method === 'GET' ? 'primary' : 'success'} size="small" />
          <Typography
            sx={{ fontFamily: 'monospace' }}
            data-testid="webhook-doc-path"
          >{`/api${path}`}</Typography>
        </Stack>
        <Typography sx={{ mb: 3 }}>{doc.summary}</Typography>

        <Typography variant="h6" component="h2" gutterBottom>
          Parameters
        </Typography>
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" data-testid="webhook-doc-params">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>In</TableCell>
                <TableCell>Required</TableCell>
                <TableCell>Default</TableCell>
                <TableCell>Description</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {params.map((p) => (
                <TableRow key={`${p.in}-${p.name}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{p.name}</TableCell>
                  <TableCell>{p.in}</TableCell>
                  <TableCell>{p.required ? 'yes' : 'no'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{p.default ?? '—'}</TableCell>
                  <TableCell>{p.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>

        <Typography variant="h6" component="h2" gutterBottom>
          Example request
        </Typography>
        <Box sx={{ mb: 3 }}>
          <CodeBlock code={curlCommand(doc, window.location.origin)} testId="webhook-doc-curl" />
        </Box>

        <Typography variant="h6" component="h2" gutterBottom>
          Example answer
        </Typography>
        <Box sx={{ mb: 3 }}>
          <CodeBlock code={JSON.stringify(doc.exampleResponse, null, 2)} testId="webhook-doc-response" />
        </Box>

        <Typography variant="h6" component="h2" gutterBottom>
          Errors
        </Typography>
        <Typography component="div" sx={{ mb: 2 }}>
          Errors answer <code>{'{ error, message, statusCode }'}</code>: 400 for a bad parameter, 401{' '}
          <code>Invalid webhook key</code> for an unknown or regenerated key, 403 when your plan has no
          webhooks
          {doc.slug === 'get-team-members' ? ' or the key is not the team owner’s' : ''}
          {doc.slug === 'add-new-lead' ? ', 404 Unknown campaign for a campaign that is not yours' : ''}.
        </Typography>
        <Typography color="text.secondary">{`Zapier: ${doc.zapier}.`}</Typography>
      </Box>
    </Stack>
  );
}
