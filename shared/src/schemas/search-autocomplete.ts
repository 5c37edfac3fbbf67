import * as z from 'zod';

/**
 * GET /search/autocomplete (spec 3 §7: `autocompleteType`, `prompt`; debounced 500 ms in the UI):
 * LinkedIn's own typeahead for the search filters that take LinkedIn ids (spec 4's `locations`,
 * `currentCompanies`, `pastCompanies`, `industries`, `schools`). The types are LinkedIn's (OURS: the
 * spec does not list them).
 */
export const autocompleteTypes = ['GEO', 'COMPANY', 'INDUSTRY', 'SCHOOL'] as const;
export type AutocompleteType = (typeof autocompleteTypes)[number];
export const autocompletePromptMax = 100;

export const ZAutocompleteQuery = z.object({
  autocompleteType: z.enum(autocompleteTypes),
  prompt: z
    .string()
    .trim()
    .min(1, 'Please type what to look for')
    .max(autocompletePromptMax, `Please type at most ${autocompletePromptMax} characters`),
});
export type TAutocompleteQuery = z.infer<typeof ZAutocompleteQuery>;

/** One hit: LinkedIn's id (what the filter takes), its name, and a line under it when LinkedIn gives one. */
export const ZAutocompleteHit = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  subtitle: z.string().max(200).optional(),
});
export type AutocompleteHit = z.infer<typeof ZAutocompleteHit>;
export const ZAutocompleteResponse = z.object({ results: z.array(ZAutocompleteHit).max(10) });

/** The prompt as a cache key: trimmed, spaces collapsed, lower case. */
export function autocompleteKey(prompt: string): string {
  return prompt.trim().replace(/\s+/g, ' ').toLowerCase();
}
