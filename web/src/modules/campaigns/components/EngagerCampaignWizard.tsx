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
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { isCategoryActive } from '@outreach/shared/rules/outreach/campaigns';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { campaignsApi } from '../api/campaignsApi.ts';
import {
  type EngagerCampaignFormInput,
  type EngagerCampaignFormValues,
  type EngagerKind,
  emptyEngagerCampaignForm,
  engagerCampaignForm,
  engagerRules,
  toEngagerCreateRequest,
} from '../engagerCampaignForm.ts';
import { sequenceStepChoices } from '../stepChoices.ts';
import { CampaignReview } from './CampaignReview.tsx';
import { LinkedInMissingAlert } from './LinkedInMissingAlert.tsx';
import { SequenceEditor } from './SequenceEditor.tsx';
import { WizardFooter } from './WizardFooter.tsx';

/** The words of one engager wizard (each kind's own component file holds its texts). */
export interface EngagerWizardTexts {
  steps: readonly [string, string, string];
  title: string;
  subtitle: string;
  namePlaceholder: string;
  urlLabel: string;
  urlPlaceholder: string;
  urlHelper: string;
  /** The review's lead-source label. */
  source: string;
}

/**
 * The wizard of a post, advertisement-post or newsletter campaign: the URL (spec 3 §5's rule and
 * text), the sequence, then save or publish. These types are Premium (spec 3 §6): on a plan without
 * the feature the page says so with the server's own upgrade hint, and the server refuses the create
 * with the same words (shown as the error toast).
 */
export function EngagerCampaignWizard({ kind, texts }: { kind: EngagerKind; texts: EngagerWizardTexts }) {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const features = useFeatures();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  const schema = useMemo(() => engagerCampaignForm(kind), [kind]);
  const form = useForm<EngagerCampaignFormInput, unknown, EngagerCampaignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyEngagerCampaignForm(),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, handleSubmit } = form;
  const values = useWatch({ control });
  const linkedInOk = isCategoryActive('linkedin', {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });
  const feature = engagerRules[kind].feature;
  // Known only once the features have loaded: no flash of the hint for a Premium user.
  const locked = features.data !== undefined && !features.features.has(feature);
  const upgradeHint = upgradeHintFor(feature) ?? '';

  const next = async () => {
    const fields = active === 0 ? (['name', 'url'] as const) : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await campaignsApi.create(toEngagerCreateRequest(kind, v));
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate('/campaign/stats/linkedin/draft');
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
      {locked && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="campaign-upgrade-hint">
          {upgradeHint}{' '}
          <Link component={RouterLink} to="/billing/subscription/plans">
            See plans
          </Link>
        </Alert>
      )}
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
                  slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
                />
                <TextField
                  label={texts.urlLabel}
                  placeholder={texts.urlPlaceholder}
                  {...register('url')}
                  error={Boolean(formState.errors.url)}
                  helperText={formState.errors.url?.message ?? texts.urlHelper}
                  slotProps={{ htmlInput: { 'data-testid': `campaign-${kind}-url` } }}
                />
              </Stack>
            )}
            {active === 1 && (
              <SequenceEditor
                stepChoices={sequenceStepChoices('linkedin', {
                  isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                })}
              />
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={`${texts.source}: ${values.url || '—'}`}
                steps={
                  (values.touchSequence?.sequence ??
                    []) as EngagerCampaignFormValues['touchSequence']['sequence']
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
            canPublish={linkedInOk && !locked}
            publishHint={locked ? upgradeHint : 'Connect LinkedIn to publish'}
          />
        </Box>
      </FormProvider>
    </Box>
  );
}
