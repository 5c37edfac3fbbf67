import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { type ServerType, serve } from '@hono/node-server';
import { localRealtimeHub } from '@outreach/functions/adapters/local/local-realtime-hub';
import { runMigrations } from '@outreach/functions/domain/maintenance/migrations';
import { startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { startMailSandbox } from '@outreach/sandbox/mail/server';
import { startMetaSandbox } from '@outreach/sandbox/meta/server';
import { startStripeSandbox } from '@outreach/sandbox/stripe/server';
import { startSupportChatSandbox } from '@outreach/sandbox/support-chat/server';
import { startWebhookSandbox } from '@outreach/sandbox/webhooks/server';
import { startXSandbox } from '@outreach/sandbox/x/server';
import { PRODUCT_NOW_HEADER } from '@outreach/shared/constants/local';
import { REALTIME_PATH } from '@outreach/shared/realtime';
import getPort, { portNumbers } from 'get-port';
import { Hono } from 'hono';
import { mountRoutes } from './api-gateway.ts';
import { runtimeBacklog } from './backlog.ts';
import { startBotProcess } from './bot-process.ts';
import { clockStartFrom, LocalClock } from './clock.ts';
import { wireLocalDeps } from './deps.ts';
import { startLocalJobs } from './jobs/start-jobs.ts';
import { localRoutes } from './local-routes.ts';
import { parkAllBotWork } from './park-bot-work.ts';
import { attachRealtimeServer } from './realtime-server.ts';
import { rehearsalRoutes } from './rehearsal/rehearsal-routes.ts';
import { DEMO_USER, seedDemo } from './seed.ts';
import { LOCAL_PROMO_CODES, seedStripe } from './seed-stripe.ts';
import { ensureTable, type StandIn, startDynamoDb } from './stand-ins/dynamodb.ts';
import { startEgressProxy } from './stand-ins/egress-proxy.ts';
import { startIdentityProvider } from './stand-ins/oidc.ts';
import { startS3 } from './stand-ins/s3.ts';
import { startSes } from './stand-ins/ses.ts';
import { startSqs } from './stand-ins/sqs.ts';
import { mountApiDocs, mountWebApp } from './web-static.ts';

export interface RuntimeOptions {
  port?: number;
  /** Interface to listen on: loopback unless `HOST` (or this) says otherwise (e.g. `0.0.0.0` in a VM). */
  host?: string;
  /** Persistent state (DynamoDB, S3, clock, keys). Defaults to `.data/` at the repo root. */
  dataDir?: string;
  /**
   * The data is thrown away at stop (test suites, rehearsals): DynamoDB Local keeps it in memory
   * instead of under `dataDir`, on a JVM tuned for a short run (issue #7: less than half the CPU).
   */
  throwAway?: boolean;
  /** Folder of the built SPA. */
  webDir?: string;
  quiet?: boolean;
  seed?: boolean;
  /** Run the cloud bot as a child process (default true). Tests that play the bot's role turn it off. */
  bot?: boolean;
  /**
   * Where the product clock starts on fresh data (epoch ms); default `OUTREACH_CLOCK_START` (ISO), else
   * now. Existing data keeps its clock.
   */
  clockStart?: number;
  /** The LinkedIn sandbox's simulated people (acceptance and reply rates and delays); tests make them certain. */
  sandboxReactions?: Parameters<typeof startLinkedInSandbox>[0]['reactions'];
  /**
   * The LinkedIn sandbox challenges a login from another country or browser identity than the account's
   * last (sandbox/src/linkedin/device-checks.ts), and the bot goes out through the egress proxy stand-in
   * in each account's country. `npm start` turns it on; test suites, which log the sandbox accounts in
   * from several countries on purpose, leave it off (a direct connection) unless they test it.
   */
  sandboxIdentityChecks?: boolean;
  /** How many people the LinkedIn sandbox's world holds (default 1,200; 6 % are each account's network). */
  sandboxPopulationSize?: number;
}

export interface Runtime {
  url: string;
  info: Record<string, unknown>;
  clock: LocalClock;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Starts the whole product on one machine: AWS stand-ins on loopback, outside-world sandboxes,
 * and one HTTP server with the SPA at `/` and the API at `/api/v1`.
 */
export async function startRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  const log = (m: string) => opts.quiet || console.log(m);
  const dataDir = resolve(opts.dataDir ?? join(repoRoot, '.data'));
  // 0 asks for any free port (tests); otherwise 3000 when free. OUTREACH_PORT_RANGE ("20000-20999")
  // gives a runtime a block of its own: scripts/test.sh runs two suites side by side, each with its
  // own runtime, and a port one lane probed could otherwise be handed to the other before it binds.
  const block = /^(\d+)-(\d+)$/.exec(process.env.OUTREACH_PORT_RANGE ?? '');
  const anyFree = (host?: string) =>
    getPort({ host, ...(block ? { port: portNumbers(Number(block[1]), Number(block[2])) } : {}) });
  const port = opts.port === 0 ? await anyFree() : (opts.port ?? (await getPort({ port: 3000 })));
  const appUrl = `http://localhost:${port}`;
  // Loopback by default: the runtime has no real authentication on /_local and holds test data.
  const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
  const stops: Array<() => Promise<void>> = [];
  const useExternalAws = Boolean(process.env.AWS_ENDPOINT_URL);

  const free = () => anyFree('127.0.0.1');
  const [dynamoPort, s3Port, sesPort, sqsPort, googlePort, msPort, linkedinPort] = await Promise.all(
    Array.from({ length: 7 }, free),
  );
  const clock = new LocalClock(join(dataDir, 'clock.json'), {
    startAt: opts.clockStart ?? clockStartFrom(process.env.OUTREACH_CLOCK_START),
  });

  Object.assign(process.env, {
    OUTREACH_LOCAL: '1',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    TABLE_NAME: process.env.TABLE_NAME ?? 'outreach',
    BLOB_BUCKET: process.env.BLOB_BUCKET ?? 'outreach-uploads',
    APP_URL: appUrl,
    LOCAL_SECRET_KEY_FILE: join(dataDir, 'secret.key'),
    LOCAL_DNS_ZONE_FILE: join(dataDir, 'dns-zone.json'),
    POWERTOOLS_DEV: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? (opts.quiet ? 'ERROR' : 'WARN'),
  });

  const info: Record<string, unknown> = {
    app: appUrl,
    api: `${appUrl}/api/v1`,
    apiDocs: `${appUrl}/api/docs`,
    dataDir,
  };
  let mailList: () => Promise<unknown[]> = async () => [];
  if (!useExternalAws) {
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const t0 = Date.now();
    const [dynamo, s3, ses, sqs] = await Promise.all([
      startDynamoDb(dynamoPort, opts.throwAway ? undefined : join(dataDir, 'dynamodb')),
      startS3(s3Port, join(dataDir, 's3'), [process.env.BLOB_BUCKET!], '*'),
      startSes(sesPort),
      startSqs(sqsPort, ['steps', 'posts']),
    ]);
    stops.push(dynamo.stop, s3.stop, ses.stop, sqs.stop);
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SES: ses.url,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_SQS: sqs.url,
      STEPS_QUEUE_URL: sqs.queueUrl('steps'),
      POSTS_QUEUE_URL: sqs.queueUrl('posts'),
      BLOB_PUBLIC_URL: `${s3.url}/${process.env.BLOB_BUCKET}`,
    });
    mailList = ses.list;
    info.standIns = { dynamodb: dynamo.url, s3: s3.url, ses: ses.url, sqs: sqs.url };
    log(`  stand-ins ready in ${Date.now() - t0} ms`);
  }
  await ensureTable(
    useExternalAws ? undefined : process.env.AWS_ENDPOINT_URL_DYNAMODB,
    process.env.TABLE_NAME!,
  );

  const [google, microsoft] = await Promise.all([
    startIdentityProvider(googlePort, 'google', `${appUrl}/auth/google/callback`),
    startIdentityProvider(msPort, 'microsoft', `${appUrl}/microsoft/callback`),
  ]);
  stops.push(google.stop, microsoft.stop);
  Object.assign(process.env, {
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    MICROSOFT_ISSUER: microsoft.issuer,
    MICROSOFT_CLIENT_ID: microsoft.clientId,
    MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
  });
  info.sandboxes = {
    google: {
      url: google.url,
      note: 'any email as login, any password; +unverified in it: unverified email',
    },
    microsoft: {
      url: microsoft.url,
      note: 'any email as login, any password; +unverified in it: unverified email',
    },
  };

  // The LinkedIn sandbox: a LinkedIn-like site on its own port, reacting on the product's clock.
  // Its sign-in codes are mailed through the SES stand-in, so they show in /_local/mail.
  const sandboxMail = new SESv2Client({});
  const linkedin = await startLinkedInSandbox({
    port: linkedinPort,
    dataDir: join(dataDir, 'sandbox'),
    now: () => clock.now(),
    reactions: opts.sandboxReactions,
    identityChecks: opts.sandboxIdentityChecks,
    populationSize: opts.sandboxPopulationSize,
    sendMail: async (m) => {
      await sandboxMail.send(
        new SendEmailCommand({
          FromEmailAddress: 'LinkedIn <security-noreply@linkedin.sandbox>',
          Destination: { ToAddresses: [m.to] },
          Content: {
            Simple: {
              Subject: { Data: m.subject },
              Body: { Text: { Data: m.text }, ...(m.html ? { Html: { Data: m.html } } : {}) },
            },
          },
        }),
      );
    },
  });
  stops.push(() => linkedin.close());
  process.env.LINKEDIN_BASE_URL = linkedin.url;
  // The lead finder's people database: the sandbox population (functions/src/ports/people-directory.ts).
  process.env.PEOPLE_DIRECTORY_URL = `${linkedin.url}/_sandbox/directory`;
  (info.sandboxes as Record<string, unknown>).linkedin = { url: linkedin.url, accounts: linkedin.accounts };

  // The mail sandbox: a real SMTP + IMAP server (mailboxes for any address) for the email channel.
  const mail = await startMailSandbox({
    dataDir: join(dataDir, 'mail'),
    host: '127.0.0.1',
    ports: { smtp: await free(), smtps: await free(), imap: await free(), imaps: await free() },
    now: () => new Date(clock.now()),
    oauth: {
      gmail: { port: await free(), redirectUri: `${appUrl}/integrations` },
      outlook: { port: await free(), redirectUri: `${appUrl}/integrations` },
    },
  });
  stops.push(() => mail.stop());
  // Its certificates are self-signed: only in local mode do the product's mail clients accept them.
  process.env.MAIL_TLS_ALLOW_SELF_SIGNED = '1';
  // Gmail and Outlook mailboxes: their OAuth and XOAUTH2 over the sandbox's TLS ports.
  for (const [label, p] of Object.entries(mail.oauth)) {
    const k = label.toUpperCase();
    Object.assign(process.env, {
      [`${k}_OAUTH_ISSUER`]: p.issuer,
      [`${k}_OAUTH_CLIENT_ID`]: p.clientId,
      [`${k}_OAUTH_CLIENT_SECRET`]: p.clientSecret,
      [`${k}_OAUTH_SCOPE`]: 'openid email profile offline_access mail',
      [`${k}_SMTP_HOST`]: mail.host,
      [`${k}_SMTP_PORT`]: String(mail.smtpsPort),
      [`${k}_IMAP_HOST`]: mail.host,
      [`${k}_IMAP_PORT`]: String(mail.imapsPort),
    });
  }
  (info.sandboxes as Record<string, unknown>).mail = mail.info();
  // The Stripe sandbox: the official SDK talks to it (host/port/protocol), it follows the product
  // clock like Stripe's test clocks, and delivers signed webhooks to our webhook route.
  const stripe = await startStripeSandbox({
    port: await free(),
    dataDir: join(dataDir, 'sandbox'),
    now: () => clock.now(),
    webhookUrl: () => `${appUrl}/api/v1/billing/webhook`,
  });
  stops.push(() => stripe.close());
  Object.assign(process.env, {
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_JS_URL: `${stripe.url}/v3/`,
  });
  (info.sandboxes as Record<string, unknown>).stripe = {
    url: stripe.url,
    js: `${stripe.url}/v3/`,
    events: `${stripe.url}/_sandbox/events`,
    testCards: {
      '4242 4242 4242 4242': 'succeeds (pm_card_visa)',
      '4000 0000 0000 0002': 'declined (pm_card_chargeDeclined)',
      '4000 0027 6000 3184': '3D Secure page (pm_card_authenticationRequired)',
    },
    promoCodes: LOCAL_PROMO_CODES,
  };

  // The webhook sandbox: receives and shows outgoing webhooks sent to https://webhooks.sandbox.test/….
  const webhookSandbox = await startWebhookSandbox({ port: await free(), now: () => new Date(clock.now()) });
  stops.push(() => webhookSandbox.stop());
  process.env.WEBHOOK_SANDBOX_URL = webhookSandbox.url;
  (info.sandboxes as Record<string, unknown>).webhooks = webhookSandbox.info();

  // The support-chat sandbox: a stand-in for Intercom's Messenger (the help chat button), checking each
  // boot's user_hash with its identity secret as Intercom does.
  const supportChat = await startSupportChatSandbox({ port: await free(), now: () => new Date(clock.now()) });
  stops.push(() => supportChat.stop());
  Object.assign(process.env, {
    INTERCOM_APP_ID: supportChat.appId,
    INTERCOM_IDENTITY_SECRET: supportChat.identitySecret,
    INTERCOM_WIDGET_URL: `${supportChat.url}/widget`,
  });
  (info.sandboxes as Record<string, unknown>).supportChat = supportChat.info();

  // The X sandbox: OAuth 2.0 with PKCE (the PIN page for `oob`) and X API v2 for the X channel.
  const xSandbox = await startXSandbox({
    port: await free(),
    dataDir: join(dataDir, 'sandbox'),
    now: () => clock.now(),
    redirectUris: ['oob'],
  });
  stops.push(() => xSandbox.close());
  Object.assign(process.env, {
    X_API_URL: xSandbox.url,
    X_AUTHORIZE_URL: `${xSandbox.url}/i/oauth2/authorize`,
    X_CLIENT_ID: xSandbox.clientId,
    X_CLIENT_SECRET: xSandbox.clientSecret,
    X_REDIRECT_URI: 'oob',
  });
  (info.sandboxes as Record<string, unknown>).x = xSandbox.info();

  // The Meta sandbox: Facebook Login (token in the redirect's fragment), fb_exchange_token, and the
  // Graph calls of the Facebook and Instagram channel (pages, Instagram accounts, posts).
  const metaSandbox = await startMetaSandbox({
    port: await free(),
    dataDir: join(dataDir, 'sandbox'),
    now: () => clock.now(),
    redirectUris: [`${appUrl}/integrations`],
  });
  stops.push(() => metaSandbox.close());
  Object.assign(process.env, {
    META_GRAPH_URL: `${metaSandbox.url}/v21.0`,
    META_DIALOG_URL: `${metaSandbox.url}/v21.0/dialog/oauth`,
    META_APP_ID: metaSandbox.appId,
    META_APP_SECRET: metaSandbox.appSecret,
  });
  (info.sandboxes as Record<string, unknown>).meta = metaSandbox.info();
  // The bot's egress pool: one forward proxy whose username picks the country; the sandbox geolocates
  // its outgoing address (issue #9). PROXY_POOL set by hand (a real pool) wins.
  const egress = await startEgressProxy();
  stops.push(egress.stop);
  // Handed to the bot along with the sandbox's checks (npm start); test suites keep a direct connection
  // (bot/src/identity.e2e.test.ts covers the proxied path).
  const ownPool = !process.env.PROXY_POOL || process.env.PROXY_POOL_FROM_RUNTIME === '1';
  if (ownPool && !opts.sandboxIdentityChecks) {
    delete process.env.PROXY_POOL;
    delete process.env.PROXY_POOL_FROM_RUNTIME;
  }
  if (ownPool && opts.sandboxIdentityChecks) {
    Object.assign(process.env, { PROXY_POOL: JSON.stringify(egress.pool), PROXY_POOL_FROM_RUNTIME: '1' });
  }
  (info.sandboxes as Record<string, unknown>).egressProxy = {
    url: egress.url,
    note: 'username country-<cc> goes out from that country as the LinkedIn sandbox sees it',
  };

  // The functions' ports are wired only now that the environment points at the stand-ins (local/src/deps.ts);
  // the runtime shares its own clock instance so /_local/clock moves it at once.
  process.env.CLOCK_FILE = join(dataDir, 'clock.json');
  // The realtime channel's sockets (the WebSocket server below registers them; functions push through it).
  const realtimeHub = localRealtimeHub();
  const deps = wireLocalDeps(clock, realtimeHub);
  // Stored rows older code wrote are brought up to date before anything reads them (as the deploy's
  // migrate trigger does in AWS); a start cut short runs them again.
  for (const m of await runMigrations(deps)) log(`  migration ${m.id}: ${m.rows} row(s) rewritten`);

  if (opts.seed !== false) await seedDemo(deps);
  await seedStripe(deps);
  // EventBridge Scheduler and the SQS → run-step trigger, locally (stopped before the stand-ins).
  const jobs = startLocalJobs(deps, { quiet: opts.quiet });
  stops.push(jobs.stop);
  info.demo = { email: DEMO_USER.email, password: DEMO_USER.password };

  if (opts.bot !== false) {
    const bot = startBotProcess({
      clockFile: join(dataDir, 'clock.json'),
      quiet: opts.quiet,
      logFile: join(dataDir, 'bot.log'),
    });
    if (bot) {
      // Stopped first (stops run in reverse): it reports its last action and releases its leases while
      // DynamoDB still runs, so the next start finds nothing left claimed.
      stops.push(bot.stop);
      info.bot = { pid: bot.pid };
    }
  }

  const app = new Hono();
  // The SPA computes "today" and its date ranges from the product clock, which may run ahead here.
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set(PRODUCT_NOW_HEADER, String(clock.now()));
  });
  const routeCount = mountRoutes(app);
  app.route(
    '/_local',
    localRoutes({
      clock,
      info,
      mailList,
      dnsZoneFile: join(dataDir, 'dns-zone.json'),
      parkBotWork: () => parkAllBotWork(deps),
      backlog: () => runtimeBacklog(deps, clock.movedAt),
    }),
  );
  // "Rehearse in the sandbox" (issue #9): a rehearsal of a campaign's sequence in a throw-away runtime.
  const rehearsals = rehearsalRoutes({ repoRoot });
  stops.push(rehearsals.stop);
  app.route('/_local/rehearsals', rehearsals.app);
  const webDir = resolve(opts.webDir ?? join(repoRoot, 'web/dist'));
  mountApiDocs(app, webDir);
  app.all('/api/*', (c) =>
    c.json(
      {
        error: 'Not Found',
        message: `Cannot ${c.req.method} ${new URL(c.req.url).pathname}`,
        statusCode: 404,
      },
      404,
    ),
  );
  // The SPA's deploy-time settings (the web stack writes the same file into the site bucket in AWS).
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ realtimeUrl: REALTIME_PATH });
  });
  mountWebApp(app, webDir);

  const server: ServerType = await new Promise((r) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => r(s));
  });
  // Realtime logout (issue #11): WebSocket upgrades of /api/v1/ws on the same port.
  const realtime = attachRealtimeServer(server as Server, realtimeHub);
  info.realtime = `${appUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`;
  info.routes = routeCount;
  log(`Outreach is running on ${appUrl}  (demo: ${DEMO_USER.email} / ${DEMO_USER.password})`);

  return {
    url: appUrl,
    info,
    clock,
    async stop() {
      await realtime.stop();
      await new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      });
      for (const s of stops.reverse()) await s().catch(() => {});
    },
  };
}

export type { StandIn };
