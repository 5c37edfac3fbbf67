import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type Post, postKeys } from '../modules/posts/api/postsApi.ts';
import { PostRow } from '../modules/posts/components/PostRow.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /posts/{postId}/details: one post and its per-network results. */
export function PostDetailsPage() {
  const { postId = '' } = useParams();
  const q = useSWR<Post>(postKeys.one(postId));
  const timezone = useProfile().data?.timezone?.name;
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!q.data) return <CircularProgress aria-label="Loading post" />;
  return (
    <Box>
      <PageHeader title="Post details" />
      <PostRow
        post={q.data}
        timezone={timezone}
        onReschedule={() => {}}
        onArchive={() => {}}
        onDelete={() => {}}
      />
      <Box component="ul" sx={{ mt: 2 }}>
        {Object.entries(q.data.results).map(([n, r]) => (
          <li key={n}>
            {n}: {r.status}
            {r.errorCode ? ` (${r.errorCode})` : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
}
