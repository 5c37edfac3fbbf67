import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { templateViewMaxAttachments } from '@outreach/shared/constants/outreach';
import { messageTemplateCategories } from '@outreach/shared/rules/outreach/template-library';
import type { MessageTemplate } from '../api/templatesApi.ts';

const categoryName = (id: number | null) => messageTemplateCategories.find((c) => c.id === id)?.name;

/** One message template: its text, category and attachments, and the author's actions. */
export function MessageTemplateCard({
  template: t,
  canShare,
  onEdit,
  onDelete,
  onToggle,
}: {
  template: MessageTemplate;
  canShare: boolean;
  onEdit(): void;
  onDelete(): void;
  onToggle(): void;
}) {
  const step = t.content.sequence[0];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="template-card" data-template-id={t.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }} data-testid="template-card-name">
          {t.name}
        </Typography>
        {categoryName(t.categoryId) && <Chip size="small" label={categoryName(t.categoryId)} />}
      </Stack>
      {step?.subject && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {step.subject}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {step?.message}
      </Typography>
      {step && step.attachments.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          {step.attachments.slice(0, templateViewMaxAttachments).map((a) => (
            <Chip
              key={a.file_uri}
              size="small"
              icon={<AttachFile />}
              label={a.file_name}
              variant="outlined"
            />
          ))}
        </Stack>
      )}
      {t.isOwn && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={t.isAvailableForTeam}
                disabled={!canShare}
                onChange={onToggle}
                slotProps={{ input: { 'aria-label': `Share ${t.name} with the team` } }}
              />
            }
            label="Available for team"
          />
          <Box sx={{ flex: 1 }} />
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        </Box>
      )}
    </Paper>
  );
}
