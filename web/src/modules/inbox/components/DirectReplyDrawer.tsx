import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { ApiError } from '../../api/apiError.ts';
import { type ConversationMessages, inboxApi, inboxKeys } from '../api/inboxApi.ts';
import { ConversationThread } from './ConversationThread.tsx';

/**
 * The 'Direct reply' drawer (spec 3 §2: 860px wide) holding a reply's LinkedIn conversation, opened
 * from the replies page. A conversation the inbox has not synced yet asks for a sync and appears
 * when the bot has read it.
 */
export function DirectReplyDrawer({
  conversationId,
  onClose,
}: {
  conversationId: string | null;
  onClose(): void;
}) {
  const probe = useSWR<ConversationMessages>(conversationId ? inboxKeys.messages(conversationId) : null, {
    refreshInterval: (d) => (d ? 0 : 3000),
    shouldRetryOnError: false,
  });
  const missing = probe.error instanceof ApiError && probe.error.statusCode === 404;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (missing && conversationId && asked.current !== conversationId) {
      asked.current = conversationId;
      inboxApi.sync().catch(() => {});
    }
  }, [missing, conversationId]);
  return (
    <Drawer anchor="right" open={!!conversationId} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', md: 860 }, p: 2 }} data-testid="direct-reply-drawer">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">Direct reply</Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        {conversationId &&
          (probe.data ? (
            <ConversationThread conversationId={conversationId} readOnly={false} onChanged={() => {}} />
          ) : (
            <Typography color="text.secondary">
              {missing ? 'Syncing your LinkedIn inbox…' : 'Loading…'}
            </Typography>
          ))}
      </Box>
    </Drawer>
  );
}
