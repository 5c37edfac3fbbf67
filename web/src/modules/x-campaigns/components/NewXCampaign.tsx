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
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { campaignsApi } from '../../campaigns/api/campaignsApi.ts';
import { CampaignReview } from '../../campaigns/components/CampaignReview.tsx';
import { CsvUploadField } from '../../campaigns/components/CsvUploadField.tsx';
import { PlaceholderColumnsContext } from '../../campaigns/components/PlaceholderColumnsContext.ts';
import { SequenceEditor } from '../../campaigns/components/SequenceEditor.tsx';
import { WizardFooter } from '../../campaigns/components/WizardFooter.tsx';
import { readXCsv } from '../../campaigns/csvColumns.ts';
import { sequenceStepChoices } from '../../campaigns/stepChoices.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { splitPastedHandles, xCampaignsApi } from '../api/xCampaignsApi.ts';
import { type XCampaignFormInput, type XCampaignFormValues, ZXCampaignForm } from '../xCampaignForm.ts';

const wizardSteps = ['Audience', 'Sequence', 'Review & publish'] as const;

/**
 * /campaign/new/twitter: an X campaign from a CSV of X handles and/or pasted handles, its Twitter
 * Follow and Twitter DM steps, then publish (needs a connected X account). Not for white-label users.
 */
export function NewXCampaign() {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const [csvColumns, setCsvColumns] = useState<string[]>([]);
  const form = useForm<XCampaignFormInput, unknown, XCampaignFormValues>({
    resolver: zodResolver(ZXCampaignForm),
    defaultValues: {
      name: '',
      csvKey: '',
      csvFileName: '',
      handlesText: '',
      touchSequence: { sequence: [defaultStep('Twitter Follow', 0), defaultStep('Twitter DM', 1)] },
    },
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, setValue, handleSubmit } = form;
  const values = useWatch({ control });
  const xOk = Boolean(profile?.isTwitterActive);
  if (viewer?.isWhiteLabelUser) return <Navigate to="/campaign/stats/linkedin/active" replace />;

  const next = async () => {
    const fields = active === 0 ? (['name', 'csvKey', 'handlesText'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const handles = splitPastedHandles(v.handlesText);
          const created = await xCampaignsApi.create({
            ...(v.csvKey ? { key: v.csvKey } : {}),
            ...(handles.length ? { handles } : {}),
            name: v.name?.trim() || undefined,
            touchSequence: v.touchSequence,
          });
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate('/campaign/stats/twitter/draft');
          }
        } catch (e) {
          toast.showError(e);
        } finally {
          setSaving(null);
        }
      },
      () => setActive(0),
    )();

  const pastedCount = splitPastedHandles(values.handlesText ?? '').length;
  const source = [
    values.csvFileName ? `CSV of X handles: ${values.csvFileName}` : null,
    pastedCount ? `${pastedCount} pasted X handle${pastedCount === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box data-testid="new-x-campaign-page">
      <PageHeader
        title="New X (Twitter) Campaign"
        subtitle="Add the X handles of your leads, then follow them and send them direct messages"
      />
      {profile && !xOk && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="campaign-x-missing">
          Your X (Twitter) account is not connected. You can save a draft now and publish it once you{' '}
          <Link component={RouterLink} to="/integrations?tab=twitter">
            connect X
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
                  placeholder="e.g. Founders on X"
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
                />
                <CsvUploadField
                  fileName={values.csvFileName ?? ''}
                  error={formState.errors.csvKey?.message}
                  inputLabel="CSV file of X handles"
                  read={readXCsv}
                  onUploaded={(key, name, report) => {
                    setValue('csvKey', key, { shouldValidate: true });
                    setValue('csvFileName', name);
                    setCsvColumns(report.columns);
                  }}
                />
                <TextField
                  label="Or paste X handles"
                  placeholder={'@ada_builds\n@grace_ships\nhttps://x.com/alan_thinks'}
                  multiline
                  minRows={4}
                  {...register('handlesText', {
                    onChange: () => void trigger('csvKey'),
                  })}
                  error={Boolean(formState.errors.handlesText)}
                  helperText={
                    formState.errors.handlesText?.message ??
                    'One per line: @handle, handle or the profile address on x.com'
                  }
                  slotProps={{ htmlInput: { 'data-testid': 'x-campaign-handles' } }}
                />
              </Stack>
            )}
            {active === 1 && (
              <PlaceholderColumnsContext.Provider value={csvColumns}>
                <SequenceEditor
                  stepChoices={sequenceStepChoices('twitter', {
                    isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                  })}
                />
              </PlaceholderColumnsContext.Provider>
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={source || '—'}
                steps={
                  (values.touchSequence?.sequence ?? []) as XCampaignFormValues['touchSequence']['sequence']
                }
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
            canPublish={xOk}
            publishHint="Connect X (Twitter) to publish"
          />
        </Box>
      </FormProvider>
    </Box>
  );
}
