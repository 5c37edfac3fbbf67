import { campaignToasts, pathAfterCampaignChange } from '@outreach/shared/rules/outreach/campaigns';
import { returnedToSequenceToast } from '@outreach/shared/rules/outreach/leads';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { type Campaign, campaignsApi } from '../api/campaignsApi.ts';

const isCampaignKey = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith('/campaigns') || key.startsWith('/leads/campaign') || key.startsWith('/lead-sources'));

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
    rename: (c: Campaign, name: string) => run(() => campaignsApi.rename(c.id, name), 'Campaign renamed'),
    clone: async (c: Campaign) => {
      let copy: Campaign | undefined;
      const ok = await run(async () => {
        copy = await campaignsApi.clone(c.id);
      }, 'Campaign cloned');
      if (ok && copy) navigate(`/campaign/details/overview/${copy.id}`);
    },
    restartSearch: (c: Campaign, body: { restartCampaign: boolean; leadSourceIds: string[] }) =>
      run(() => campaignsApi.restartSearch(c.id, body), campaignToasts.searchRestarted),
    skipLeads: (c: Campaign, entityUrns: string[]) =>
      run(() => campaignsApi.skipLeads(c.id, entityUrns), 'Leads removed from the campaign'),
    returnLeads: (campaignId: string, entityUrns: string[]) =>
      run(() => campaignsApi.returnLeads(campaignId, entityUrns), returnedToSequenceToast),
    deleteIgnored: (c: Campaign, entityUrns: string[]) =>
      run(() => campaignsApi.deleteIgnored(c.id, entityUrns), 'Ignored leads deleted'),
    deleteAllIgnored: async (c: Campaign) => {
      if (await run(() => campaignsApi.deleteAllIgnored(c.id), 'Ignored leads deleted'))
        navigate(`/campaign/details/leads/${c.id}`);
    },
    remove: async (c: Campaign) => {
      if (await run(() => campaignsApi.remove(c.id), campaignToasts.deleted))
        navigate(pathAfterCampaignChange(c, 'delete'));
    },
  };
}
