import Typography from '@mui/material/Typography';

/** The Twitter Follow step (spec 3 §3 `auto_follow_twitter`): nothing to fill in, it follows the lead. */
export function XFollowStepFields({ index }: { index: number }) {
  return (
    <Typography color="text.secondary" data-testid={`step-${index}-x-follow`}>
      Follows the lead on X (Twitter) from your connected account.
    </Typography>
  );
}
