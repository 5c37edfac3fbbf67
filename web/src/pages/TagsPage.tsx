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
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { defaultPerPage } from '@outreach/shared/rules/outreach/pagination';
import { pendingTagId, randomTagColor, tagMessages } from '@outreach/shared/schemas/tags';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { contactKeys, contactsApi, type Tag } from '../modules/contacts/api/contactsApi.ts';
import { TagChips } from '../modules/contacts/components/TagChips.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

/** /tags (Tag Manager, spec 3 §2, §4, §5): create with a random colour, rename, recolour, delete with confirmation. */
export function TagsPage() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(defaultPerPage);
  const [search, setSearch] = useState('');
  const key = contactKeys.tags(
    new URLSearchParams({ page: String(page), perPage: String(perPage), search }).toString(),
  );
  const q = useSWR<{ tags: Tag[]; total: number }>(key);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [editing, setEditing] = useState<{ id: number; tag: string; color: string } | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const refreshAll = () => mutate((k) => typeof k === 'string' && k.startsWith('/tags'));

  const create = async () => {
    const tag = name.trim();
    if (!tag) return setNameError(tagMessages.name);
    const color = randomTagColor();
    const placeholder: Tag = { id: pendingTagId, snId: null, tag, color, leadsCount: 0, connectionsCount: 0 };
    setName('');
    setNameError('');
    // Spec 3 §4: a placeholder with id -1, replaced by the server's tag (rolled back on failure).
    await q
      .mutate(
        async (cur) => {
          const made = await contactsApi.createTag(tag, color);
          return cur ? { tags: [...cur.tags, made], total: cur.total + 1 } : cur;
        },
        {
          optimisticData: (cur) => (cur ? { tags: [...cur.tags, placeholder], total: cur.total + 1 } : cur!),
          rollbackOnError: true,
          revalidate: false,
        },
      )
      .then(
        () => toast.show({ message: tagMessages.created, type: 'success', autoCloseTime: 3000 }),
        (e) => toast.showError(e),
      );
    await refreshAll();
  };

  const save = async () => {
    if (!editing) return;
    try {
      await contactsApi.updateTag(editing.id, editing.tag.trim(), editing.color);
      setEditing(null);
      toast.show({ message: tagMessages.updated, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
    await refreshAll();
  };

  const remove = async (t: Tag) => {
    setDeleting(null);
    try {
      await contactsApi.deleteTag(t.id);
    } catch (e) {
      toast.showError(e);
    }
    await refreshAll();
  };

  return (
    <>
      <PageHeader title="Tag Manager" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="New tag"
          sx={{ width: 280 }}
          value={name}
          error={Boolean(nameError)}
          helperText={nameError || ' '}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && create()}
          slotProps={{ htmlInput: { 'data-testid': 'new-tag-name', maxLength: 100 } }}
        />
        <Button
          variant="contained"
          onClick={create}
          data-testid="create-tag"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Create tag
        </Button>
        <TextField
          size="small"
          label="Search"
          sx={{ width: 240 }}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(1))}
        />
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Tags" data-testid="tags-table">
          <TableHead>
            <TableRow>
              <TableCell>Tag</TableCell>
              <TableCell>Colour</TableCell>
              <TableCell align="right">Leads</TableCell>
              <TableCell align="right">Connections</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data?.tags.map((t) => (
              <TableRow key={t.id} data-testid="tag-row">
                <TableCell>
                  {editing?.id === t.id ? (
                    <TextField
                      size="small"
                      value={editing.tag}
                      onChange={(e) => setEditing({ ...editing, tag: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': 'Tag name', maxLength: 100 } }}
                    />
                  ) : (
                    <TagChips tags={[t]} />
                  )}
                </TableCell>
                <TableCell>
                  {editing?.id === t.id ? (
                    <input
                      type="color"
                      aria-label="Tag colour"
                      value={editing.color}
                      onChange={(e) => setEditing({ ...editing, color: e.target.value.toUpperCase() })}
                    />
                  ) : (
                    t.color
                  )}
                </TableCell>
                <TableCell align="right">{t.leadsCount}</TableCell>
                <TableCell align="right">{t.connectionsCount}</TableCell>
                <TableCell align="right">
                  {editing?.id === t.id ? (
                    <>
                      <Button size="small" onClick={save}>
                        Save
                      </Button>
                      <Button size="small" color="inherit" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="small"
                        disabled={t.id === pendingTagId}
                        onClick={() => setEditing({ id: t.id, tag: t.tag, color: t.color })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={t.id === pendingTagId}
                        onClick={() => setDeleting(t)}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {q.data && q.data.tags.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  No tags yet.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        page={page}
        perPage={perPage}
        total={q.data?.total ?? 0}
        onPage={setPage}
        onPerPage={(n) => (setPerPage(n), setPage(1))}
      />
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>{tagMessages.deleteTitle}</DialogTitle>
        <DialogContent>
          Delete the tag “{deleting?.tag}”? It is removed from every lead and connection.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" onClick={() => deleting && remove(deleting)} data-testid="confirm-delete-tag">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
