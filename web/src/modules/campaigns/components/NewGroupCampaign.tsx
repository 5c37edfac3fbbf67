import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
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
  emptyGroupCampaignForm,
  type GroupCampaignFormInput,
  type GroupCampaignFormValues,
  groupIdOfUrl,
  toGroupCreateRequest,
  ZGroupCampaignForm,
} from '../groupCampaignForm.ts';
import { sequenceStepChoices } from '../stepChoices.ts';
import { CampaignGroupContext } from './CampaignGroupContext.ts';
import { CampaignReview } from './CampaignReview.tsx';
import { LinkedInGroupPicker } from './LinkedInGroupPicker.tsx';
import { SequenceEditor } from './SequenceEditor.tsx';
import { WizardFooter } from './WizardFooter.tsx';

const wizardSteps = ['Group', 'Sequence', 'Review & publish'] as const;

/**
 * /campaign/new/{category}/group: a campaign whose leads are the members of a LinkedIn group the
 * user belongs to, reached with Group Messages (no connection needed), then publish.
 */
export function NewGroupCampaign() {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const form = useForm<GroupCampaignFormInput, unknown, GroupCampaignFormValues>({
    resolver: zodResolver(ZGroupCampaignForm),
    defaultValues: emptyGroupCampaignForm(),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, handleSubmit, setValue, getValues } = form;
  const values = useWatch({ control });
  const groupId = groupIdOfUrl(values.groupUrl ?? '');
  const linkedInOk = isCategoryActive('group', {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });

  const next = async () => {
    const fields = active === 0 ? (['name', 'groupUrl'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await campaignsApi.create(toGroupCreateRequest(v));
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate('/campaign/stats/group/draft');
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
    <Box data-testid="new-group-campaign-page">
      <PageHeader
        title="New LinkedIn Group Campaign"
        subtitle="Reach the members of a group you belong to, without a connection"
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
                  placeholder="e.g. Members of SaaS Growth Marketers"
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{
                    htmlInput: { 'data-testid': 'campaign-name' },
                    // A name filled in by the group picker: the label moves up as if typed.
                    inputLabel: values.name ? { shrink: true } : undefined,
                  }}
                />
                <LinkedInGroupPicker
                  enabled={linkedInOk}
                  value={values.groupUrl ?? ''}
                  onPick={(url, name) => {
                    setValue('groupUrl', url, { shouldValidate: true, shouldDirty: true });
                    if (!getValues('name')?.trim())
                      setValue('name', `Members of ${name}`, { shouldDirty: true });
                  }}
                />
                <TextField
                  label="LinkedIn group URL"
                  placeholder="https://www.linkedin.com/groups/1234567/"
                  {...register('groupUrl')}
                  error={Boolean(formState.errors.groupUrl)}
                  helperText={
                    formState.errors.groupUrl?.message ??
                    'Open a group you are a member of on LinkedIn and paste its address'
                  }
                  slotProps={{
                    htmlInput: { 'data-testid': 'campaign-group-url' },
                    inputLabel: values.groupUrl ? { shrink: true } : undefined,
                  }}
                />
              </Stack>
            )}
            {active === 1 && (
              <CampaignGroupContext.Provider value={groupId}>
                <SequenceEditor
                  stepChoices={sequenceStepChoices('group', {
                    isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                  })}
                />
              </CampaignGroupContext.Provider>
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={`LinkedIn group: ${values.groupUrl || '—'}`}
                steps={
                  (values.touchSequence?.sequence ??
                    []) as GroupCampaignFormValues['touchSequence']['sequence']
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
