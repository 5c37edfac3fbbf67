import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEAM_TOAST_MS } from '@outreach/shared/constants/account';
import { impersonateButtonState, type Role, type Viewer } from '@outreach/shared/rules/roles';
import {
  canRemoveEmail,
  needsSelfDowngradeConfirmation,
  removeAction,
  roleOptions,
  teamTexts,
} from '@outreach/shared/rules/team';
import type { TMembersQuery, TMemberView } from '@outreach/shared/schemas/team';
import { useState } from 'react';
import useSWR from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import { type AllGroups, groupsApi, groupsKeys } from '../api/groupsApi.ts';
import { type MembersPage, membersKey, teamsApi } from '../api/teamsApi.ts';

type SortField = TMembersQuery['sortField'];

const columnLabels = { name: 'Name', email: 'E-mail', role: 'Role', group: 'Group' } as const;

/**
 * The members table (spec 2 §5): server-side search by name, email and group, sort and pages
 * (cursor-paged); the owner changes roles (a self-downgrade asks first) and groups, removes members
 * and moves them to ghost; owners and admins impersonate where the rules allow.
 */
export function MembersTable({
  teamId,
  viewer,
  viewerUserId,
  impersonationEnabled,
  canAssignGroups = false,
  initialGroupIds = [],
}: {
  teamId: string;
  viewer: Viewer;
  viewerUserId: string;
  impersonationEnabled: boolean;
  /** The owner with the group feature: the group filter and the group select (spec 2 §6). */
  canAssignGroups?: boolean;
  initialGroupIds?: string[];
}) {
  const toast = useToast();
  const [searchName, setSearchName] = useState('');
  const [searchEmail, setSearchEmail] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>(initialGroupIds);
  const [sortField, setSortField] = useState<SortField>('role');
  const [sortOrder, setSortOrder] = useState<'ASC' | 'DESC'>('ASC');
  const [confirm, setConfirm] = useState<{ member: TMemberView; role: Role } | null>(null);
  const filters = { searchName, searchEmail, sortField, sortOrder, groupIds };
  const pages = useCursorPages(JSON.stringify(filters), 10);
  const key = `${membersKey(teamId, filters)}&${pages.query}`;
  const { data, error, mutate } = useSWR<MembersPage>(key, { keepPreviousData: true });
  const groups = useSWR<AllGroups>(canAssignGroups ? groupsKeys.all : null);
  const groupList = groups.data?.groups ?? [];
  const hasGroupColumn = canAssignGroups || Boolean(data?.members.some((m) => m.group));

  const moveToGroup = (m: TMemberView, groupId: string) => {
    const name = groupList.find((g) => g.id === groupId)?.name;
    void run(
      () =>
        groupId ? groupsApi.addMember(groupId, m.memberId) : groupsApi.removeMember(m.groupId!, m.memberId),
      name ? teamTexts.movedToGroup(m.name, name) : teamTexts.removedFromGroup(m.name),
    );
  };
  const sortBy = (f: SortField) => {
    setSortOrder(sortField === f && sortOrder === 'ASC' ? 'DESC' : 'ASC');
    setSortField(f);
  };
  const run = async (fn: () => Promise<unknown>, message: string) => {
    try {
      await fn();
      toast.show({ message, type: 'success', autoCloseTime: TEAM_TOAST_MS });
      await mutate();
    } catch (e) {
      toast.showError(e);
    }
  };
  const changeRole = (m: TMemberView, role: Role, confirmed = false) => {
    if (
      !confirmed &&
      needsSelfDowngradeConfirmation({ viewerUserId, targetUserId: m.userId, from: m.role, to: role })
    ) {
      setConfirm({ member: m, role });
      return;
    }
    void run(
      () => teamsApi.changeRole(teamId, m.memberId, role, confirmed),
      teamTexts.roleChanged(m.name, role),
    );
  };
  const impersonator = {
    userId: viewerUserId,
    role: viewer.role,
    isPlatformAdmin: viewer.isPlatformAdmin,
    isImpersonating: false,
    featureEnabled: impersonationEnabled,
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Search by name"
          value={searchName}
          onChange={(e) => {
            setSearchName(e.target.value);
          }}
        />
        <TextField
          size="small"
          label="Search by email"
          value={searchEmail}
          onChange={(e) => {
            setSearchEmail(e.target.value);
          }}
        />
        {canAssignGroups && (
          <TextField
            select
            size="small"
            label="Search by group"
            sx={{ minWidth: 200 }}
            value={groupIds}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) =>
                  (v as string[]).map((id) => groupList.find((g) => g.id === id)?.name ?? id).join(', '),
              },
            }}
            onChange={(e) => setGroupIds(e.target.value as unknown as string[])}
          >
            {groupList.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {error && <Typography color="error">{(error as Error).message}</Typography>}
      <Table size="small" aria-label="Members">
        <TableHead>
          <TableRow>
            {(hasGroupColumn
              ? (['name', 'email', 'role', 'group'] as const)
              : (['name', 'email', 'role'] as const)
            ).map((f) => (
              <TableCell key={f}>
                <TableSortLabel
                  active={sortField === f}
                  direction={sortField === f && sortOrder === 'DESC' ? 'desc' : 'asc'}
                  onClick={() => sortBy(f)}
                >
                  {columnLabels[f]}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.members.map((m) => {
            const row = { userId: m.userId, role: m.role, status: m.status, email: m.user.email };
            const remove = removeAction({ viewerUserId, viewerRole: viewer.role, target: row });
            const imp = impersonateButtonState(impersonator, {
              userId: m.userId,
              role: m.role,
              isPlatformAdmin: m.isAlfredAdmin,
              status: m.status,
            });
            return (
              <TableRow key={m.memberId} data-testid={`member-row-${m.user.email ?? m.name}`}>
                <TableCell>{m.name}</TableCell>
                <TableCell>{m.user.email ?? '—'}</TableCell>
                <TableCell>
                  {viewer.role === 'owner' ? (
                    <TextField
                      select
                      size="small"
                      value={m.role}
                      aria-label={`Role of ${m.name}`}
                      onChange={(e) => changeRole(m, e.target.value as Role)}
                    >
                      {roleOptions({ hasEmail: Boolean(m.user.email) }).map((o) => (
                        <MenuItem key={o.role} value={o.role} disabled={o.disabled}>
                          {o.role}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    m.role
                  )}
                </TableCell>
                {hasGroupColumn && (
                  <TableCell>
                    {canAssignGroups ? (
                      <TextField
                        select
                        size="small"
                        value={m.groupId ?? ''}
                        sx={{ minWidth: 140 }}
                        slotProps={{ htmlInput: { 'aria-label': `Group of ${m.name}` } }}
                        onChange={(e) => moveToGroup(m, e.target.value)}
                      >
                        <MenuItem value="">No group</MenuItem>
                        {groupList.map((g) => (
                          <MenuItem key={g.id} value={g.id}>
                            {g.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      (m.group?.name ?? '—')
                    )}
                  </TableCell>
                )}
                <TableCell>{m.isGhostUser ? 'ghost' : m.status}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {imp !== 'hidden' && (
                      <Button
                        size="small"
                        disabled={imp === 'disabled'}
                        onClick={() => void teamsApi.impersonate(teamId, m.userId).catch(toast.showError)}
                      >
                        Impersonate
                      </Button>
                    )}
                    {canRemoveEmail({ viewerUserId, viewerRole: viewer.role, target: row }) && (
                      <Button
                        size="small"
                        onClick={() => run(() => teamsApi.moveToGhost(m.memberId), teamTexts.emailRemoved)}
                      >
                        Remove email
                      </Button>
                    )}
                    {remove === 'removeMember' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          run(() => teamsApi.removeMember(teamId, m.memberId), teamTexts.removed(m.name))
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {data && data.members.length === 0 && (
            <TableRow>
              <TableCell colSpan={hasGroupColumn ? 6 : 5}>
                {searchName || searchEmail || groupIds.length
                  ? teamTexts.noMembersMatch
                  : teamTexts.noMembers}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={pages.page - 1}
        rowsPerPage={pages.perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_, p) => pages.goTo(p + 1, data?.nextCursor)}
        onRowsPerPageChange={(e) => pages.setPerPage(Number(e.target.value))}
      />
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)}>
        <DialogTitle>Change your own role?</DialogTitle>
        <DialogContent>
          <Typography>
            {`You are about to change your own role to ${confirm?.role}. This cannot be undone.`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirm) changeRole(confirm.member, confirm.role, true);
              setConfirm(null);
            }}
          >
            Change my role
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
