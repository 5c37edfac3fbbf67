import { campaignToasts, pathAfterCampaignChange } from '@outreach/shared/rules/outreach/campaigns';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { type Campaign, campaignsApi } from '../api/campaignsApi.ts';

const isCampaignKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/campaigns') || key.startsWith('/leads/campaign'));

/**
 * Pause, resume, archive, unarchive, delete and publish (spec 3 §4), each refreshing every campaign
 * list and detail after it. The caller applies the run-state change at once and rolls it back on error.
 */
export function useCampaignActions() {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isCampaignKey);
  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) toast.show({ message: success, type: 'success', autoCloseTime: 3000 });
      return true;
    } catch (e) {
      toast.showError(e);
      return false;
    } finally {
      await refresh();
    }
  };
  return {
    pause: (c: Campaign) => run(() => campaignsApi.setRunState(c.id, 'paused')),
    resume: (c: Campaign) => run(() => campaignsApi.setRunState(c.id, 'running')),
    publish: (c: Campaign) => run(() => campaignsApi.publish(c.id), 'Campaign published'),
    archive: (c: Campaign) => run(() => campaignsApi.archive(c.id, true), campaignToasts.archived),
    unarchive: async (c: Campaign) => {
      if (await run(() => campaignsApi.archive(c.id, false), campaignToasts.unarchived))
        navigate(pathAfterCampaignChange(c, 'unarchive'));
    },
    remove: async (c: Campaign) => {
      if (await run(() => campaignsApi.remove(c.id), campaignToasts.deleted))
        navigate(pathAfterCampaignChange(c, 'delete'));
    },
  };
}
