import { createContext } from 'react';

/** The `{{column}}` placeholders of the campaign's CSV (spec 3 §5), offered beside the standard ones. */
export const PlaceholderColumnsContext = createContext<readonly string[]>([]);
