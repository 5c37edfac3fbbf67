import Description from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { templateEmptyStates } from '@outreach/shared/schemas/templates';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { type MessageTemplate, type TemplateList, templateKeys } from '../api/templatesApi.ts';

const scopeLabel = { personal: 'Personal', team: 'Team', library: 'Library' } as const;

/**
 * 'Insert template': a dialog listing every template the user may use (own, the team's shared ones,
 * the library when the plan has it), searchable; picking one hands it to `onPick`. Used by the
 * sequence editor's message steps and meant for the inbox's reply box too.
 */
export function TemplatePicker({
  onPick,
  label = 'Insert template',
  testId = 'template-picker',
  disabled,
}: {
  onPick(t: MessageTemplate): void;
  label?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const q = useSWR<TemplateList>(
    open
      ? templateKeys.list('all', { search: deferred, perPage: 100, sortField: 'name', sortOrder: 'ASC' })
      : null,
  );
  const pick = (t: MessageTemplate) => {
    onPick(t);
    setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<Description />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid={testId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${testId}-title`}
      >
        <DialogTitle id={`${testId}-title`}>Choose a template</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            placeholder="Search templates"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Search templates', 'data-testid': `${testId}-search` } }}
            sx={{ my: 1 }}
          />
          {q.data && q.data.templates.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {deferred ? templateEmptyStates.category : templateEmptyStates.none}
            </Typography>
          )}
          <List dense data-testid={`${testId}-list`}>
            {q.data?.templates.map((t) => (
              <ListItemButton key={t.id} onClick={() => pick(t)} data-testid={`${testId}-item`}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{t.name}</span>
                      <Chip size="small" label={scopeLabel[t.scope]} variant="outlined" />
                    </Stack>
                  }
                  secondary={t.content.sequence[0]?.message}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
      </Dialog>
    </>
  );
}
