import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { isCategoryActive, parseCampaignCategory } from '@outreach/shared/rules/outreach/campaigns';
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { type CsvReport, campaignsApi } from '../modules/campaigns/api/campaignsApi.ts';
import {
  emptyLinkedInCampaignForm,
  filtersSearchUrl,
  type LeadSource,
  type LinkedInCampaignFormInput,
  type LinkedInCampaignFormValues,
  leadSourceAllowed,
  leadSources,
  type SearchFilters,
  toCreateRequest,
  ZLinkedInCampaignForm,
} from '../modules/campaigns/campaignForm.ts';
import { CampaignReview } from '../modules/campaigns/components/CampaignReview.tsx';
import { CsvReportTable } from '../modules/campaigns/components/CsvReportTable.tsx';
import { CsvUploadField } from '../modules/campaigns/components/CsvUploadField.tsx';
import { LinkedInCommunityPicker } from '../modules/campaigns/components/LinkedInCommunityPicker.tsx';
import { LinkedInMissingAlert } from '../modules/campaigns/components/LinkedInMissingAlert.tsx';
import { NewAdPostCampaign } from '../modules/campaigns/components/NewAdPostCampaign.tsx';
import { NewCommunityCampaign } from '../modules/campaigns/components/NewCommunityCampaign.tsx';
import { NewNewsletterCampaign } from '../modules/campaigns/components/NewNewsletterCampaign.tsx';
import { NewPostCampaign } from '../modules/campaigns/components/NewPostCampaign.tsx';
import { PlaceholderColumnsContext } from '../modules/campaigns/components/PlaceholderColumnsContext.ts';
import { SearchFiltersFields } from '../modules/campaigns/components/SearchFiltersFields.tsx';
import { SequenceEditor } from '../modules/campaigns/components/SequenceEditor.tsx';
import { WizardFooter } from '../modules/campaigns/components/WizardFooter.tsx';
import { sourceLabels, urlFieldTexts } from '../modules/campaigns/leadSourceTexts.ts';
import { sequenceStepChoices } from '../modules/campaigns/stepChoices.ts';
import { NewEmailCampaign } from '../modules/email-campaigns/components/NewEmailCampaign.tsx';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { SequenceTemplateChooser } from '../modules/templates/components/SequenceTemplateChooser.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { NotBuiltYet } from '../modules/ui/NotBuiltYet.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { NewXCampaign } from '../modules/x-campaigns/components/NewXCampaign.tsx';

const wizardSteps = ['Audience', 'Sequence', 'Review & publish'] as const;

/** /campaign/new/{category}: a LinkedIn campaign from a people search or a CSV, its sequence, then publish. */
export function NewCampaignPage() {
  const { category, campaignPageType } = useParams();
  // The group variant: /campaign/new/{category}/group, and the group list's /campaign/new/group.
  if (campaignPageType === 'group' || (category === 'group' && !campaignPageType))
    return <NewCommunityCampaign key="group" kind="group" />;
  // The event variant: /campaign/new/{category}/event, and the event list's /campaign/new/event.
  if (campaignPageType === 'event' || (category === 'event' && !campaignPageType))
    return <NewCommunityCampaign key="event" kind="event" />;
  // The company variant: the menu's /campaign/new/company, and /campaign/new/{category}/company.
  if (campaignPageType === 'company' || (category === 'company' && !campaignPageType))
    return <NewCommunityCampaign key="company" kind="company" />;
  // Post, advertisement-post and newsletter campaigns: /campaign/new/linkedin/{post|advertisement-post|newsletter}.
  if (campaignPageType === 'post') return <NewPostCampaign />;
  if (campaignPageType === 'advertisement-post') return <NewAdPostCampaign />;
  if (campaignPageType === 'newsletter') return <NewNewsletterCampaign />;
  if (parseCampaignCategory(category) === 'email' && !campaignPageType) return <NewEmailCampaign />;
  if (parseCampaignCategory(category) === 'twitter' && !campaignPageType) return <NewXCampaign />;
  if (parseCampaignCategory(category) === 'multichannel' && !campaignPageType)
    return <NewLinkedInCampaign category="multichannel" />;
  if (parseCampaignCategory(category) === 'inmail' && !campaignPageType)
    return <NewLinkedInCampaign category="inmail" />;
  if (parseCampaignCategory(category) !== 'linkedin' || campaignPageType)
    return <NotBuiltYet title="New campaign" />;
  return <NewLinkedInCampaign />;
}

const titles = {
  linkedin: 'New LinkedIn Campaign',
  multichannel: 'New Multichannel Campaign',
  inmail: 'New InMail Campaign',
} as const;

/** The form a wizard starts with: an InMail campaign views, then sends the InMail (ours). */
function emptyForm(category: keyof typeof titles): LinkedInCampaignFormInput {
  const form = emptyLinkedInCampaignForm();
  if (category !== 'inmail') return form;
  return {
    ...form,
    touchSequence: { sequence: [defaultStep('LI View', 0), defaultStep('InMail Message', 1)] },
  };
}

