import type { RouteSpec } from '../route-def.ts';
import { ZAutocompleteQuery, ZAutocompleteResponse } from '../schemas/search-autocomplete.ts';

/** Search helpers of the campaign wizards (spec 3 §7). */
export const searchRoutes = {
  'GET /search/autocomplete': {
    handler: 'search/autocomplete',
    auth: 'user',
    query: ZAutocompleteQuery,
    response: ZAutocompleteResponse,
  },
} as const satisfies Record<string, RouteSpec>;
