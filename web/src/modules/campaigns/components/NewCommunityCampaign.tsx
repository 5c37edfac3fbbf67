import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { isCategoryActive } from '@outreach/shared/rules/outreach/campaigns';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { campaignsApi } from '../api/campaignsApi.ts';
import {
  type CommunityCampaignFormInput,
  type CommunityCampaignFormValues,
  type CommunityKind,
  communityCampaignForm,
  emptyCommunityCampaignForm,
  groupIdOfUrl,
  toCommunityCreateRequest,
} from '../communityCampaignForm.ts';
import { sequenceStepChoices } from '../stepChoices.ts';
import { CampaignGroupContext } from './CampaignGroupContext.ts';
import { CampaignReview } from './CampaignReview.tsx';
import { LinkedInCommunityPicker } from './LinkedInCommunityPicker.tsx';
import { LinkedInMissingAlert } from './LinkedInMissingAlert.tsx';
import { SequenceEditor } from './SequenceEditor.tsx';
import { WizardFooter } from './WizardFooter.tsx';

const wizardTexts = {
  group: {
    steps: ['Group', 'Sequence', 'Review & publish'],
    title: 'New LinkedIn Group Campaign',
    subtitle: 'Reach the members of a group you belong to, without a connection',
    namePlaceholder: 'e.g. Members of SaaS Growth Marketers',
    namePrefix: 'Members of',
    urlLabel: 'LinkedIn group URL',
    urlPlaceholder: 'https://www.linkedin.com/groups/1234567/',
    urlHelper: 'Open a group you are a member of on LinkedIn and paste its address',
    source: 'LinkedIn group',
  },
  event: {
    steps: ['Event', 'Sequence', 'Review & publish'],
    title: 'New LinkedIn Event Campaign',
    subtitle: 'Reach the attendees of an event you organise or attend, without a connection',
    namePlaceholder: 'e.g. Attendees of Revenue Operations Summit',
    namePrefix: 'Attendees of',
    urlLabel: 'LinkedIn event URL',
    urlPlaceholder: 'https://www.linkedin.com/events/7212345678901234567/',
    urlHelper: 'Open an event you organise or attend on LinkedIn and paste its address',
    source: 'LinkedIn event',
  },
  company: {
    steps: ['Company page', 'Sequence', 'Review & publish'],
    title: 'New LinkedIn Company Campaign',
    subtitle:
      'Invite your 1st-degree connections who do not follow yet to follow a company page you administer',
    namePlaceholder: 'e.g. Followers for Sandbox Ventures',
    namePrefix: 'Followers for',
    urlLabel: 'LinkedIn company page URL',
    urlPlaceholder: 'https://www.linkedin.com/company/your-company/',
    urlHelper: 'Open a company page you administer on LinkedIn and paste its address',
    source: 'LinkedIn company page',
  },
} as const;

/**
 * /campaign/new/{category}/group and /campaign/new/{category}/event: a campaign whose leads are the
 * members of a LinkedIn group the user belongs to, or the attendees of an event they organise or
 * attend, reached with Group or Event Messages (no connection needed), then publish. /campaign/new/company:
 * the user's 1st-degree connections not yet following a page they administer, invited to follow it.
 */
export function NewCommunityCampaign({ kind }: { kind: CommunityKind }) {
  const texts = wizardTexts[kind];
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const schema = useMemo(() => communityCampaignForm(kind), [kind]);
  const form = useForm<CommunityCampaignFormInput, unknown, CommunityCampaignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyCommunityCampaignForm(kind),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, handleSubmit, setValue, getValues } = form;
  const values = useWatch({ control });
  const groupId = kind === 'group' ? groupIdOfUrl(values.url ?? '') : null;
  const linkedInOk = isCategoryActive(kind, {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });

  const next = async () => {
    const fields = active === 0 ? (['name', 'url'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await campaignsApi.create(toCommunityCreateRequest(kind, v));
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/stats/${kind}/draft`);
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
    <Box data-testid={`new-${kind}-campaign-page`}>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {profile && !linkedInOk && <LinkedInMissingAlert />}
      <Stepper activeStep={active} sx={{ mb: 3, maxWidth: 720 }}>
        {texts.steps.map((s) => (
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
                  placeholder={texts.namePlaceholder}
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{
                    htmlInput: { 'data-testid': 'campaign-name' },
                    // A name filled in by the picker: the label moves up as if typed.
                    inputLabel: values.name ? { shrink: true } : undefined,
                  }}
                />
                <LinkedInCommunityPicker
                  kind={kind}
                  enabled={linkedInOk}
                  value={values.url ?? ''}
                  onPick={(url, name) => {
                    setValue('url', url, { shouldValidate: true, shouldDirty: true });
                    if (!getValues('name')?.trim())
                      setValue('name', `${texts.namePrefix} ${name}`, { shouldDirty: true });
                  }}
                />
                <TextField
                  label={texts.urlLabel}
                  placeholder={texts.urlPlaceholder}
                  {...register('url')}
                  error={Boolean(formState.errors.url)}
                  helperText={formState.errors.url?.message ?? texts.urlHelper}
                  slotProps={{
                    htmlInput: { 'data-testid': `campaign-${kind}-url` },
                    inputLabel: values.url ? { shrink: true } : undefined,
                  }}
                />
              </Stack>
            )}
            {active === 1 && (
              <CampaignGroupContext.Provider value={groupId}>
                <SequenceEditor
                  stepChoices={sequenceStepChoices(kind, {
                    isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                  })}
                />
              </CampaignGroupContext.Provider>
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={`${texts.source}: ${values.url || '—'}`}
                steps={
                  (values.touchSequence?.sequence ??
                    []) as CommunityCampaignFormValues['touchSequence']['sequence']
                }
              />
            )}
          </Paper>
          <WizardFooter
            active={active}
            steps={texts.steps.length}
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