function NewLinkedInCampaign({ category = 'linkedin' }: { category?: keyof typeof titles }) {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const viewer = useViewer();
  const features = useFeatures();
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState<null | 'draft' | 'publish'>(null);
  // The file's per-row report, read in the browser at upload; its columns are the CSV placeholders.
  const [csvReport, setCsvReport] = useState<CsvReport | null>(null);
  const form = useForm<LinkedInCampaignFormInput, unknown, LinkedInCampaignFormValues>({
    resolver: zodResolver(ZLinkedInCampaignForm),
    defaultValues: emptyForm(category),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, setValue, getValues, handleSubmit } = form;
  const values = useWatch({ control });
  const linkedInOk = isCategoryActive('linkedin', {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });

  const next = async () => {
    const fields =
      active === 0
        ? ([
            'name',
            values.source === 'csv' ? 'csvKey' : values.source === 'filters' ? 'filters' : 'searchUrl',
          ] as const)
        : (['touchSequence'] as const);
    if (await trigger(fields, { shouldFocus: true })) setActive((s) => s + 1);
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (v) => {
        setSaving(publish ? 'publish' : 'draft');
        try {
          const created = await campaignsApi.create({ ...toCreateRequest(v), category });
          if (publish) {
            await campaignsApi.publish(created.id);
            toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/details/overview/${created.id}`);
          } else {
            toast.show({ message: 'Campaign saved as a draft', type: 'success', autoCloseTime: 3000 });
            navigate(`/campaign/stats/${category}/draft`);
          }
        } catch (e) {
          toast.showError(e);
        } finally {
          setSaving(null);
        }
      },
      () => setActive(0),
    )();

  const source = values.source ?? 'search';
  const urlTexts = source === 'csv' || source === 'filters' ? null : urlFieldTexts[source];
  const sourceText =
    source === 'filters'
      ? `LinkedIn search from filters: ${(values.filters && filtersSearchUrl(values.filters as SearchFilters)) || '—'}`
      : urlTexts
        ? `${urlTexts.review}: ${values.searchUrl || '—'}`
        : `CSV upload: ${values.csvFileName || '—'}`;
  // Sales Navigator and Recruiter searches are Premium: known only once the features have loaded, so
  // a Premium user sees no flash of the hint. The server refuses them with the same words.
  const locked = (s: LeadSource) => features.data !== undefined && !leadSourceAllowed(s, features.features);
  const anyLocked = leadSources.some(locked);

  return (
    <Box data-testid="new-campaign-page">
      <PageHeader title={titles[category]} subtitle="Find people, then reach them with a sequence of steps" />
      {profile && !linkedInOk && <LinkedInMissingAlert />}
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
                  placeholder="e.g. Engineers in Berlin"
                  {...register('name')}
                  error={Boolean(formState.errors.name)}
                  helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
                  slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
                />
                <Box>
                  <Typography variant="h6" component="h2" gutterBottom>
                    Lead source
                  </Typography>
                  <Controller
                    control={control}
                    name="source"
                    render={({ field }) => (
                      <RadioGroup
                        value={field.value}
                        onChange={(e) => {
                          field.onChange(e.target.value);
                          if (formState.touchedFields.searchUrl) void trigger('searchUrl');
                        }}
                        aria-label="Lead source"
                      >
                        {leadSources.map((s) => (
                          <FormControlLabel
                            key={s}
                            value={s}
                            disabled={locked(s)}
                            control={
                              <Radio
                                slotProps={{ input: { 'data-testid': `campaign-source-${s}` } as object }}
                              />
                            }
                            label={locked(s) ? `${sourceLabels[s]} (Premium)` : sourceLabels[s]}
                          />
                        ))}
                      </RadioGroup>
                    )}
                  />
                  {anyLocked && (
                    <FormHelperText data-testid="campaign-source-upgrade-hint">
                      Sales Navigator and Recruiter searches: {upgradeHintFor('salesNavigatorUrl')}{' '}
                      <Link component={RouterLink} to="/billing/subscription/plans">
                        See plans
                      </Link>
                    </FormHelperText>
                  )}
                </Box>
                {source === 'sales-navigator-saved' && (
                  <LinkedInCommunityPicker
                    kind="saved-search"
                    enabled={linkedInOk}
                    value={values.searchUrl ?? ''}
                    onPick={(url, name) => {
                      setValue('searchUrl', url, { shouldValidate: true, shouldDirty: true });
                      if (!getValues('name')?.trim()) setValue('name', name, { shouldDirty: true });
                    }}
                  />
                )}
                {source === 'filters' ? (
                  <SearchFiltersFields />
                ) : urlTexts ? (
                  <TextField
                    label={urlTexts.label}
                    placeholder={urlTexts.placeholder}
                    {...register('searchUrl')}
                    error={Boolean(formState.errors.searchUrl)}
                    helperText={formState.errors.searchUrl?.message ?? urlTexts.helper}
                    slotProps={{ htmlInput: { 'data-testid': 'campaign-search-url' } }}
                  />
                ) : (
                  <Stack spacing={3}>
                    <CsvUploadField
                      fileName={values.csvFileName ?? ''}
                      error={formState.errors.csvKey?.message}
                      onUploaded={(key, name, report) => {
                        setValue('csvKey', key, { shouldValidate: true });
                        setValue('csvFileName', name);
                        setCsvReport(report);
                      }}
                    />
                    {csvReport && <CsvReportTable report={csvReport} />}
                  </Stack>
                )}
              </Stack>
            )}
            {active === 1 && (
              <SequenceTemplateChooser onChoose={(seq) => setValue('touchSequence.sequence', seq)} />
            )}
            {active === 1 && (
              <PlaceholderColumnsContext.Provider
                value={values.source === 'csv' ? (csvReport?.columns ?? []) : []}
              >
                <SequenceEditor
                  stepChoices={sequenceStepChoices(category, {
                    isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                  })}
                />
              </PlaceholderColumnsContext.Provider>
            )}
            {active === 2 && (
              <CampaignReview
                name={values.name ?? ''}
                source={sourceText}
                steps={
                  (values.touchSequence?.sequence ??
                    []) as LinkedInCampaignFormValues['touchSequence']['sequence']
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
