import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { defaultStep, stepTypesByCategory } from '@outreach/shared/rules/outreach/sequence';
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { campaignsApi } from '../../campaigns/api/campaignsApi.ts';
import { CampaignReview } from '../../campaigns/components/CampaignReview.tsx';
import { CsvUploadField } from '../../campaigns/components/CsvUploadField.tsx';
import { PlaceholderColumnsContext } from '../../campaigns/components/PlaceholderColumnsContext.ts';
import { SequenceEditor } from '../../campaigns/components/SequenceEditor.tsx';
import { WizardFooter } from '../../campaigns/components/WizardFooter.tsx';
import { readEmailCsv } from '../../campaigns/csvColumns.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { emailCampaignsApi } from '../api/emailCampaignsApi.ts';

const wizardSteps = ['Audience', 'Sequence', 'Review & publish'] as const;

const ZEmailCampaignForm = z.object({
  name: ZCreateCampaignRequest.shape.name,
  csvKey: z.string().min(1, 'Please upload a CSV file'),
  csvFileName: z.string(),
  touchSequence: ZTouchSequence.extend({
    sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
  }),
});
type FormInput = z.input<typeof ZEmailCampaignForm>;
type FormValues = z.output<typeof ZEmailCampaignForm>;

/** /campaign/new/email: an email campaign from a CSV of addresses, its Email steps, then publish. */
export function NewEmailCampaign() {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const [csvColumns, setCsvColumns] = useState<string[]>([]);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZEmailCampaignForm),
    defaultValues: {
      name: '',
      csvKey: '',
      csvFileName: '',
      touchSequence: { sequence: [defaultStep('Email', 0)] },
    },
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, setValue, handleSubmit } = form;
  const values = useWatch({ control });
  const mailboxOk = Boolean(profile?.isEmailActive);

  const next = async () => {
    const fields = active === 0 ? (['name', 'csvKey'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await emailCampaignsApi.create({
            key: v.csvKey,
            name: v.name?.trim() || undefined,
            touchSequence: v.touchSequence,
          });
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate('/campaign/stats/email/draft');
          }
        } catch (e) {
          toast.showError(e);
        } finally {
          setSaving(null);
        }
      },
      () => setActive(0),
    )();

  return (
    <Box data-testid="new-email-campaign-page">
      <PageHeader
        title="New Email Campaign"
        subtitle="Upload your contacts, then write the emails they get"
      />
      {profile && !mailboxOk && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="campaign-email-missing">
          Your mailbox is not connected. You can save a draft now and publish it once you{' '}
          <Link component={RouterLink} to="/integrations?tab=email">
            connect your email
          </Link>
          .
        </Alert>
      )}
      <Stepper activeStep={active} sx={{ mb: 3, maxWidth: 720 }}>
        {wizardSteps.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
            {active === 0 && (
              <Stack spacing={3} data-testid="campaign-audience-step">
                <TextField
                  label="Campaign name"
                  placeholder="e.g. Founders in Berlin"
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
                />
                <CsvUploadField
                  fileName={values.csvFileName ?? ''}
                  error={formState.errors.csvKey?.message}
                  inputLabel="CSV file of email addresses"
                  read={readEmailCsv}
                  onUploaded={(key, name, report) => {
                    setValue('csvKey', key, { shouldValidate: true });
                    setValue('csvFileName', name);
                    setCsvColumns(report.columns);
                  }}
                />
              </Stack>
            )}
            {active === 1 && (
              <PlaceholderColumnsContext.Provider value={csvColumns}>
                <SequenceEditor stepChoices={stepTypesByCategory.email} />
              </PlaceholderColumnsContext.Provider>
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={`CSV of emails: ${values.csvFileName || '—'}`}
                steps={(values.touchSequence?.sequence ?? []) as FormValues['touchSequence']['sequence']}
              />
            )}
          </Paper>
          <WizardFooter
            active={active}
            steps={wizardSteps.length}
            saving={saving}
            onBack={() => setActive((s) => s - 1)}
            onNext={next}
            onSave={save}
            canPublish={mailboxOk}
            publishHint="Connect your email to publish"
          />
        </Box>
      </FormProvider>
    </Box>
  );
}
