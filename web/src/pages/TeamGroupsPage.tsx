import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import type { TGroupResponse } from '@outreach/shared/schemas/groups';
import { ZGroupName } from '@outreach/shared/schemas/team';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { type GroupsPage, groupsApi, groupsKeys } from '../modules/teams/api/groupsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

const nameError = (name: string) => {
  const r = ZGroupName.safeParse(name);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};

/**
 * /team/groups (spec 1 §2, the owner with team groups): create, rename and delete groups; each row
 * lists its members and links to the members table filtered by the group, where members are
 * put into groups.
 */
export function TeamGroupsPage() {
  const { data: profile } = useProfile();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{
    group: TGroupResponse;
    name: string;
    error: string | null;
  } | null>(null);
  const [deleting, setDeleting] = useState<TGroupResponse | null>(null);
  const list = useSWR<GroupsPage>(groupsKeys.page(page, perPage, search), { keepPreviousData: true });
  const refresh = () =>
    mutate((k) => typeof k === 'string' && (k.startsWith('/groups') || k.includes('/members')));
  const done = (message: string) => {
    toast.show({ message, type: 'success', autoCloseTime: TEAM_TOAST_MS });
    void refresh();
  };

  const create = async () => {
    const err = nameError(name);
    setError(err);
    if (err) return;
    try {
      await groupsApi.create(name.trim());
      setName('');
      done(teamTexts.groupCreated);
    } catch (e) {
      toast.showError(e);
    }
  };
  const rename = async () => {
    if (!editing) return;
    const err = nameError(editing.name);
    if (err) return setEditing({ ...editing, error: err });
    try {
      await groupsApi.rename(editing.group.id, editing.name.trim());
      setEditing(null);
      done(teamTexts.groupRenamed);
    } catch (e) {
      toast.showError(e);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await groupsApi.remove(deleting.id);
      setDeleting(null);
      done(teamTexts.groupDeleted);
    } catch (e) {
      toast.showError(e);
    }
  };

  return (
    <Box data-testid="team-groups-page">
      <PageHeader title="Groups" subtitle={profile?.team?.name} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <TextField
            size="small"
            label="Group name"
            value={name}
            error={Boolean(error)}
            helperText={error ?? ' '}
            onChange={(e) => setName(e.target.value)}
          />
          <Box>
            <Button type="submit" variant="contained">
              Create group
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TextField
          size="small"
          label="Search groups"
          value={search}
          sx={{ mb: 2 }}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {list.error && <Typography color="error">{(list.error as Error).message}</Typography>}
        <Table size="small" aria-label="Groups">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Members</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.groups.map((g) => (
              <TableRow key={g.id} data-testid={`group-row-${g.name}`}>
                <TableCell>{g.name}</TableCell>
                <TableCell>
                  {g.membersCount === 0 ? teamTexts.noGroupMembers : g.members.map((m) => m.name).join(', ')}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" component={Link} to={`/team/manage-team?groupIds=${g.id}`}>
                      View members
                    </Button>
                    <Button size="small" onClick={() => setEditing({ group: g, name: g.name, error: null })}>
                      Rename
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(g)}>
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {list.data && list.data.groups.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{search ? teamTexts.noGroupsMatch : teamTexts.noGroups}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <PaginationBar
          page={page}
          perPage={perPage}
          total={list.data?.total ?? 0}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
          testId="groups-pagination"
        />
      </Paper>
      <Dialog open={Boolean(editing)} onClose={() => setEditing(null)}>
        <DialogTitle>Rename group</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            label="Group name"
            value={editing?.name ?? ''}
            error={Boolean(editing?.error)}
            helperText={editing?.error ?? ' '}
            onChange={(e) => editing && setEditing({ ...editing, name: e.target.value, error: null })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void rename()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete group?</DialogTitle>
        <DialogContent>
          <Typography>{`Delete ${deleting?.name}? Its members stay in the team without a group.`}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
