import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { upgradeHints } from '@outreach/shared/plans/features';
import { useNavigate } from 'react-router-dom';
import { PostForm } from '../modules/posts/components/PostForm.tsx';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /posts/new: write a post and post it now or schedule it. */
export function PostNewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { features } = useFeatures();
  const timezone = useProfile().data?.timezone?.name;
  const planAllows = features.has('postScheduling');
  return (
    <Box data-testid="post-new-page">
      <PageHeader title="New post" />
      {!planAllows && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 880 }}>
          {upgradeHints.premium}
        </Alert>
      )}
      <PostForm
        timezone={timezone}
        planAllows={planAllows}
        onCreated={(p) => {
          toast.show({ message: 'Post scheduled', type: 'success', autoCloseTime: 3000 });
          navigate(`/posts/${p.networks[0] ?? 'linkedin'}`);
        }}
      />
    </Box>
  );
}
