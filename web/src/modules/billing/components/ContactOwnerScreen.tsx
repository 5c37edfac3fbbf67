import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { teamsApi } from '../../teams/api/teamsApi.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';

/**
 * What members of a deactivated, paused or ended subscription see (spec 2 §4): contact the team
 * owner, or leave the team. Leaving clears team state and every cache (a fresh load of the app).
 */
export function ContactOwnerScreen({ title, testId }: { title: string; testId: string }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  return (
    <MessageScreen
      title={title}
      testId={testId}
      actions={
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          data-testid="leave-team"
          onClick={async () => {
            setBusy(true);
            await teamsApi.leave().catch(() => undefined);
            await mutate(() => true, undefined, { revalidate: false });
            window.location.assign('/');
          }}
        >
          Leave team
        </Button>
      }
    >
      Please contact your team owner.
    </MessageScreen>
  );
}
