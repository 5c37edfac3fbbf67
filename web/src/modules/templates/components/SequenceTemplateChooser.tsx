import ViewList from '@mui/icons-material/ViewListOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { templateEmptyStates } from '@outreach/shared/schemas/templates';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { type SequenceTemplate, templateKeys } from '../api/templatesApi.ts';

/**
 * 'Use a campaign template' on a new campaign: replaces the sequence with a template's steps. A
 * `?sequenceTemplateId=` in the address (from the Campaign Templates page) applies that one at once.
 */
export function SequenceTemplateChooser({ onChoose }: { onChoose(sequence: SequenceStep[]): void }) {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const preset = params.get('sequenceTemplateId');
  const applied = useRef(false);
  const one = useSWR<SequenceTemplate>(preset ? templateKeys.sequenceOne(preset) : null);
  const all = useSWR<SequenceTemplate[]>(open ? templateKeys.sequenceAvailable : null);
  useEffect(() => {
    if (one.data && !applied.current) {
      applied.current = true;
      onChoose(one.data.sequence);
    }
  }, [one.data, onChoose]);
  return (
    <>
      <Button startIcon={<ViewList />} onClick={() => setOpen(true)} data-testid="sequence-template-choose">
        Use a campaign template
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="seq-tpl-title"
      >
        <DialogTitle id="seq-tpl-title">Campaign templates</DialogTitle>
        <DialogContent>
          {all.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {templateEmptyStates.none}
            </Typography>
          )}
          <List dense>
            {all.data?.map((t) => (
              <ListItemButton
                key={t.id}
                data-testid="sequence-template-option"
                onClick={() => {
                  onChoose(t.sequence);
                  setOpen(false);
                }}
              >
                <ListItemText primary={t.name} secondary={t.sequence.map((s) => s.type).join(' → ')} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
      </Dialog>
    </>
  );
}
