import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import type { TWhiteLabelResponse } from '@outreach/shared/schemas/whitelabels';
import useSWR from 'swr';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { WHITE_LABEL_KEY } from '../modules/whitelabel/api/whiteLabelApi.ts';
import { BrandingCard } from '../modules/whitelabel/components/BrandingCard.tsx';
import { DomainCard } from '../modules/whitelabel/components/DomainCard.tsx';
import { SmtpCard } from '../modules/whitelabel/components/SmtpCard.tsx';
import { StatusCard } from '../modules/whitelabel/components/StatusCard.tsx';

/** /settings/white-label (spec 1 §8): branding, status, SMTP settings and the custom domain. */
export function WhiteLabelPage() {
  const q = useSWR<TWhiteLabelResponse>(WHITE_LABEL_KEY);
  const saved = (r: TWhiteLabelResponse) => void q.mutate(r, { revalidate: false });
  const wl = q.data?.whiteLabel ?? null;
  return (
    <Box data-testid="white-label-page" sx={{ maxWidth: 960 }}>
      <PageHeader title="White label" subtitle="Your brand, your mail server and your domain for your team" />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {!q.data && !q.error && <CircularProgress />}
      {q.data && !q.data.canManage && (
        <Alert severity="info" data-testid="white-label-upgrade">
          {upgradeHintFor('whiteLabel')}
        </Alert>
      )}
      {q.data?.canManage && (
        <>
          <BrandingCard key={`b-${wl?.companyName ?? ''}`} wl={wl} onSaved={saved} />
          <StatusCard wl={wl} onSaved={saved} />
          <SmtpCard key={`s-${wl?.smtpSettings?.smtpServer ?? ''}`} wl={wl} onSaved={saved} />
          <DomainCard key={`d-${wl?.domain ?? ''}`} wl={wl} onSaved={saved} />
        </>
      )}
    </Box>
  );
}
