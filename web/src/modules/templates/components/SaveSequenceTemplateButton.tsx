import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { templateMessages } from '@outreach/shared/schemas/templates';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { templatesApi } from '../api/templatesApi.ts';
import { templateErrorText } from '../hooks/templateErrorText.ts';

/** Saves a campaign's current sequence as a personal campaign template (asks for its name). */
export function SaveSequenceTemplateButton({ getSequence }: { getSequence(): SequenceStep[] }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setError(templateMessages.sequenceTemplateName);
      return;
    }
    setBusy(true);
    try {
      await templatesApi.createSequence({ name: name.trim(), sequence: getSequence() });
      toast.show({
        message: 'Campaign Sequence Template was successfully created',
        type: 'success',
        autoCloseTime: 3000,
      });
      setOpen(false);
      setName('');
    } catch (e) {
      toast.show({ message: templateErrorText(e), type: 'error', autoCloseTime: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="sequence-save-as-template">
        Save as template
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="save-tpl-title"
      >
        <DialogTitle id="save-tpl-title">Save as campaign template</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="Template name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'sequence-template-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={busy} data-testid="sequence-template-save">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
