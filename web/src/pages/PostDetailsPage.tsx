import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { postToasts } from '@outreach/shared/rules/outreach/posts';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { type Post, postKeys, postsApi } from '../modules/posts/api/postsApi.ts';
import { PostForm } from '../modules/posts/components/PostForm.tsx';
import { PostRow } from '../modules/posts/components/PostRow.tsx';
import { ScheduleDialog } from '../modules/posts/components/ScheduleDialog.tsx';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/**
 * /posts/{postId}/details: one post and its per-network results, with its actions: edit (while it is
 * scheduled), reschedule, archive and delete.
 */
export function PostDetailsPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { features } = useFeatures();
  const q = useSWR<Post>(postKeys.one(postId));
  const timezone = useProfile().data?.timezone?.name;
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(params.get('edit') === '1');
  const [rescheduling, setRescheduling] = useState(false);
  // The post and every list that shows it.
  const refresh = () => mutate((k) => typeof k === 'string' && k.startsWith('/posts'));
  const act = async (fn: () => Promise<unknown>, after?: () => void) => {
    try {
      await fn();
      after?.();
    } catch (e) {
      toast.showError(e);
    } finally {
      await refresh();
    }
  };
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!q.data) return <CircularProgress aria-label="Loading post" />;
  const post = q.data;
  return (
    <Box data-testid="post-details-page">
      <PageHeader title={editing ? 'Edit post' : 'Post details'} />
      {editing ? (
        <PostForm
          key={post.updatedAt}
          editing={post}
          timezone={timezone}
          planAllows={features.has('postScheduling')}
          onCancel={() => setEditing(false)}
          onCreated={async () => {
            toast.show({ message: 'Post saved', type: 'success', autoCloseTime: 3000 });
            setEditing(false);
            await refresh();
          }}
        />
      ) : (
        <>
          <PostRow
            post={post}
            timezone={timezone}
            onEdit={() => setEditing(true)}
            onReschedule={() => setRescheduling(true)}
            onArchive={() => act(() => postsApi.archive(post.id))}
            onDelete={() =>
              act(
                () => postsApi.remove(post.id),
                () => navigate(`/posts/${post.networks[0] ?? 'linkedin'}`),
              )
            }
          />
          <Box component="ul" sx={{ mt: 2 }} data-testid="post-results">
            {Object.entries(post.results).map(([n, r]) => (
              <li key={n}>
                {n}: {r.status}
                {r.errorCode ? ` (${r.errorCode})` : ''}
              </li>
            ))}
          </Box>
        </>
      )}
      {rescheduling && (
        <ScheduleDialog
          open
          timezone={timezone}
          initialMs={post.scheduledAt}
          onClose={() => setRescheduling(false)}
          onConfirm={async (at) => {
            setRescheduling(false);
            try {
              await postsApi.reschedule(post.id, at);
            } catch (e) {
              toast.show({
                message: (e as Error).message || postToasts.rescheduleFailed,
                type: 'error',
                autoCloseTime: 3000,
              });
            } finally {
              await refresh();
            }
          }}
        />
      )}
    </Box>
  );
}
