import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PostNetwork, postNetworks, postTextLimits } from '@outreach/shared/constants/outreach';
import { type PostMedia, validatePostMedia } from '@outreach/shared/rules/outreach/post-media';
import { validatePost } from '@outreach/shared/schemas/posts';
import { useState } from 'react';
import { productNow } from '../../clock/productClock.ts';
import { uploadKeptFile } from '../../templates/api/templatesApi.ts';
import type { Post } from '../api/postsApi.ts';
import { postsApi } from '../api/postsApi.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

const networkLabel: Record<PostNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};
interface Attachment {
  file_uri: string;
  file_name: string;
  mimeType?: string;
  size: number;
}

const kindOf = (f: File): PostMedia['kind'] =>
  f.type.startsWith('image/') ? 'image' : f.type.startsWith('video/') ? 'video' : 'document';

/**
 * A post: title, text, networks, media (checked against each network's rules before upload) and
 * 'Post now' or 'Schedule' ('Post At' dialog). Validation runs the spec's eleven steps in order.
 * With `editing`, the form starts from a scheduled post and saves it (PATCH /posts/{id}): 'Save'
 * keeps its time, 'Schedule' picks another, 'Post now' sends it at once.
 */
export function PostForm({
  timezone,
  planAllows,
  onCreated,
  editing,
  onCancel,
}: {
  timezone?: string | null;
  planAllows: boolean;
  onCreated(p: Post): void;
  editing?: Post;
  onCancel?(): void;
}) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [networks, setNetworks] = useState<PostNetwork[]>(editing?.networks ?? ['linkedin']);
  const [attachments, setAttachments] = useState<Attachment[]>(
    (editing?.attachments ?? []).map(({ file_uri, file_name, mimeType }) => ({
      file_uri,
      file_name,
      mimeType,
      size: 0,
    })),
  );
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const [audience, setAudience] = useState<'anyone' | 'connections_only'>(
    (editing?.audience as { type?: string } | undefined)?.type === 'connections_only'
      ? 'connections_only'
      : 'anyone',
  );
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = (scheduledAt: number | null) =>
    validatePost(
      { title, content, networks, attachmentsCount: attachments.length, attachmentError, scheduledAt },
      { nowMs: productNow(), timezone: timezone ?? 'UTC', planAllows, trialStarted: planAllows },
    );

  const addFile = async (file: File | undefined) => {
    if (!file) return;
    setAttachmentError(null);
    // Refused before upload: each chosen network's media rule (spec 3 §5).
    const media: PostMedia = { kind: kindOf(file), sizeBytes: file.size, mimeType: file.type };
    for (const n of networks) {
      const message = validatePostMedia(n, media);
      if (message) {
        setAttachmentError(message);
        return;
      }
    }
    try {
      setBusy(true);
      const up = await uploadKeptFile(file, 'media');
      setAttachments((a) => [
        ...a,
        { file_uri: up.key, file_name: file.name, mimeType: file.type, size: file.size },
      ]);
    } catch {
      setAttachmentError('Uploading failed! Please contact support!');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (scheduledAt: number | null) => {
    const message = check(scheduledAt);
    if (message) {
      setError(message);
      return;
    }
    setBusy(true);
    try {
      const body = {
        title,
        content,
        networks,
        attachments: attachments.map(({ file_uri, file_name, mimeType }) => ({
          file_uri,
          file_name,
          mimeType,
        })),
        scheduledAt,
        audience: { type: audience },
      };
      const p = editing ? await postsApi.update(editing.id, body) : await postsApi.create(body);
      onCreated(p);
    } catch (e) {
      setError((e as Error).message || 'Something went wrong');
    } finally {
      setBusy(false);
      setScheduling(false);
    }
  };

  const toggle = (n: PostNetwork) => {
    setNetworks((ns) => (ns.includes(n) ? ns.filter((x) => x !== n) : [...ns, n]));
    setError(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" data-testid="post-error">
            {error}
          </Alert>
        )}
        <TextField
          label="Title"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'post-title' } }}
        />
        <TextField
          label="Text"
          multiline
          minRows={6}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setError(null);
          }}
          helperText={`${content.length} characters · LinkedIn ${postTextLimits.linkedin}, X ${postTextLimits.twitter}, Instagram ${postTextLimits.instagram}, Facebook ${postTextLimits.facebook}`}
          slotProps={{ htmlInput: { 'data-testid': 'post-content' } }}
        />
        <FormGroup row aria-label="Networks">
          {postNetworks.map((n) => (
            <FormControlLabel
              key={n}
              control={
                <Checkbox
                  checked={networks.includes(n)}
                  onChange={() => toggle(n)}
                  slotProps={{ input: { 'aria-label': networkLabel[n] } }}
                />
              }
              label={networkLabel[n]}
            />
          ))}
        </FormGroup>
        {networks.includes('linkedin') && (
          <TextField
            select
            size="small"
            label="Who can see your post on LinkedIn?"
            value={audience}
            onChange={(e) => setAudience(e.target.value as typeof audience)}
            sx={{ maxWidth: 360 }}
            slotProps={{ htmlInput: { 'data-testid': 'post-audience' } }}
          >
            <MenuItem value="anyone">Anyone</MenuItem>
            <MenuItem value="connections_only">Connections only</MenuItem>
          </TextField>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" size="small" startIcon={<AttachFile />} disabled={busy}>
            Add image or video
            <input
              hidden
              type="file"
              accept="image/*,video/*,application/pdf"
              data-testid="post-file"
              onChange={(e) => {
                void addFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {attachments.map((a) => (
            <Chip
              key={a.file_uri}
              label={a.file_name}
              onDelete={() => setAttachments((all) => all.filter((x) => x !== a))}
            />
          ))}
        </Stack>
        {attachmentError && (
          <Typography color="error" variant="body2" data-testid="post-attachment-error">
            {attachmentError}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button disabled={busy} onClick={onCancel} data-testid="post-cancel-edit">
              Cancel
            </Button>
          )}
          <Button variant="outlined" disabled={busy} onClick={() => submit(null)} data-testid="post-now">
            Post now
          </Button>
          {editing && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => submit(editing.scheduledAt)}
              data-testid="post-save"
            >
              Save
            </Button>
          )}
          <Button
            variant="contained"
            disabled={busy}
            data-testid="post-schedule"
            onClick={() => {
              const message = check(null);
              if (message) setError(message);
              else setScheduling(true);
            }}
          >
            Schedule
          </Button>
        </Stack>
      </Stack>
      {scheduling && (
        <ScheduleDialog
          open
          timezone={timezone}
          initialMs={editing?.scheduledAt}
          onClose={() => setScheduling(false)}
          onConfirm={(at) => submit(at)}
        />
      )}
    </Paper>
  );
}
