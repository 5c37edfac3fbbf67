import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import {
  attachmentError,
  inboxMessageLimit,
  inboxMessages,
  sendBlockReason,
} from '@outreach/shared/schemas/inbox';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { uploadKeptFile } from '../../templates/api/templatesApi.ts';
import { TemplatePicker } from '../../templates/components/TemplatePicker.tsx';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { type ConversationMessages, inboxApi, inboxKeys } from '../api/inboxApi.ts';
import { ThreadPerson } from './ThreadPerson.tsx';

interface Attached {
  key: string;
  name: string;
  mediaType?: string;
  byteSize: number;
}

/**
 * One conversation: its messages (refreshed every 5 s, every second while a send is on its way),
 * the reply box with 'Insert template' and attachments (presigned upload), and Send. A send is
 * shown as "Sending…" until LinkedIn has it; a failed one says 'Unable to send message'.
 */
export function ConversationThread({
  conversationId,
  userId,
  readOnly,
  salesNavigator = false,
  onChanged,
}: {
  conversationId: string;
  userId?: string;
  readOnly: boolean;
  /** A thread of the Sales Navigator inbox, read and answered through its own calls. */
  salesNavigator?: boolean;
  onChanged(): void;
}) {
  const toast = useToast();
  const { features } = useFeatures();
  const canTemplate = features.has('inboxTemplates');
  const canAttach = features.has('inboxAttachments');
  const key = inboxKeys.messages(conversationId, userId, salesNavigator);
  const q = useSWR<ConversationMessages>(key, {
    refreshInterval: (d) => (d?.pending.some((p) => p.status === 'queued') ? 1000 : 5000),
  });
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const conv = q.data?.conversation;
  const kind = conv?.source === 'linkedin' ? 'linkedin' : 'inmail';
  const blocked = sendBlockReason({
    text,
    filesCount: files.length,
    isSponsored: conv?.isSponsored,
    isLinkedinOffer: conv?.isLinkedinOffer,
    kind,
  });

  const attach = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const problem = attachmentError(
      picked.map((f) => ({ name: f.name, size: f.size, type: f.type })),
      { alreadyAttached: files.length, trialStarted: false },
    );
    if (problem) return toast.show({ message: problem, type: 'error', autoCloseTime: 3000 });
    setBusy(true);
    try {
      for (const f of picked) {
        const up = await uploadKeptFile(f, 'attachment');
        setFiles((cur) => [
          ...cur,
          { key: up.key, name: f.name, mediaType: f.type || undefined, byteSize: f.size },
        ]);
      }
      toast.show({ message: inboxMessages.fileUploaded, type: 'success', autoCloseTime: 3000 });
    } catch {
      toast.show({ message: inboxMessages.uploadFailed, type: 'error', autoCloseTime: 3000 });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const send = async () => {
    setBusy(true);
    try {
      await inboxApi.send({
        conversationId,
        message: text,
        clientId: crypto.randomUUID(),
        attachments: files.length ? files : undefined,
        salesNavigator,
      });
      setText('');
      setFiles([]);
      await q.mutate();
      onChanged();
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };

  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!q.data) return <Typography color="text.secondary">Loading…</Typography>;
  const { messages, pending } = q.data;
  return (
    <Stack spacing={1.5} sx={{ height: '100%' }} data-testid="conversation-thread">
      <Box>
        <ThreadPerson person={conv?.from ?? null} ownInbox={!userId} />
        {conv?.subject && <Typography variant="subtitle2">{conv.subject}</Typography>}
      </Box>
      <Stack spacing={1} sx={{ flex: 1, overflowY: 'auto', maxHeight: 480 }} data-testid="thread-messages">
        {messages.length === 0 && pending.length === 0 && (
          <Typography color="text.secondary">
            No history of messages found with this person. You can initiate the conversation.
          </Typography>
        )}
        {messages.map((m) => (
          <Paper
            key={m.messageId}
            variant="outlined"
            data-testid="thread-message"
            data-direction={m.direction}
            sx={{ p: 1, alignSelf: m.direction === 'out' ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
          >
            <Typography variant="caption" color="text.secondary">
              {m.name} · {formatDateTime(new Date(m.createdAt).toISOString())}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {m.recalledAt ? inboxMessages.recalled : m.content.attributedBody.text}
            </Typography>
            {m.content.attachments.map((a) => (
              <Chip
                key={a.reference}
                size="small"
                icon={<AttachFile />}
                label={a.name}
                data-testid="message-attachment"
              />
            ))}
          </Paper>
        ))}
        {pending.map((p) => (
          <Paper
            key={p.id}
            variant="outlined"
            data-testid="thread-pending"
            sx={{ p: 1, alignSelf: 'flex-end', maxWidth: '80%', opacity: 0.7 }}
          >
            <Typography variant="caption" color={p.status === 'failed' ? 'error' : 'text.secondary'}>
              {p.status === 'failed' ? inboxMessages.sendFailed422 : 'Sending…'}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {p.text}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {!readOnly && (
        <Stack spacing={1}>
          {conv && (conv.isSponsored || conv.isLinkedinOffer) && (
            <Alert severity="info">{inboxMessages.replyOnLinkedin}</Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Tooltip title={canTemplate ? '' : (upgradeHintFor('inboxTemplates') ?? '')}>
              <span>
                <TemplatePicker
                  testId="inbox-template"
                  disabled={!canTemplate}
                  onPick={(t) => setText((cur) => cur + (t.content.sequence[0]?.message ?? ''))}
                />
              </span>
            </Tooltip>
            <Tooltip title={canAttach ? '' : (upgradeHintFor('inboxAttachments') ?? '')}>
              <span>
                <Button
                  size="small"
                  startIcon={<AttachFile />}
                  onClick={() => fileInput.current?.click()}
                  disabled={busy || !canAttach}
                  data-testid="inbox-attach"
                >
                  Attach file
                </Button>
              </span>
            </Tooltip>
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              data-testid="inbox-attach-input"
              onChange={(e) => void attach(e.target.files)}
            />
          </Stack>
          {files.length > 0 && (
            <Stack direction="row" spacing={1} data-testid="inbox-attachments">
              {files.map((f) => (
                <Chip
                  key={f.key}
                  size="small"
                  label={f.name}
                  onDelete={() => setFiles((cur) => cur.filter((x) => x.key !== f.key))}
                />
              ))}
            </Stack>
          )}
          <TextField
            multiline
            minRows={2}
            maxRows={8}
            placeholder="Write a message…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={!!blocked}
            helperText={blocked || `${text.length}/${inboxMessageLimit(kind)}`}
            slotProps={{ htmlInput: { 'data-testid': 'inbox-reply', 'aria-label': 'Write a message…' } }}
          />
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={busy || blocked !== null}
            data-testid="inbox-send"
            sx={{ alignSelf: 'flex-end' }}
          >
            Send
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
