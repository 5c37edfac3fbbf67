import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEAM_TOAST_MS } from '@outreach/shared/constants/account';
import { teamTexts } from '@outreach/shared/rules/team';
import type { TGroupCandidate, TGroupCandidatesResponse } from '@outreach/shared/schemas/groups';
import type { TMemberView } from '@outreach/shared/schemas/team';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { type AllGroups, groupsApi, groupsKeys } from '../modules/teams/api/groupsApi.ts';
import { type MembersPage, membersKey } from '../modules/teams/api/teamsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

/**
 * /team/manage-group (spec 1 §6 "own group management": an admin in a group, feature teamGroup): the
 * admin's group with its members; plain members without a group are added from a picker and taken
 * out again. The owner manages every group from /team/groups and the members table.
 */
export function TeamManageGroupPage() {
  const { data: profile } = useProfile();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const teamId = profile?.team?.id ?? '';
  const groupId = profile?.team?.teamUser?.groupId ?? null;
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TGroupCandidate | null>(null);
  const groups = useSWR<AllGroups>(groupId ? groupsKeys.all : null);
  const group = groups.data?.groups.find((g) => g.id === groupId);
  const members = useSWR<MembersPage>(
    groupId && teamId ? membersKey(teamId, { groupIds: [groupId], sortField: 'name', page, perPage }) : null,
    { keepPreviousData: true },
  );
  const candidates = useSWR<TGroupCandidatesResponse>(
    groupId ? groupsKeys.candidates(groupId, search.trim()) : null,
    { keepPreviousData: true },
  );
  const refresh = () =>
    mutate((k) => typeof k === 'string' && (k.startsWith('/groups') || k.includes('/members')));

  const run = async (fn: () => Promise<unknown>, message: string) => {
    try {
      await fn();
      toast.show({ message, type: 'success', autoCloseTime: TEAM_TOAST_MS });
    } catch (e) {
      toast.showError(e);
    }
    await refresh();
  };
  const add = async () => {
    if (!picked || !groupId || !group) return;
    const m = picked;
    setPicked(null);
    setSearch('');
    await run(() => groupsApi.addMember(groupId, m.memberId), teamTexts.movedToGroup(m.name, group.name));
  };
  const remove = (m: TMemberView) =>
    groupId && run(() => groupsApi.removeMember(groupId, m.memberId), teamTexts.removedFromGroup(m.name));

  return (
    <Box data-testid="team-manage-group-page">
      <PageHeader title={teamTexts.manageGroupTitle} subtitle={group?.name} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          component="form"
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Autocomplete
            sx={{ width: 360 }}
            size="small"
            options={candidates.data?.members ?? []}
            value={picked}
            inputValue={search}
            filterOptions={(o) => o}
            isOptionEqualToValue={(a, b) => a.memberId === b.memberId}
            getOptionLabel={(o) => o.name}
            noOptionsText={teamTexts.noCandidates}
            loading={candidates.isLoading}
            onChange={(_, v) => setPicked(v)}
            onInputChange={(_, v) => setSearch(v)}
            renderOption={(props, o) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Box>
                    <Typography>{o.name}</Typography>
                    {o.email && (
                      <Typography variant="body2" color="text.secondary">
                        {o.email}
                      </Typography>
                    )}
                  </Box>
                </li>
              );
            }}
            renderInput={(params) => <TextField {...params} label="Add a member" />}
          />
          <Button type="submit" variant="contained" disabled={!picked}>
            Add to group
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {members.error && <Typography color="error">{(members.error as Error).message}</Typography>}
        <Table size="small" aria-label="Group members">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data?.members.map((m) => (
              <TableRow key={m.memberId} data-testid={`group-member-row-${m.name}`}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar src={m.profilePictureUrl ?? undefined} sx={{ width: 28, height: 28 }}>
                      {m.name.slice(0, 1)}
                    </Avatar>
                    <span>{m.userId === profile?.id ? `${m.name} (me)` : m.name}</span>
                  </Stack>
                </TableCell>
                <TableCell>{m.user.email ?? ''}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{m.role}</TableCell>
                <TableCell align="right">
                  {m.role === 'member' && m.userId !== profile?.id && (
                    <Button size="small" color="error" onClick={() => void remove(m)}>
                      Remove from group
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {members.data && members.data.members.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{teamTexts.noGroupMembers}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <PaginationBar
          page={page}
          perPage={perPage}
          total={members.data?.total ?? 0}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
          testId="group-members-pagination"
        />
      </Paper>
    </Box>
  );
}
