import { createContext } from 'react';

/** The LinkedIn group a group campaign reaches its leads through (its id), for the Group Message steps. */
export const CampaignGroupContext = createContext<string | null>(null);
