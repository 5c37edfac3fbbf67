import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutocompleteHit, AutocompleteType } from '@outreach/shared/schemas/search-autocomplete';
import { useEffect, useState } from 'react';
import { api } from '../../api/apiClient.ts';
import type { FilterPick } from '../campaignForm.ts';

/** The wait after the last keystroke before LinkedIn is asked (spec 3 §7: debounced 500 ms). */
const DEBOUNCE_MS = 500;

/**
 * A search filter that takes LinkedIn ids (places, companies, industries, schools): what the user
 * types is looked up with GET /search/autocomplete, through their LinkedIn account, and each pick
 * becomes a chip; the filter sends the picks' ids.
 */
export function FilterAutocomplete({
  type,
  label,
  value,
  onChange,
  testId,
}: {
  type: AutocompleteType;
  label: string;
  value: FilterPick[];
  onChange(next: FilterPick[]): void;
  testId: string;
}) {
  const [input, setInput] = useState('');
  const [hits, setHits] = useState<AutocompleteHit[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const prompt = input.trim();
    if (!prompt) {
      setHits([]);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<{ results: AutocompleteHit[] }>('/search/autocomplete', { autocompleteType: type, prompt })
        .then((r) => {
          if (!current) return;
          setHits(r.results);
          setError(null);
        })
        .catch((e: Error) => {
          if (!current) return;
          setHits([]);
          setError(e.message);
        })
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, type]);

  return (
    <Autocomplete<AutocompleteHit | FilterPick, true>
      multiple
      options={hits}
      value={value}
      inputValue={input}
      loading={loading}
      filterOptions={(o) => o}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      noOptionsText={
        input.trim() ? (loading ? 'Searching LinkedIn…' : 'Nothing found on LinkedIn') : 'Type to search'
      }
      onChange={(_, picked) => onChange(picked.map((p) => ({ id: p.id, name: p.name })))}
      onInputChange={(_, v, reason) => reason !== 'reset' && setInput(v)}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} data-testid={`${testId}-option`}>
            <Box>
              <Typography>{o.name}</Typography>
              {'subtitle' in o && o.subtitle && (
                <Typography variant="body2" color="text.secondary">
                  {o.subtitle}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
