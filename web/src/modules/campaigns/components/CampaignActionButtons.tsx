import Archive from '@mui/icons-material/ArchiveOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Publish from '@mui/icons-material/Publish';
import Refresh from '@mui/icons-material/Refresh';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type CampaignAction, campaignActionBlock } from '@outreach/shared/rules/outreach/campaigns';
import { type ReactNode, useState } from 'react';
import type { Campaign } from '../api/campaignsApi.ts';
import { useCampaignActions } from '../hooks/useCampaignActions.ts';
import { RenameCampaignDialog } from './RenameCampaignDialog.tsx';
import { RestartSearchDialog } from './RestartSearchDialog.tsx';

/** The actions a campaign allows (shared `campaignActionBlock`): drafts publish; others pause/resume and archive. */
export function CampaignActionButtons({
  campaign,
  onRunState,
  full,
}: {
  campaign: Campaign;
  /** Also rename, clone and restart search (the details page). */
  full?: boolean;
  /** Applies a run-state change at once; the returned function rolls it back. */
  onRunState?: (c: Campaign, runState: Campaign['runState']) => () => void;
}) {
  const actions = useCampaignActions();
  const [dialog, setDialog] = useState<'rename' | 'restart' | null>(null);
  const input = {
    status: campaign.status,
    runState: campaign.runState,
    category: campaign.category,
    campaignType: campaign.campaignType,
  };
  const button = (action: CampaignAction, title: string, icon: ReactNode, onClick: () => void) => {
    const block = campaignActionBlock(input, action);
    if (block === 'not-allowed') return null;
    return (
      <Tooltip title={block ?? title} key={action}>
        <span>
          <IconButton
            size="small"
            disabled={Boolean(block)}
            onClick={onClick}
            aria-label={`${title} ${campaign.name}`}
            data-testid={`campaign-${action}`}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  const toggle = (runState: Campaign['runState']) => async () => {
    const rollback = onRunState?.(campaign, runState);
    const ok = runState === 'paused' ? await actions.pause(campaign) : await actions.resume(campaign);
    if (!ok) rollback?.();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {full && button('rename', 'Rename', <EditOutlined fontSize="small" />, () => setDialog('rename'))}
      {full && button('clone', 'Clone', <ContentCopy fontSize="small" />, () => void actions.clone(campaign))}
      {full &&
        (campaign.searchUrl || (campaign.addedSourcesCount ?? 0) > 0) &&
        button('restartSearch', 'Restart search', <Refresh fontSize="small" />, () => setDialog('restart'))}
      {button('publish', 'Publish', <Publish fontSize="small" />, () => void actions.publish(campaign))}
      {button('pause', 'Pause', <Pause fontSize="small" />, toggle('paused'))}
      {button('resume', 'Resume', <PlayArrow fontSize="small" />, toggle('running'))}
      {button('archive', 'Archive', <Archive fontSize="small" />, () => void actions.archive(campaign))}
      {button(
        'unarchive',
        'Unarchive',
        <Unarchive fontSize="small" />,
        () => void actions.unarchive(campaign),
      )}
      {button('delete', 'Delete', <DeleteOutline fontSize="small" />, () => {
        if (window.confirm(`Delete the campaign "${campaign.name}"? This cannot be undone.`))
          void actions.remove(campaign);
      })}
      {dialog === 'rename' && (
        <RenameCampaignDialog
          name={campaign.name}
          onClose={() => setDialog(null)}
          onSave={(name) => actions.rename(campaign, name)}
        />
      )}
      {dialog === 'restart' && (
        <RestartSearchDialog
          campaign={campaign}
          onClose={() => setDialog(null)}
          onRestart={(body) => actions.restartSearch(campaign, body)}
        />
      )}
    </Stack>
  );
}
