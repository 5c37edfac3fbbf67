import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

interface WalkthroughStep {
  label: string;
  title: string;
  icon: ReactNode;
  body: string[];
}

const steps: WalkthroughStep[] = [
  {
    label: 'Welcome',
    title: 'Welcome to Outreach',
    icon: <WavingHandOutlined />,
    body: [
      'Outreach runs your LinkedIn, email and X (Twitter) prospecting for you, within safe daily limits and your working hours.',
      'This short tour shows the two things to do first.',
    ],
  },
  {
    label: 'Connect LinkedIn',
    title: 'Connect your LinkedIn account',
    icon: <LinkedIn />,
    body: [
      'Our cloud bot signs in to LinkedIn on your behalf to view profiles, send invitations and follow-up messages.',
      'You can connect LinkedIn, your mailbox and X from Settings → Integrations at any time.',
    ],
  },
  {
    label: 'Create a campaign',
    title: 'Create your first campaign',
    icon: <CampaignOutlined />,
    body: [
      'Pick your audience (a LinkedIn search, a Sales Navigator list or a CSV), build a sequence of steps and publish.',
      "Use 'Create Campaign' in the top bar whenever you are ready.",
    ],
  },
];

/** The first-run walkthrough; `onFinish` marks it complete. */
export function WalkthroughSteps({ onFinish }: { onFinish: () => Promise<void> }) {
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = steps[active];
  const last = active === steps.length - 1;

  async function finish() {
    setBusy(true);
    setError(null);
    try {
      await onFinish();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 5, width: 720, maxWidth: '100%' }} data-testid="walkthrough">
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 5 }}>
        {steps.map((s) => (
          <Step key={s.label}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ textAlign: 'center', minHeight: 200 }} data-testid={`walkthrough-step-${active + 1}`}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 52 }, mb: 1 }}>{step.icon}</Box>
        <Typography variant="h2" component="h1" gutterBottom>
          {step.title}
        </Typography>
        {step.body.map((p) => (
          <Typography key={p} color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 1 }}>
            {p}
          </Typography>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
        <Button disabled={active === 0 || busy} onClick={() => setActive((a) => a - 1)}>
          Back
        </Button>
        {last ? (
          <Button variant="contained" onClick={finish} disabled={busy} data-testid="walkthrough-finish">
            Go to dashboard
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setActive((a) => a + 1)} data-testid="walkthrough-next">
            Next
          </Button>
        )}
      </Box>
    </Paper>
  );
}
