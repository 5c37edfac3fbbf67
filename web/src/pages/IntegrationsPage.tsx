import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { EmailPanel } from '../modules/email/components/EmailPanel.tsx';
import { FacebookPanel } from '../modules/facebook/components/FacebookPanel.tsx';
import { WebhooksLinkCard } from '../modules/integrations/components/WebhooksLinkCard.tsx';
import { LinkedInPanel } from '../modules/linkedin/components/LinkedInPanel.tsx';
import { XPanel } from '../modules/twitter/components/XPanel.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const tabs = [
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'email', label: 'Email' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'twitter', label: 'X (Twitter)' },
] as const;
type IntegrationTab = (typeof tabs)[number]['value'];

/** /integrations?tab=linkedin|email|facebook|twitter (spec 1 §2; twitter is ours). */
export function IntegrationsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  // Back from Gmail's or Outlook's consent (code and state in the query): the email tab finishes it.
  const tab: IntegrationTab = tabs.some((t) => t.value === raw)
    ? (raw as IntegrationTab)
    : params.get('code')
      ? 'email'
      : // Back from Facebook Login (the token or the refusal in the fragment): the Facebook tab finishes it.
        /(^|[#&])(access_token|error)=/.test(window.location.hash)
        ? 'facebook'
        : 'linkedin';
  return (
    <Box data-testid="integrations-page">
      <PageHeader title="Integrations" subtitle="Connect the channels your campaigns work on" />
      <Tabs
        value={tab}
        onChange={(_, v: IntegrationTab) => setParams({ tab: v }, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        aria-label="Integration channels"
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} data-testid={`integrations-tab-${t.value}`} />
        ))}
      </Tabs>
      {tab === 'linkedin' ? (
        <LinkedInPanel />
      ) : tab === 'email' ? (
        <EmailPanel />
      ) : tab === 'twitter' ? (
        <XPanel />
      ) : (
        <FacebookPanel />
      )}
      <WebhooksLinkCard />
    </Box>
  );
}
