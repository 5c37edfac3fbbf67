// What the connection calls answer (spec 3 §3 connection table, §7; issue #15). Each schema describes
// what the handler returns; the integration tests check every successful answer against it.
import * as z from 'zod';
import { ZTagChipResponse } from './leads.ts';

/** A first-degree connection's row (spec 3 §3 connection table columns). */
export const ZConnectionResponse = z.object({
  entityUrn: z.string(),
  objectUrn: z.string().nullable(),
  person: z.object({
    key: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string().nullable(),
    currentTitle: z.string().nullable(),
    currentEmployer: z.string().nullable(),
    location: z.string().nullable(),
    industryName: z.string().nullable(),
    picture: z.string().nullable(),
    linkedInHandle: z.string(),
    linkedInUrn: z.string().nullable(),
  }),
  name: z.string(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  industry: z.string().nullable(),
  geography: z.string().nullable(),
  connectedAt: z.string(),
  tags: z.array(ZTagChipResponse),
  notes: z.string().nullable(),
  isExcluded: z.boolean(),
  degree: z.literal(1),
});

/** GET/POST /connections and GET /connections/tagged: a page of connections (`total` null when filtered). */
export const ZConnectionListResponse = z.object({
  total: z.number().nullable(),
  connections: z.array(ZConnectionResponse),
  nextCursor: z.string().nullable(),
});

/** GET /connections: a page, or the one connection `entityUrn`/`objectUrn` names. */
export const ZConnectionsOrOneResponse = z.union([ZConnectionListResponse, ZConnectionResponse]);

/** GET and POST /connections/sync: the network sync's state for the progress bar. */
export const ZConnectionSyncResponse = z.object({
  status: z.string(),
  mode: z.string().nullable(),
  synced: z.number(),
  total: z.number().nullable(),
  connections: z.number(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastFullSyncAt: z.string().nullable(),
  error: z.string().nullable(),
});

/** GET /connections/{entityUrn}/actions: the person's activity across the caller's campaigns. */
export const ZConnectionActionsResponse = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      message: z.string().nullable(),
      createdAt: z.string(),
      campaignId: z.string(),
      campaignName: z.string().nullable(),
    }),
  ),
  total: z.number().nullable(),
});
