import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { tagColor, tagNeedsTooltip } from '@outreach/shared/schemas/tags';
import type { TagChip } from '../api/contactsApi.ts';

/** Tag chips in their colours; names longer than 30 characters are cut with a title tooltip (spec 3 §9). */
export function TagChips({ tags, onDelete }: { tags: TagChip[]; onDelete?: (id: number) => void }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} data-testid="tag-chips">
      {tags.map((t) => {
        const chip = (
          <Chip
            key={t.id}
            size="small"
            label={tagNeedsTooltip(t.tag) ? `${t.tag.slice(0, 30)}…` : t.tag}
            onDelete={onDelete ? () => onDelete(t.id) : undefined}
            sx={{ bgcolor: tagColor(t.color), color: '#fff', fontWeight: 600 }}
          />
        );
        return tagNeedsTooltip(t.tag) ? (
          <Tooltip key={t.id} title={t.tag}>
            {chip}
          </Tooltip>
        ) : (
          chip
        );
      })}
    </Stack>
  );
}
