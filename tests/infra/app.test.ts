import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteSpec, routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, cdkContext } from '../../infra/lib/app.ts';
import { REALTIME_PUSH_AREAS } from '../../infra/lib/constructs/realtime-api.ts';
import { stubFunctionsDir, tempDir } from './support/fixtures.ts';
import {
  allStacks,
  functionsByName,
  gatewayBody,
  gatewayOperations,
  nagFindings,
  resourceCount,
  resourcesOf,
} from './support/stacks.ts';

const ENV_VARS = [
  'TABLE_NAME',
  'KMS_KEY_ID',
  'CHANNEL_KMS_KEY_ID',
  'STEPS_QUEUE_URL',
  'POSTS_QUEUE_URL',
  'STEPS_QUEUE_ARN',
  'POSTS_QUEUE_ARN',
  'SCHEDULER_GROUP',
  'SCHEDULER_ROLE_ARN',
  'SCHEDULER_DLQ_ARN',
  'BLOB_BUCKET',
  'BLOB_PUBLIC_URL',
  'MAIL_FROM',
  'APP_URL',
  'JWT_SECRET_ARN',
  'POWERTOOLS_SERVICE_NAME',
  'TRUST_VIEWER_ADDRESS',
  'NODE_OPTIONS',
];

// The real route table and the real handlers, bundled in one esbuild pass, with a built SPA present.
describe('the CDK app', () => {
  let built: ReturnType<typeof buildApp>;
  let stacks: ReturnType<typeof allStacks>;

  beforeAll(() => {
    const webDist = tempDir('web-dist');
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Outreach</title>');
    built = buildApp({ routes, bundleDir: join(tempDir('bundle'), 'lambda'), webDistDir: webDist });
    stacks = allStacks([built.data, built.mail, built.jobs, built.api, built.bot, built.web]);
    // Bundling every handler is real work: it gets the suite's own time limit, not the 10 s hook default.
  }, 300_000);

  it('keeps the single table’s keys, GSIs, TTL, PITR, on-demand billing and KMS key', () => {
    const t = Template.fromStack(built.data);
    const gsi = (n: number) => ({
      IndexName: `gsi${n}`,
      KeySchema: [
        { AttributeName: `gsi${n}pk`, KeyType: 'HASH' },
        { AttributeName: `gsi${n}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    t.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [gsi(1), gsi(2), gsi(3), gsi(4)],
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: Match.anyValue() },
    });
    t.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    t.hasOutput('*', { Export: { Name: Match.stringLikeRegexp('DataKey') } });
    t.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.anyValue() });
    t.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET', 'HEAD'] })] },
    });
  });

  it('has the steps and posts queues with DLQs, the Scheduler group and the role Scheduler assumes', () => {
    const t = Template.fromStack(built.jobs);
    // Steps, posts, their DLQs, and the DLQ of undeliverable schedules.
    t.resourceCountIs('AWS::SQS::Queue', 5);
    const redriven = Object.values(t.findResources('AWS::SQS::Queue')).filter(
      (q) => q.Properties?.RedrivePolicy,
    );
    expect(redriven.map((q) => q.Properties.RedrivePolicy.maxReceiveCount)).toEqual([5, 5]);
    t.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'outreach' });
    t.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      },
    });
  });

  it('has one Lambda per route, each pointing at its output in the one shared asset', () => {
    const fns = Object.values(resourcesOf(stacks, 'AWS::Lambda::Function')).filter((f) =>
      String(f.Properties.Handler).startsWith('http/'),
    );
    expect(fns).toHaveLength(Object.keys(routes).length);
    expect(fns.map((f) => f.Properties.Handler).sort()).toEqual(
      Object.values(routes)
        .map((r) => `http/${r.handler}.handler`)
        .sort(),
    );
    expect(new Set(fns.map((f) => JSON.stringify(f.Properties.Code.S3Key))).size).toBe(1);
    for (const f of fns) {
      expect(f.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      // Only the billing functions call Stripe, so only they know where its keys are.
      const billing = String(f.Properties.Handler).startsWith('http/billing/');
      // Likewise only the X area (and the jobs) know where the X app's client is.
      const x = String(f.Properties.Handler).startsWith('http/twitter/');
      // And only the Facebook area (and the jobs) where the Meta app's secret is.
      const meta = String(f.Properties.Handler).startsWith('http/facebook/');
      // The areas that end sessions push realtime logout through the WebSocket API's Management API.
      const pushes = REALTIME_PUSH_AREAS.some((a) => String(f.Properties.Handler).startsWith(`http/${a}/`));
      const base = pushes ? [...ENV_VARS, 'REALTIME_ENDPOINT'] : ENV_VARS;
      const expected = billing
        ? [...base, 'STRIPE_SECRET_ARN']
        : x
          ? [...base, 'X_SECRET_ARN', 'X_REDIRECT_URI']
          : meta
            ? [...base, 'META_SECRET_ARN']
            : base;
      expect(Object.keys(f.Properties.Environment.Variables).sort()).toEqual([...expected].sort());
      // Per-IP throttles read the viewer's address CloudFront forwards, not the edge's source IP.
      expect(f.Properties.Environment.Variables.TRUST_VIEWER_ADDRESS).toBe('1');
    }
  });

  it("routes the HTTP API exactly as the route table says, under /api/v1 or the route's own base", () => {
    const ops = gatewayOperations(gatewayBody(built.api));
    const keys = ops.map((o) => o.routeKey);
    // Each to a function of the synthesized stacks.
    const fns = functionsByName(stacks);
    for (const o of ops) expect(fns.has(o.functionName), o.routeKey).toBe(true);
    const expected = Object.keys(routes).map((k) => {
      const { method } = splitRouteKey(k);
      return `${method} ${routePath(k, routes[k as keyof typeof routes] as RouteSpec)}`;
    });
    expect(keys.sort()).toEqual(expected.sort());
  });

  it('puts each API area in its own nested stack with one role', () => {
    const areas = new Set(Object.values(routes).map((r) => r.handler.split('/')[0]));
    expect(built.api.areas.map((a) => a.node.id).sort()).toEqual(
      // Hyphenated areas (lead-sources) are PascalCased by the stack (AreaLeadSources).
      [...areas]
        .map((a) => `Area${a.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}`)
        .sort(),
    );
    for (const area of built.api.areas) Template.fromStack(area).resourceCountIs('AWS::IAM::Role', 1);
  });

  it('serves the SPA from a private bucket with a rewrite function, and /api/* from the HTTP API uncached', () => {
    const t = Template.fromStack(built.web);
    // The site bucket's, and the uploads bucket's for /blobs/* (public-blobs.test.ts).
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    t.resourceCountIs('AWS::CloudFront::Function', 2);
    t.resourceCountIs('Custom::CDKBucketDeployment', 1);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          // The API's OpenAPI document and docs page come from the bucket, ahead of the API behaviour.
          Match.objectLike({
            PathPattern: '/api/openapi.json',
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
          }),
          Match.objectLike({
            PathPattern: '/api/docs*',
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
          Match.objectLike({
            PathPattern: '/api/*',
            // Managed CachingDisabled and AllViewerExceptHostHeader policies.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
          Match.objectLike({ PathPattern: '/blobs/*', AllowedMethods: ['GET', 'HEAD'] }),
        ],
      }),
    });
  });

  it('defines the bot’s Fargate task (2 vCPU, 4 GB) from its image asset, and the SES identity', () => {
    const t = Template.fromStack(built.bot);
    t.hasResourceProperties('AWS::ECS::TaskDefinition', { Cpu: '2048', Memory: '4096' });
    // The image is a CDK asset (bootstrap repository), not a repository of our own.
    t.resourceCountIs('AWS::ECR::Repository', 0);
    t.resourceCountIs('AWS::EC2::NatGateway', 0);
    // A finished action schedules the next step, so the bot gets the Scheduler wiring and may pass its role.
    const env = t.findResources('AWS::ECS::TaskDefinition');
    const container = Object.values(env)[0].Properties.ContainerDefinitions[0];
    const names = container.Environment.map((e: { Name: string }) => e.Name);
    for (const n of [
      'TABLE_NAME',
      'KMS_KEY_ID',
      'STEPS_QUEUE_ARN',
      'SCHEDULER_GROUP',
      'SCHEDULER_ROLE_ARN',
      'LINKEDIN_BASE_URL',
    ]) {
      expect(names).toContain(n);
    }
    const policies = JSON.stringify(t.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('scheduler:CreateSchedule');
    expect(policies).toContain('iam:PassRole');
    Template.fromStack(built.mail).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'outreach.example.com',
    });
  });

  it('keeps Stripe’s keys in a Secrets Manager secret that only the billing functions’ role may read', () => {
    const secrets = Template.fromStack(built.data).findResources('AWS::SecretsManager::Secret');
    const stripe = Object.entries(secrets).filter(([id]) => id.startsWith('StripeSecret'));
    expect(stripe).toHaveLength(1);
    const [logicalId, secret] = stripe[0]!;
    // Created with empty keys (no key material in the template); the README has the operator put them.
    expect(JSON.parse(secret.Properties.SecretString)).toEqual({
      secretKey: '',
      publishableKey: '',
      webhookSecret: '',
    });
    expect(secret.Properties.KmsKeyId).toBeDefined();
    // The deploy prints where to put the keys.
    expect(Template.fromStack(built.data).findOutputs('StripeSecretArn')).not.toEqual({});
    // Exactly one statement in the app may read it: the billing area role's.
    const holders = stacks.filter((st) =>
      Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy')).some((p) =>
        p.Properties.PolicyDocument.Statement.some((x: { Sid?: string }) => x.Sid === 'StripeSecret'),
      ),
    );
    expect(holders.map((st) => st.node.id)).toEqual(['AreaBilling']);
    const statement = Object.values(Template.fromStack(holders[0]!).findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .find((x: { Sid?: string }) => x.Sid === 'StripeSecret');
    expect(statement.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(statement.Resource)).not.toContain('*');
    expect(logicalId).toMatch(/^StripeSecret/);
  });

  it('keeps the X app’s client in a Secrets Manager secret that only the X area and the jobs may read', () => {
    const secrets = Template.fromStack(built.data).findResources('AWS::SecretsManager::Secret');
    const x = Object.entries(secrets).filter(([id]) => id.startsWith('XSecret'));
    expect(x).toHaveLength(1);
    expect(JSON.parse(x[0]![1].Properties.SecretString)).toEqual({ clientId: '', clientSecret: '' });
    expect(Template.fromStack(built.data).findOutputs('XSecretArn')).not.toEqual({});
    const holders = stacks.filter((st) =>
      Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy')).some((p) =>
        p.Properties.PolicyDocument.Statement.some((s: { Sid?: string }) => s.Sid === 'XSecret'),
      ),
    );
    expect(holders.map((st) => st.node.id).sort()).toEqual(['AreaTwitter', 'outreach-jobs'].sort());
    for (const st of holders) {
      const statement = Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy'))
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        .find((s: { Sid?: string }) => s.Sid === 'XSecret');
      expect(statement.Action).toBe('secretsmanager:GetSecretValue');
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
    }
  });

  it('keeps the Meta app’s secret in a Secrets Manager secret that only the Facebook area and the jobs may read', () => {
    const secrets = Template.fromStack(built.data).findResources('AWS::SecretsManager::Secret');
    const meta = Object.entries(secrets).filter(([id]) => id.startsWith('MetaSecret'));
    expect(meta).toHaveLength(1);
    expect(JSON.parse(meta[0]![1].Properties.SecretString)).toEqual({ appId: '', appSecret: '' });
    expect(Template.fromStack(built.data).findOutputs('MetaSecretArn')).not.toEqual({});
    const holders = stacks.filter((st) =>
      Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy')).some((p) =>
        p.Properties.PolicyDocument.Statement.some((s: { Sid?: string }) => s.Sid === 'MetaSecret'),
      ),
    );
    expect(holders.map((st) => st.node.id).sort()).toEqual(['AreaFacebook', 'outreach-jobs'].sort());
    for (const st of holders) {
      const statement = Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy'))
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        .find((s: { Sid?: string }) => s.Sid === 'MetaSecret');
      expect(statement.Action).toBe('secretsmanager:GetSecretValue');
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
    }
  });

  it('keeps the bot’s proxy pool in a Secrets Manager secret that only the bot’s task role may read', () => {
    const secrets = Template.fromStack(built.data).findResources('AWS::SecretsManager::Secret');
    const pool = Object.entries(secrets).filter(([id]) => id.startsWith('ProxyPoolSecret'));
    expect(pool).toHaveLength(1);
    // Created empty (no pool: the bot connects directly) until the operator puts the proxies.
    expect(JSON.parse(pool[0]![1].Properties.SecretString)).toEqual({});
    expect(pool[0]![1].Properties.KmsKeyId).toBeDefined();
    expect(Template.fromStack(built.data).findOutputs('ProxyPoolSecretArn')).not.toEqual({});
    const holders = stacks.filter((st) =>
      Object.values(Template.fromStack(st).findResources('AWS::IAM::Policy')).some((p) =>
        p.Properties.PolicyDocument.Statement.some((x: { Sid?: string }) => x.Sid === 'ProxyPoolSecret'),
      ),
    );
    expect(holders).toEqual([built.bot]);
    const bot = Template.fromStack(built.bot);
    const statement = Object.values(bot.findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .find((x: { Sid?: string }) => x.Sid === 'ProxyPoolSecret');
    expect(statement.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(statement.Resource)).not.toContain('*');
    // The bot's container learns where the pool is.
    const [task] = Object.values(bot.findResources('AWS::ECS::TaskDefinition'));
    const env = task!.Properties.ContainerDefinitions[0].Environment as { Name: string }[];
    expect(env.map((e) => e.Name)).toContain('PROXY_POOL_SECRET_ARN');
  });

  it('keeps every stack and nested stack under 500 resources', () => {
    for (const s of stacks) expect(resourceCount(s), s.node.path).toBeLessThan(500);
  });

  it('passes cdk-nag’s AwsSolutions pack with every exception acknowledged', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});

describe('job functions', () => {
  it('wires functions/src/jobs/run-step.ts, when it exists, to the steps queue', () => {
    const fixture = { 'GET /ping': { handler: 'ops/ping' } };
    const built = buildApp({
      routes: fixture,
      functionsDir: stubFunctionsDir(fixture, ['run-step']),
      bundleDir: join(tempDir('bundle'), 'lambda'),
      webDistDir: join(tempDir('none'), 'missing'),
    });
    const t = Template.fromStack(built.jobs);
    t.hasResourceProperties('AWS::Lambda::Function', { Handler: 'jobs/run-step.handler' });
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(nagFindings(built.app)).toEqual([]);
  });

  it('gives the lead finder, and only it, the people directory named by -c peopleDirectoryUrl', () => {
    const fixture = {
      'GET /lead-finder/people': { handler: 'lead-finder/search-people' },
      'GET /ping': { handler: 'ops/ping' },
    };
    const withUrl = (context: Record<string, unknown>) =>
      buildApp({
        app: new App({ context: { ...cdkContext, ...context } }),
        routes: fixture,
        functionsDir: stubFunctionsDir(fixture),
        bundleDir: join(tempDir('bundle'), 'lambda'),
        webDistDir: join(tempDir('none'), 'missing'),
      });
    const envOf = (built: ReturnType<typeof buildApp>) =>
      Object.fromEntries(
        Object.values(resourcesOf(allStacks([built.api]), 'AWS::Lambda::Function'))
          .filter((f) => String(f.Properties.Handler).startsWith('http/'))
          .map((f) => [f.Properties.Handler, f.Properties.Environment.Variables]),
      );
    const env = envOf(withUrl({ peopleDirectoryUrl: 'https://people.example.com/v1' }));
    expect(env['http/lead-finder/search-people.handler'].PEOPLE_DIRECTORY_URL).toBe(
      'https://people.example.com/v1',
    );
    expect(env['http/ops/ping.handler'].PEOPLE_DIRECTORY_URL).toBeUndefined();
    // Without it, nothing is set and the lead finder answers 503 (SPEC-CHOICES, lead finder).
    expect(envOf(withUrl({}))['http/lead-finder/search-people.handler'].PEOPLE_DIRECTORY_URL).toBeUndefined();
  });

  it('refuses to synthesise when a route has no handler file', () => {
    const dir = stubFunctionsDir({});
    mkdirSync(join(dir, 'http'), { recursive: true });
    expect(() =>
      buildApp({
        routes: { 'GET /nowhere': { handler: 'ops/nowhere' } },
        functionsDir: dir,
        bundleDir: join(tempDir('bundle'), 'lambda'),
      }),
    ).toThrow(/ops\/nowhere/);
  });
});
