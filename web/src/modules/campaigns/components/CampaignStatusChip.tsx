import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@outreach/shared/rules/outreach/campaigns';

const colors: Record<CampaignStatus, 'success' | 'warning' | 'default' | 'info'> = {
  active: 'success',
  paused: 'warning',
  draft: 'info',
  archived: 'default',
};

export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={status[0].toUpperCase() + status.slice(1)}
      data-testid="campaign-status"
    />
  );
}
