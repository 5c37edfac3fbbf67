import type { RouteSpec } from '../route-def.ts';
import {
  ZConnectionActionsResponse,
  ZConnectionListResponse,
  ZConnectionResponse,
  ZConnectionSyncResponse,
  ZConnectionsOrOneResponse,
} from '../schemas/connection-responses.ts';
import {
  ZConnectionListQuery,
  ZConnectionNotesRequest,
  ZConnectionPatchRequest,
  ZContactActionsQuery,
  ZEntityUrnParam,
  ZTaggedConnectionsQuery,
} from '../schemas/contacts.ts';
import { ZExportContactsRequest, ZExportCsvResponse } from '../schemas/leads.ts';

/** Connections (spec 3 §7): the synced first-degree network with tags, notes and exclusion. */
export const connectionsRoutes = {
  'GET /connections': {
    handler: 'connections/list-connections',
    auth: 'user',
    query: ZConnectionListQuery,
    response: ZConnectionsOrOneResponse,
  },
  'POST /connections': {
    handler: 'connections/search-connections',
    auth: 'user',
    body: ZConnectionListQuery,
    response: ZConnectionListResponse,
  },
  'GET /connections/tagged': {
    handler: 'connections/list-tagged-connections',
    auth: 'user',
    query: ZTaggedConnectionsQuery,
    response: ZConnectionListResponse,
  },
  'POST /connections/csv': {
    handler: 'connections/export-connections-csv',
    auth: 'user',
    body: ZExportContactsRequest,
    timeoutSeconds: 29,
    response: ZExportCsvResponse,
  },
  'GET /connections/sync': {
    handler: 'connections/get-connection-sync',
    auth: 'user',
    response: ZConnectionSyncResponse,
  },
  'POST /connections/sync': {
    handler: 'connections/request-connection-sync',
    auth: 'user',
    response: ZConnectionSyncResponse,
  },
  'PATCH /connections/{entityUrn}': {
    handler: 'connections/update-connection',
    auth: 'user',
    params: ZEntityUrnParam,
    body: ZConnectionPatchRequest,
    response: ZConnectionResponse,
  },
  'PATCH /connections/{entityUrn}/notes': {
    handler: 'connections/set-connection-notes',
    auth: 'user',
    params: ZEntityUrnParam,
    body: ZConnectionNotesRequest,
    response: ZConnectionResponse,
  },
  'GET /connections/{entityUrn}/actions': {
    handler: 'connections/list-connection-actions',
    auth: 'user',
    params: ZEntityUrnParam,
    query: ZContactActionsQuery,
    response: ZConnectionActionsResponse,
  },
} as const satisfies Record<string, RouteSpec>;
