import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { canEditNotes, notesOnlyForConnectionsMessage } from '@outreach/shared/rules/outreach/leads';
import type { LeadEditColumn } from '@outreach/shared/schemas/leads';
import { useState } from 'react';
import type { LeadEdit, LeadInfo } from '../api/contactsApi.ts';

/**
 * The lead edit form (spec 3 §3: firstName, lastName, title shown as Position, company) and the notes,
 * which only 1st-degree connections have (spec 3 §5). Saves through PATCH /leads/{entityUrn}.
 */
export function LeadEditForm({
  info,
  onSave,
  onReset,
  focusField,
}: {
  info: LeadInfo;
  /**
   * The field that takes the focus when the form starts again after a save or a reset, so the focus
   * stays in the drawer where the user was working (the button they clicked may be gone).
   */
  focusField?: LeadEditColumn | 'notes';
  onSave(edit: LeadEdit): Promise<void>;
  /** Gives a column back the value LinkedIn showed ("reset column", spec 3 §7). */
  onReset(column: LeadEditColumn): Promise<void>;
}) {
  const p = info.person;
  const initial = {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    title: p.currentTitle ?? '',
    company: p.currentEmployer ?? '',
  };
  const [form, setForm] = useState(initial);
  // Only what the user changed is sent: an untouched empty field stays unset on the lead.
  const changes = Object.fromEntries(
    Object.entries(form).filter(([k, v]) => v !== initial[k as keyof typeof initial]),
  ) as LeadEdit;
  const [notes, setNotes] = useState(info.userNetwork.notes ?? '');
  const notesAllowed = canEditNotes(info.userNetwork.degree);
  const edited = new Set(info.editedColumns);
  const field = (name: LeadEditColumn, label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[name]}
      autoFocus={focusField === name}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      slotProps={{
        htmlInput: { 'data-testid': `lead-edit-${name}` },
        input: edited.has(name)
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Reset to LinkedIn's value">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={`Reset ${label} to LinkedIn's value`}
                      onClick={() => onReset(name)}
                      data-testid={`lead-reset-${name}`}
                    >
                      <RestartAltIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
      </Stack>
      <Stack direction="row" spacing={1}>
        {field('title', 'Position')}
        {field('company', 'Company')}
      </Stack>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={Object.keys(changes).length === 0}
        onClick={() => onSave(changes)}
        data-testid="lead-edit-save"
      >
        Save
      </Button>
      <TextField
        size="small"
        label="Notes"
        multiline
        minRows={2}
        value={notes}
        autoFocus={focusField === 'notes' && notesAllowed}
        disabled={!notesAllowed}
        helperText={notesAllowed ? undefined : notesOnlyForConnectionsMessage}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 10_000, 'data-testid': 'lead-notes' } }}
      />
      {notesAllowed && (
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => onSave({ notes })}
          data-testid="lead-notes-save"
        >
          Save notes
        </Button>
      )}
    </Stack>
  );
}
