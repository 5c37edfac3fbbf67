import type { Db } from '../data/service.ts';
import type { Env } from '../lib/env.ts';
import type { BlobStore } from './blob-store.ts';
import type { Clock } from './clock.ts';
import type { DnsResolver } from './dns-resolver.ts';
import type { MailProtocols } from './mail-protocols.ts';
import type { Mailer } from './mailer.ts';
import type { MetaGraph } from './meta-graph.ts';
import type { Payments } from './payments.ts';
import type { PeopleDirectory } from './people-directory.ts';
import type { ProxyPool } from './proxy-pool.ts';
import type { Queue } from './queue.ts';
import type { RealtimeGateway } from './realtime.ts';
import type { Scheduler } from './scheduler.ts';
import type { Secrets } from './secrets.ts';
import type { SupportChat } from './support-chat.ts';
import type { WebhookTransport } from './webhook-transport.ts';
import type { XApi } from './x-api.ts';

/**
 * Everything the domain needs from the outside world, passed in as ports. Each host wires its own
 * adapters once: the Lambda host (`hosts/lambda.ts`), the local runtime (`local/src/deps.ts`) and the
 * bot (`bot/src/deps.ts`); domain code imports this type only.
 */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  queue: Queue;
  scheduler: Scheduler;
  blobs: BlobStore;
  secrets: Secrets;
  /** SMTP and IMAP of the users' own mailboxes (the email channel). */
  mailProtocols: MailProtocols;
  payments: Payments;
  /** DNS look-ups (white-label custom domains). */
  dns: DnsResolver;
  /** Pushes to the SPA's open WebSockets (realtime logout). */
  realtime: RealtimeGateway;
  /** Outgoing webhooks (no private addresses in AWS). */
  webhooks: WebhookTransport;
  /** The lead finder's people database; absent where none is configured (the lead finder answers 503). */
  people?: PeopleDirectory;
  /** X (Twitter): OAuth and API v2; absent where no X client is configured (X calls answer 503). */
  x?: XApi;
  /** Facebook and Instagram through the Graph API; absent where no Meta app is configured (503). */
  meta?: MetaGraph;
  /** The bot's sticky egress per LinkedIn account; absent where no pool is configured (direct connection). */
  proxies?: ProxyPool;
  /** The help chat's app (Intercom); absent where none is configured (GET /intercom says it is off). */
  supportChat?: SupportChat;
}
