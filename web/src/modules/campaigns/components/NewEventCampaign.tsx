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
import { isCategoryActive } from '@outreach/shared/rules/outreach/campaigns';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { campaignsApi } from '../api/campaignsApi.ts';
import {
  type EventCampaignFormInput,
  type EventCampaignFormValues,
  emptyEventCampaignForm,
  toEventCreateRequest,
  ZEventCampaignForm,
} from '../eventCampaignForm.ts';
import { sequenceStepChoices } from '../stepChoices.ts';
import { CampaignReview } from './CampaignReview.tsx';
import { LinkedInEventPicker } from './LinkedInEventPicker.tsx';
import { SequenceEditor } from './SequenceEditor.tsx';
import { WizardFooter } from './WizardFooter.tsx';

const wizardSteps = ['Event', 'Sequence', 'Review & publish'] as const;

/**
 * /campaign/new/{category}/event: a campaign whose leads are the attendees of a LinkedIn event the
 * user organises or attends, reached with Event Messages (no connection needed) and invitations.
 */
export function NewEventCampaign() {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const form = useForm<EventCampaignFormInput, unknown, EventCampaignFormValues>({
    resolver: zodResolver(ZEventCampaignForm),
    defaultValues: emptyEventCampaignForm(),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, handleSubmit, setValue, getValues } = form;
  const values = useWatch({ control });
  const linkedInOk = isCategoryActive('event', {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });

  const next = async () => {
    const fields = active === 0 ? (['name', 'eventUrl'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await campaignsApi.create(toEventCreateRequest(v));
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate('/campaign/stats/event/draft');
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
    <Box data-testid="new-event-campaign-page">
      <PageHeader
        title="New LinkedIn Event Campaign"
        subtitle="Reach the attendees of an event you organise or attend, without a connection"
      />
      {profile && !linkedInOk && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="campaign-linkedin-missing">
          Your LinkedIn account is not connected. You can save a draft now and publish it once you{' '}
          <Link component={RouterLink} to="/integrations?tab=linkedin">
            connect LinkedIn
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
                  placeholder="e.g. Attendees of Revenue Operations Summit"
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{
                    htmlInput: { 'data-testid': 'campaign-name' },
                    // A name filled in by the event picker: the label moves up as if typed.
                    inputLabel: values.name ? { shrink: true } : undefined,
                  }}
                />
                <LinkedInEventPicker
                  enabled={linkedInOk}
                  value={values.eventUrl ?? ''}
                  onPick={(url, name) => {
                    setValue('eventUrl', url, { shouldValidate: true, shouldDirty: true });
                    if (!getValues('name')?.trim())
                      setValue('name', `Attendees of ${name}`, { shouldDirty: true });
                  }}
                />
                <TextField
                  label="LinkedIn event URL"
                  placeholder="https://www.linkedin.com/events/7212345678901234567/"
                  {...register('eventUrl')}
                  error={Boolean(formState.errors.eventUrl)}
                  helperText={
                    formState.errors.eventUrl?.message ??
                    'Open an event you organise or attend on LinkedIn and paste its address'
                  }
                  slotProps={{
                    htmlInput: { 'data-testid': 'campaign-event-url' },
                    inputLabel: values.eventUrl ? { shrink: true } : undefined,
                  }}
                />
              </Stack>
            )}
            {active === 1 && (
              <SequenceEditor
                stepChoices={sequenceStepChoices('event', {
                  isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                })}
              />
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={`LinkedIn event: ${values.eventUrl || '—'}`}
                steps={
                  (values.touchSequence?.sequence ??
                    []) as EventCampaignFormValues['touchSequence']['sequence']
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
            canPublish={linkedInOk}
            publishHint="Connect LinkedIn to publish"
          />
        </Box>
      </FormProvider>
    </Box>
  );
}
