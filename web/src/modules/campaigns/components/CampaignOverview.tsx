import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conversionRate, formatRate, replyRate } from '@outreach/shared/rules/outreach/rates';
import useSWR from 'swr';
import { StatTile } from '../../ui/StatTile.tsx';
import {
  type ActivityChart,
  type Campaign,
  type CampaignProgress,
  campaignKeys,
  type LeadStatuses,
  type SequenceProgress,
} from '../api/campaignsApi.ts';
import { stepTitle } from '../sequenceTexts.ts';
import { CampaignZapierCard } from './CampaignZapierCard.tsx';
import { RecentActivityChart } from './RecentActivityChart.tsx';

const LIVE_MS = 5_000;

/** The X steps' tiles (issue #13): an X campaign shows leads and its X counts, a multichannel one adds them. */
interface Tile {
  key: string;
  label: string;
  value?: number;
  hint?: string;
}
function withXTiles(campaign: Campaign, tiles: Tile[], s: LeadStatuses | undefined): Tile[] {
  const xTiles: Tile[] = [
    { key: 'x-followed', label: 'Followed on X', value: s?.xFollowedLeadsCount ?? (s ? 0 : undefined) },
    { key: 'x-messaged', label: 'X (Twitter) DMs', value: s?.xMessagedLeadsCount ?? (s ? 0 : undefined) },
  ];
  if (campaign.category === 'twitter') return [tiles[0], ...xTiles];
  const hasX = campaign.touchSequence.sequence.some(
    (st) => st.type === 'Twitter DM' || st.type === 'Twitter Follow',
  );
  return hasX ? [...tiles, ...xTiles] : tiles;
}

/** Overview tab: stat tiles, lead collection, sequence progress and the 30-day chart. */
export function CampaignOverview({ campaign }: { campaign: Campaign }) {
  const running = campaign.status === 'active' && campaign.runState === 'running';
  const live = { refreshInterval: running ? LIVE_MS : 0 };
  const statuses = useSWR<LeadStatuses>(campaignKeys.statuses(campaign.id), live);
  const progress = useSWR<CampaignProgress>(campaignKeys.progress(campaign.id), live);
  const chart = useSWR<ActivityChart>(campaignKeys.chart(campaign.id), live);
  const perStep = useSWR<SequenceProgress>(campaignKeys.sequenceProgress(campaign.id), live);
  const s = statuses.data;
  const steps = campaign.touchSequence.sequence;
  const collecting =
    campaign.status !== 'draft' && !campaign.isSearchEnded && campaign.campaignType !== 'csv upload';
  const linkedInTiles: Tile[] = [
    { key: 'leads', label: 'Leads', value: s?.leadsCount },
    { key: 'viewed', label: 'Profiles viewed', value: s?.viewedLeadsCount },
    { key: 'invited', label: 'Invites sent', value: s?.requestedLeadsCount },
    { key: 'pending', label: 'Invites pending', value: s?.invitesPendingCount },
    {
      key: 'connected',
      label: 'Connected',
      value: s?.connectedLeadsCount,
      hint: s
        ? `${formatRate(conversionRate(s.connectedLeadsCount, s.requestedLeadsCount))} acceptance`
        : undefined,
    },
    { key: 'messaged', label: 'Messaged', value: s?.messagedLeadsCount },
    {
      key: 'replies',
      label: 'Replies',
      value: s?.repliesCount,
      hint: s ? `${formatRate(replyRate(s.repliesCount, s.messagedLeadsCount))} reply rate` : undefined,
    },
  ];
  const tiles = withXTiles(campaign, linkedInTiles, s);
  return (
    <Stack spacing={3} data-testid="campaign-overview">
      <Grid container spacing={2}>
        {tiles.map((t) => (
          <Grid key={t.key} size={{ xs: 6, md: 3, lg: 12 / 7 }}>
            <StatTile
              label={t.label}
              value={t.value ?? '—'}
              hint={t.hint}
              testId={`campaign-stat-${t.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="campaign-progress">
        <Typography variant="h5" component="h2" gutterBottom>
          Progress
        </Typography>
        {collecting && (
          <Box sx={{ mb: 3 }} data-testid="campaign-collecting">
            <Typography color="text.secondary" gutterBottom>
              Collecting leads from the search… {campaign.leadsCount} found so far
              {campaign.maxSearchAmount ? ` (up to ${campaign.maxSearchAmount})` : ''}
            </Typography>
            <LinearProgress
              variant={campaign.maxSearchAmount ? 'buffer' : 'indeterminate'}
              value={
                campaign.maxSearchAmount ? (100 * campaign.leadsCount) / campaign.maxSearchAmount : undefined
              }
              valueBuffer={
                campaign.maxSearchAmount
                  ? Math.min(100, (100 * campaign.leadsCount) / campaign.maxSearchAmount + 10)
                  : undefined
              }
              aria-label="Lead collection"
            />
          </Box>
        )}
        {campaign.status === 'draft' ? (
          <Typography color="text.secondary">
            This campaign is a draft: publish it to start finding and reaching leads.
          </Typography>
        ) : (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography>
                {progress.data
                  ? `${progress.data.finished} of ${progress.data.leadsCount} leads through the sequence`
                  : 'Loading…'}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="campaign-progress-value">
                {progress.data ? `${progress.data.progress}%` : ''}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={progress.data?.progress ?? 0}
              sx={{ height: 8, borderRadius: 4, mb: 2 }}
              aria-label="Sequence progress"
            />
            {perStep.data && (
              <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} data-testid="sequence-progress">
                {steps.map((st, i) => {
                  const p = perStep.data?.steps[i];
                  return (
                    <Typography
                      // biome-ignore lint/suspicious/noArrayIndexKey: steps in sequence order
                      key={`${st.type}-${i}`}
                      variant="body2"
                      color="text.secondary"
                      data-testid="sequence-progress-step"
                    >
                      {stepTitle(steps, i)}: <b>{p?.waiting ?? 0}</b> waiting · <b>{p?.inProgress ?? 0}</b> in
                      progress · <b>{p?.done ?? 0}</b> done
                      {p?.yes !== undefined && (
                        <span data-testid="sequence-progress-paths">
                          {' '}
                          (<b>{p.yes}</b> yes · <b>{p.no ?? 0}</b> no)
                        </span>
                      )}
                    </Typography>
                  );
                })}
              </Stack>
            )}
          </>
        )}
      </Paper>
      <RecentActivityChart chart={chart.data} />
      <CampaignZapierCard campaign={campaign} />
    </Stack>
  );
}
