import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useSWR from 'swr';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { teamsApi } from '../modules/teams/api/teamsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type TeamSettings = {
  isMemberInboxEnabled: boolean;
  isShareMemberLeads: boolean;
  isVerifyOnTheFlyEnabled: boolean;
};

const toggles = [
  {
    key: 'isMemberInboxEnabled',
    path: 'toggle-enable-member-inbox',
    label: "Let admins view members' inbox",
  },
  {
    key: 'isShareMemberLeads',
    path: 'toggle-share-member-leads',
    label: 'Share leads between members',
  },
  {
    key: 'isVerifyOnTheFlyEnabled',
    path: 'toggle-verify-on-the-fly-status',
    label: 'Verify LinkedIn on the fly',
  },
] as const;

/** /team/settings (Permissions): the owner's team toggles (spec 1 §7). */
export function TeamSettingsPage() {
  const { data: profile } = useProfile();
  const toast = useToast();
  const teamId = profile?.team?.id;
  const { data, mutate } = useSWR<TeamSettings>(teamId ? `/teams/${teamId}` : null);
  return (
    <Box data-testid="team-settings-page">
      <PageHeader title="Permissions" subtitle={profile?.team?.name} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1}>
          {toggles.map((t) => (
            <FormControlLabel
              key={t.key}
              label={t.label}
              control={
                <Switch
                  checked={Boolean(data?.[t.key])}
                  disabled={!data}
                  onChange={(e) => {
                    const enabled = e.target.checked;
                    void mutate(async (cur) => ({ ...cur!, ...(await teamsApi.toggle(t.path, enabled)) }), {
                      optimisticData: (cur) => ({ ...cur!, [t.key]: enabled }),
                      rollbackOnError: true,
                    }).catch(toast.showError);
                  }}
                />
              }
            />
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
