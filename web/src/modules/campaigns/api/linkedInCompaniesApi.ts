import type { TLinkedInCompaniesResponse } from '@outreach/shared/schemas/linkedin-companies';
import { api } from '../../api/apiClient.ts';

/** The company pages the account administers (GET /linked-in/companies, POST /linked-in/companies/refresh). */
export const linkedInCompaniesKey = '/linked-in/companies';

export const linkedInCompaniesApi = {
  refresh: () => api.post<TLinkedInCompaniesResponse & { message: string }>('/linked-in/companies/refresh'),
};
