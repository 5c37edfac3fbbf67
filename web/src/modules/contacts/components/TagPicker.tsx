import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import useSWR from 'swr';
import { contactKeys, type Tag, type TagChip } from '../api/contactsApi.ts';

type Option = Tag | { inputValue: string; tag: string; id: -1 };
const filter = createFilterOptions<Option>();

/**
 * Picks tags from the team's list; typing a new name offers 'Create "name"' (create-and-set). `onChange`
 * gets the chosen ids, `onCreate` a new name.
 */
export function TagPicker({
  value,
  onChange,
  onCreate,
  label = 'Tags',
  testId = 'tag-picker',
}: {
  value: TagChip[];
  onChange(ids: number[]): void;
  onCreate?: (name: string) => void;
  label?: string;
  testId?: string;
}) {
  const all = useSWR<Tag[]>(contactKeys.allTags).data ?? [];
  const selected = all.filter((t) => value.some((v) => v.id === t.id));
  return (
    <Autocomplete<Option, true>
      multiple
      size="small"
      options={all}
      value={selected}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => ('inputValue' in o ? `Create "${o.inputValue}"` : o.tag)}
      filterOptions={(options, params) => {
        const out = filter(options, params);
        const name = params.inputValue.trim();
        if (onCreate && name && !options.some((o) => o.tag.toLowerCase() === name.toLowerCase()))
          out.push({ inputValue: name, tag: name, id: -1 });
        return out;
      }}
      onChange={(_e, next) => {
        const created = next.find((o) => 'inputValue' in o);
        if (created && onCreate) onCreate((created as { inputValue: string }).inputValue);
        else onChange(next.filter((o): o is Tag => !('inputValue' in o)).map((o) => o.id));
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 240 }}
      data-testid={testId}
    />
  );
}
