import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import {
  actionLabel,
  activityColumns,
  activityColumnsWithSender,
  activityEmptyStates,
  activitySenderLabel,
} from '@outreach/shared/rules/outreach/activity';
import { Link as RouterLink } from 'react-router-dom';
import { LeadPersonCell } from '../../contacts/components/LeadPersonCell.tsx';
import { formatDateTime, formatShortDateTime } from '../../ui/formatDateTime.ts';
import type { ActivityItem } from '../api/activityApi.ts';

/**
 * Name, Action, Campaign, Date (spec 3 §2), with Sender after Name when a row of the page comes from
 * a campaign that rotates senders (issue #9); 'No activity yet.' when empty.
 */
export function ActivityTable({
  actions,
  rotates = false,
  timezone,
  testId = 'activity-table',
  compact = false,
}: {
  actions: ActivityItem[] | undefined;
  /** The page's `rotates`: show the Sender column. */
  rotates?: boolean;
  timezone?: { name?: string | null } | null;
  testId?: string;
  /** The dashboard card: names without headlines, one line per cell. */
  compact?: boolean;
}) {
  const cell = compact
    ? { maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
    : undefined;
  return (
    <Table
      size="small"
      aria-label="Activity"
      data-testid={testId}
      sx={compact ? { '& .MuiTableCell-root': { px: 1 } } : undefined}
    >
      <TableHead>
        <TableRow>
          {activityColumnsWithSender(activityColumns, rotates).map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {actions?.map((a) => (
          <TableRow key={a.id} hover data-testid="activity-row" data-action={a.description}>
            <TableCell>
              <LeadPersonCell person={a.person} compact={compact} />
            </TableCell>
            {rotates && (
              <TableCell sx={cell} data-testid="activity-sender">
                {activitySenderLabel(a.sender)}
              </TableCell>
            )}
            <TableCell sx={cell}>
              {a.message ? (
                <Tooltip title={a.message}>
                  <span>{a.label ?? actionLabel(a.description)}</span>
                </Tooltip>
              ) : (
                (a.label ?? actionLabel(a.description))
              )}
            </TableCell>
            <TableCell sx={cell}>
              {a.isCampaignRemoved ? (
                <Tooltip title="This campaign was removed">
                  <span>{a.campaignName ?? '—'} •</span>
                </Tooltip>
              ) : (
                <Link component={RouterLink} to={`/campaign/details/overview/${a.campaignId}`}>
                  {a.campaignName ?? '—'}
                </Link>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {compact ? formatShortDateTime(a.createdAt, timezone) : formatDateTime(a.createdAt, timezone)}
            </TableCell>
          </TableRow>
        ))}
        {actions && actions.length === 0 && (
          <TableRow>
            <TableCell
              colSpan={rotates ? 5 : 4}
              align="center"
              sx={{ py: 6, color: 'text.secondary' }}
              data-testid={`${testId}-empty`}
            >
              {activityEmptyStates.activity}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
