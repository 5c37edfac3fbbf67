import type { LeadSource, UrlLeadSource } from './campaignForm.ts';

/** Each lead source's radio label, and for URL sources the field's words and the review's label (ours). */
export const sourceLabels: Record<LeadSource, string> = {
  search: 'LinkedIn search URL',
  filters: 'Search from filters',
  'sales-navigator': 'Sales Navigator search',
  'sales-navigator-saved': 'Sales Navigator saved search',
  recruiter: 'Recruiter search',
  csv: 'CSV of profile URLs',
};

export const urlFieldTexts: Record<
  UrlLeadSource,
  { label: string; placeholder: string; helper: string; review: string }
> = {
  search: {
    label: 'LinkedIn people search URL',
    placeholder: 'https://www.linkedin.com/search/results/people/?keywords=…',
    helper: 'Run a people search on LinkedIn and paste the address of the results page',
    review: 'LinkedIn search',
  },
  'sales-navigator': {
    label: 'Sales Navigator search URL',
    placeholder: 'https://www.linkedin.com/sales/search/people?query=…',
    helper: 'Run a lead search in Sales Navigator and paste the address of the results page',
    review: 'Sales Navigator search',
  },
  'sales-navigator-saved': {
    label: 'Sales Navigator saved search URL',
    placeholder: 'https://www.linkedin.com/sales/search/people?savedSearchId=…',
    helper: 'Open one of your saved searches in Sales Navigator and paste the address of its results',
    review: 'Sales Navigator saved search',
  },
  recruiter: {
    label: 'LinkedIn Recruiter search URL',
    placeholder: 'https://www.linkedin.com/talent/hire/…/discover/recruiterSearch?…',
    helper: 'Run a search in one of your Recruiter projects and paste the address of the results page',
    review: 'Recruiter search',
  },
};
