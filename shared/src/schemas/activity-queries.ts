// GET /campaigns/activity and GET /campaigns/dashboard (spec 3 §7 params, §9 defaults).
import * as z from 'zod';
import { pagination } from '../constants/outreach.ts';
import { activityActionFilterLabels, leadActionKinds } from '../rules/outreach/activity.ts';
import { activityTimeFilters, dashboardTabs } from '../rules/outreach/dashboard.ts';
import { pageDepthCheck, ZCursor } from './paging.ts';

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(200),
  );

/** Activity time filters (ours: `all`, `last4Weeks`, …) and the dashboard tabs, which cards link with. */
export const activityQueryTimeFilters = [
  ...(Object.keys(activityTimeFilters) as (keyof typeof activityTimeFilters)[]),
  ...dashboardTabs.filter((t) => t !== 'custom' && t !== 'today' && t !== 'yesterday'),
] as const;

const isoDate = z.iso.date('Please choose a valid date');

/**
 * GET /campaigns/activity: page, perPage, sortField (date), sortOrder, names, campaigns, filters,
 * timeFilter, customFromDate, customToDate (spec 3 §7). `filters` holds activity filter labels
 * (`Invites`, `Viewed`, …) or raw action kinds; lists are comma-separated.
 */
export const ZActivityQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(pagination.defaultPage),
    perPage: z.coerce.number().int().min(1).max(pagination.maxPerPage).default(pagination.defaultPerPage),
    sortField: z.enum(['date', 'createdAt']).default('date'),
    sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
    names: list(z.string().max(255)).optional(),
    campaigns: list(z.string().max(64)).optional(),
    filters: list(
      z.enum([...activityActionFilterLabels, ...leadActionKinds] as unknown as [string, ...string[]]),
    ).optional(),
    timeFilter: z.enum(activityQueryTimeFilters).default('all'),
    customFromDate: isoDate.optional(),
    customToDate: isoDate.optional(),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

/** GET /campaigns/dashboard: timeFilter (a dashboard tab), custom dates, page and perPage of the campaigns table. */
export const ZDashboardQuery = z
  .object({
    timeFilter: z.enum(dashboardTabs).default('this-month'),
    customFromDate: isoDate.optional(),
    customToDate: isoDate.optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(pagination.dashboardCampaignsPerPage),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;
