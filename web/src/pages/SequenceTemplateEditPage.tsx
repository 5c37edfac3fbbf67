import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sequenceTemplateCategories } from '@outreach/shared/rules/outreach/template-library';
import { ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { ZSequenceTemplateRequest } from '@outreach/shared/schemas/templates';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import * as z from 'zod';
import { defaultLinkedInSequence } from '../modules/campaigns/campaignForm.ts';
import { SequenceEditor } from '../modules/campaigns/components/SequenceEditor.tsx';
import { type SequenceTemplate, templateKeys, templatesApi } from '../modules/templates/api/templatesApi.ts';
import { templateErrorText } from '../modules/templates/hooks/templateErrorText.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const ZForm = z.object({
  name: ZSequenceTemplateRequest.shape.name,
  category: z.string().max(64),
  touchSequence: ZTouchSequence,
});
type FormIn = z.input<typeof ZForm>;
type FormOut = z.output<typeof ZForm>;

/** /sequence-templates/new and /sequence-templates/{id}: a personal campaign template's steps. */
export function SequenceTemplateEditPage() {
  const { id = 'new' } = useParams();
  const q = useSWR<SequenceTemplate>(id === 'new' ? null : templateKeys.sequenceOne(id));
  if (id !== 'new' && q.error) return <Alert severity="error">{templateErrorText(q.error)}</Alert>;
  if (id !== 'new' && !q.data) return <CircularProgress aria-label="Loading template" />;
  return <Editor template={q.data ?? null} />;
}

function Editor({ template }: { template: SequenceTemplate | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZForm),
    defaultValues: {
      name: template?.name ?? '',
      category: template?.category ?? '',
      touchSequence: { sequence: template?.sequence ?? defaultLinkedInSequence() },
    },
  });
  const readOnly = template ? !template.isOwn : false;
  const save = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      const body = { name: v.name, category: v.category, sequence: v.touchSequence.sequence };
      if (template) await templatesApi.updateSequence(template.id, body);
      else await templatesApi.createSequence(body);
      toast.show({
        message: template ? 'Template updated' : 'Campaign Sequence Template was successfully created',
        type: 'success',
        autoCloseTime: 3000,
      });
      navigate('/sequence-templates/personal');
    } catch (e) {
      toast.show({ message: templateErrorText(e), type: 'error', autoCloseTime: 3000 });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Box data-testid="sequence-template-edit-page">
      <PageHeader title={template ? template.name : 'New campaign template'} />
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Team templates can only be cloned.
        </Alert>
      )}
      <FormProvider {...form}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
          <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
            <TextField
              label="Template name"
              {...form.register('name')}
              error={Boolean(form.formState.errors.name)}
              helperText={form.formState.errors.name?.message ?? ' '}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Autocomplete
                  freeSolo
                  options={sequenceTemplateCategories}
                  value={field.value ?? ''}
                  onInputChange={(_, v) => field.onChange(v)}
                  sx={{ width: 240 }}
                  renderInput={(p) => <TextField {...p} label="Category" />}
                />
              )}
            />
          </Stack>
          <SequenceEditor />
        </Paper>
      </FormProvider>
      <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate('/sequence-templates/personal')}>Cancel</Button>
        <Button variant="contained" disabled={busy || readOnly} onClick={save}>
          Save template
        </Button>
      </Stack>
    </Box>
  );
}
