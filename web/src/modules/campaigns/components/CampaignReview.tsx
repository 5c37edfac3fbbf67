import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { delayText, stepTitle } from '../sequenceTexts.ts';

/** The summary shown before publishing: name, lead source and the steps with their delays. */
export function CampaignReview({
  name,
  source,
  steps,
}: {
  name: string;
  source: string;
  steps: SequenceStep[];
}) {
  return (
    <Box data-testid="campaign-review">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Campaign name
          </Typography>
          <Typography>{name || 'A draft name is given automatically'}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Lead source
          </Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>{source}</Typography>
        </Box>
        <Divider />
        <Typography variant="overline" color="text.secondary">
          Sequence
        </Typography>
        {steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in step order
          <Stack key={`${s.type}-${i}`} direction="row" spacing={2}>
            <Typography sx={{ width: 24, fontWeight: 600 }}>{i + 1}.</Typography>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {stepTitle(steps, i)}{' '}
                <Typography component="span" color="text.secondary">
                  ({s.type})
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {i === 0 ? 'Starts' : 'Runs'} {delayText(s)}
                {i === 0 ? ' once a lead is found' : ' after the previous step'}
                {s.message ? ` · “${s.message.length > 90 ? `${s.message.slice(0, 90)}…` : s.message}”` : ''}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
