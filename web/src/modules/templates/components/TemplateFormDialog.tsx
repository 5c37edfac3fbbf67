import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { fileMaxBytes, templateViewMaxAttachments } from '@outreach/shared/constants/outreach';
import { upgradeHints } from '@outreach/shared/plans/features';
import { messageTemplateCategories } from '@outreach/shared/rules/outreach/template-library';
import { templateMessages } from '@outreach/shared/schemas/templates';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import { useState } from 'react';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import {
  type Attachment,
  type MessageTemplate,
  type TemplateInput,
  uploadKeptFile,
} from '../api/templatesApi.ts';
import { templateErrorText } from '../hooks/templateErrorText.ts';

/** Create or edit a message template: name, category, subject, message, attachments, team sharing. */
export function TemplateFormDialog({
  open,
  template,
  onClose,
  onSave,
}: {
  open: boolean;
  template?: MessageTemplate | null;
  onClose(): void;
  onSave(input: TemplateInput): Promise<void>;
}) {
  const { features } = useFeatures();
  const toast = useToast();
  const step = template?.content.sequence[0];
  const [name, setName] = useState(template?.name ?? '');
  const [categoryId, setCategoryId] = useState<number | ''>(template?.categoryId ?? '');
  const [subject, setSubject] = useState(step?.subject ?? '');
  const [message, setMessage] = useState(step?.message ?? '');
  const [attachments, setAttachments] = useState<Attachment[]>(
    step?.attachments.map((a) => ({ file_name: a.file_name, file_uri: a.file_uri })) ?? [],
  );
  const [shared, setShared] = useState(template?.isAvailableForTeam ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canShare = features.has('teamTemplates');
  const canAttach = features.has('attachments');

  const addFiles = async (files: FileList | null) => {
    setFileError(null);
    for (const file of Array.from(files ?? [])) {
      // Refused before any upload (spec 3 §5: 10 MB per file).
      if (file.size > fileMaxBytes) {
        setFileError(uploadMessages.tooLarge);
        return;
      }
      if (attachments.length >= templateViewMaxAttachments) {
        setFileError(`Maximum ${templateViewMaxAttachments} file(s) can be attached`);
        return;
      }
      try {
        setBusy(true);
        const up = await uploadKeptFile(file, 'attachment');
        setAttachments((a) => [...a, { file_name: file.name, file_uri: up.key }]);
        toast.show({ message: 'File uploaded!', type: 'success', autoCloseTime: 3000 });
      } catch (e) {
        setFileError(
          e instanceof Error && e.message.startsWith('Uploading') ? e.message : templateErrorText(e),
        );
      } finally {
        setBusy(false);
      }
    }
  };

  const save = async () => {
    if (!name.trim()) {
      setNameError(templateMessages.messageTemplateName);
      return;
    }
    setBusy(true);
    try {
      await onSave({
        name: name.trim(),
        categoryId: categoryId === '' ? null : categoryId,
        subject: subject.trim() || undefined,
        message,
        attachments,
        isAvailableForTeam: shared,
      });
    } catch (e) {
      toast.show({ message: templateErrorText(e), type: 'error', autoCloseTime: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-form-title">
      <DialogTitle id="template-form-title">{template ? 'Edit template' : 'New template'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Template name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'template-name', maxLength: 255 } }}
          />
          <TextField
            select
            label="Category"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value === '' ? '' : Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'template-category' } }}
          >
            <MenuItem value="">No category</MenuItem>
            {messageTemplateCategories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Subject (email and InMail)"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <TextField
            label="Message"
            multiline
            minRows={5}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            helperText="Placeholders: {{first_name}}, {{last_name}}, {{company}}, {{position}}, {{industry}}"
            slotProps={{ htmlInput: { 'data-testid': 'template-message', maxLength: 8000 } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <Tooltip title={canAttach ? '' : upgradeHints.premium}>
              <span>
                <Button
                  component="label"
                  size="small"
                  startIcon={<AttachFile />}
                  disabled={!canAttach || busy}
                >
                  Attach file
                  <input
                    hidden
                    type="file"
                    data-testid="template-file"
                    onChange={(e) => {
                      void addFiles(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </Button>
              </span>
            </Tooltip>
            {attachments.map((a) => (
              <Chip
                key={a.file_uri}
                label={a.file_name}
                onDelete={() => setAttachments((all) => all.filter((x) => x !== a))}
              />
            ))}
          </Stack>
          {fileError && (
            <Typography color="error" variant="body2" data-testid="template-file-error">
              {fileError}
            </Typography>
          )}
          <Tooltip title={canShare ? '' : upgradeHints.team}>
            <FormControlLabel
              control={
                <Switch
                  checked={shared}
                  disabled={!canShare}
                  onChange={(e) => setShared(e.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Available for team' } }}
                />
              }
              label="Available for team"
            />
          </Tooltip>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="template-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
