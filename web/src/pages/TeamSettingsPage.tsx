import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { teamsApi } from '../modules/teams/api/teamsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type TeamSettings = {
  isMemberInboxEnabled: boolean;
  isShareMemberLeads: boolean;
  isVerifyOnTheFlyEnabled: boolean;
  isSendDisconnectedEmailEnabled: boolean;
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
    help: 'When LinkedIn asks for a code while the bot signs a member in again, the member gets a link to enter it from any device.',
  },
  {
    key: 'isSendDisconnectedEmailEnabled',
    path: 'send-disconnected-email',
    label: 'Email members whose LinkedIn gets disconnected',
    help: 'Besides the notification in the app, with a link to reconnect.',
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
            <Box key={t.key}>
              <FormControlLabel
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
              {'help' in t && (
                <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
                  {t.help}
                </Typography>
              )}
              {t.key === 'isVerifyOnTheFlyEnabled' && (
                <Button
                  size="small"
                  sx={{ ml: 5.5, mt: 0.5 }}
                  onClick={() =>
                    void teamsApi
                      .verifyTestEmail()
                      .then((r) =>
                        toast.show({ message: `We sent a test email to ${r.sentTo}`, type: 'success' }),
                      )
                      .catch(toast.showError)
                  }
                >
                  Send me a test email
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
