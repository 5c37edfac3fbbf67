import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canPostTransition, canReschedulePost, type PostStatus } from '@outreach/shared/rules/outreach/posts';
import { richTextToPlain } from '@outreach/shared/schemas/posts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import type { Post } from '../api/postsApi.ts';

const networkLabel = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
} as const;
const statusColor: Partial<Record<PostStatus, 'success' | 'info' | 'warning' | 'error' | 'default'>> = {
  published: 'success',
  pending: 'info',
  skipped: 'warning',
  invalid: 'error',
};

/** One post in the list: its text, networks, time, status (with the spec's tooltip) and actions. */
export function PostRow({
  post,
  timezone,
  onReschedule,
  onArchive,
  onDelete,
  onEdit,
}: {
  post: Post;
  timezone?: string | null;
  onReschedule(): void;
  onArchive(): void;
  onDelete(): void;
  /** Offered while the post is scheduled (not yet gone out). */
  onEdit?(): void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="post-row"
      data-post-id={post.id}
      data-status={post.status}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {post.title}
        </Typography>
        <Tooltip title={post.tooltip ?? ''}>
          <Chip
            size="small"
            label={post.statusLabel}
            color={statusColor[post.status] ?? 'default'}
            data-testid="post-status"
          />
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {richTextToPlain(post.content)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {post.networks.map((n) => (
          <Chip key={n} size="small" variant="outlined" label={networkLabel[n]} />
        ))}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(new Date(post.scheduledAt).toISOString(), timezone)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {onEdit && post.status === 'pending' && (
          <Button size="small" onClick={onEdit} data-testid="post-edit">
            Edit
          </Button>
        )}
        {canReschedulePost(post.status) && (
          <Button size="small" onClick={onReschedule}>
            Reschedule
          </Button>
        )}
        {canPostTransition(post.status, 'archived') && (
          <Button size="small" onClick={onArchive}>
            Archive
          </Button>
        )}
        <Button size="small" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}
