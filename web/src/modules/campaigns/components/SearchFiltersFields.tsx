import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  filtersSearchUrl,
  idFilters,
  type LinkedInCampaignFormInput,
  type SearchFilters,
} from '../campaignForm.ts';
import { FilterAutocomplete } from './FilterAutocomplete.tsx';

const degrees = [
  ['first', '1st connections'],
  ['second', '2nd connections'],
  ['third', '3rd+ connections'],
] as const;

/** Spec 3's search keyword fields (firstName, lastName, title, company, school), as LinkedIn labels them. */
const keywordFields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['title', 'Title'],
  ['company', 'Company'],
  ['school', 'School'],
] as const;

/**
 * "Search from filters": keywords, connection degrees, LinkedIn's keyword fields and the filters that
 * take LinkedIn ids (looked up through the user's LinkedIn account), which the server turns into a
 * people search (spec 4's `searchParameters`); the search it will collect shows below.
 */
export function SearchFiltersFields() {
  const { control, register, formState, trigger } = useFormContext<LinkedInCampaignFormInput>();
  const filters = useWatch({ control, name: 'filters' }) as SearchFilters;
  const url = filters ? filtersSearchUrl(filters) : null;
  const error = formState.errors.filters?.keywords?.message;
  // The refusal speaks of all the filters: any of them filled in clears it, not only the keywords.
  const recheck = () => {
    if (formState.errors.filters) void trigger('filters');
  };
  return (
    <Stack spacing={2} data-testid="campaign-search-filters">
      <TextField
        label="Keywords"
        placeholder="e.g. Head of Sales SaaS"
        {...register('filters.keywords', { onChange: recheck })}
        error={Boolean(error)}
        helperText={error ?? 'Words anywhere on the profile; up to 4 boolean operators (AND, OR, NOT)'}
        slotProps={{ htmlInput: { 'data-testid': 'campaign-filter-keywords' } }}
      />
      <FormGroup row aria-label="Connection degree">
        {degrees.map(([key, label]) => (
          <Controller
            key={key}
            control={control}
            name={`filters.${key}`}
            render={({ field }) => (
              <FormControlLabel
                label={label}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      recheck();
                    }}
                    slotProps={{ input: { 'data-testid': `campaign-filter-${key}` } as object }}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
      <Grid container spacing={2}>
        {keywordFields.map(([key, label]) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={label}
              {...register(`filters.${key}`, { onChange: recheck })}
              slotProps={{ htmlInput: { 'data-testid': `campaign-filter-${key}` } }}
            />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {idFilters.map(([key, type, label]) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={`filters.${key}`}
              render={({ field }) => (
                <FilterAutocomplete
                  type={type}
                  label={label}
                  value={field.value ?? []}
                  onChange={(next) => {
                    field.onChange(next);
                    recheck();
                  }}
                  testId={`campaign-filter-${key}`}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
      <div>
        <Typography variant="subtitle2">The LinkedIn search we will collect</Typography>
        <FormHelperText data-testid="campaign-filters-url" sx={{ wordBreak: 'break-all' }}>
          {url ?? 'Enter keywords or a filter'}
        </FormHelperText>
      </div>
    </Stack>
  );
}
