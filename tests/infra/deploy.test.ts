import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOT_METRICS } from '@outreach/functions/domain/bot/bot-metrics';
import { routes } from '@outreach/shared/routes';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { repoRoot } from '../../infra/lib/bundle.ts';
import { BOT_SCALER_JOB, HEARTBEAT_FILE } from '../../infra/lib/stacks/bot-stack.ts';
import { MIGRATE_JOB } from '../../infra/lib/stacks/jobs-stack.ts';
import { placeholderBundle, tempDir } from './support/fixtures.ts';
import { allStacks, gatewayBody, gatewayOperations, nagFindings, resourcesOf } from './support/stacks.ts';

type Statement = {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Condition?: Record<string, unknown>;
};
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
/** Every statement of every IAM policy in a template, as resolved JSON. */
function statements(t: Template): Statement[] {
  return Object.values(t.findResources('AWS::IAM::Policy')).flatMap(
    (p) => p.Properties.PolicyDocument.Statement as Statement[],
  );
}
const INLINE = "(function(){document.head.dataset.preload='1'})()";
const refersTo = (s: unknown, logicalIdPrefix: string) => JSON.stringify(s).includes(logicalIdPrefix);

function dirSize(dir: string): { bytes: number; files: string[] } {
  let bytes = 0;
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else {
        bytes += st.size;
        files.push(p.slice(dir.length + 1));
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

// The real route table with a placeholder bundle (no esbuild) and the real bot image asset (staged, never built).
describe('a deploy that runs, and a hardened edge', () => {
  let built: ReturnType<typeof buildApp>;
  let outdir: string;

  beforeAll(() => {
    const webDist = tempDir('web-dist-deploy');
    // A built index.html with an inline script, as the route-preload plugin writes one.
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><title>Outreach</title><script>${INLINE}</script><script type="module" src="/assets/index.js"></script>`,
    );
    built = buildApp({
      routes,
      bundle: placeholderBundle(['run-step', BOT_SCALER_JOB, MIGRATE_JOB]),
      webDistDir: webDist,
    });
    outdir = built.app.synth().directory;
  }, 300_000);

  it('runs the data migrations at deploy, and lets only their role scan the table', () => {
    const jobs = Template.fromStack(built.jobs);
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      Handler: `jobs/${MIGRATE_JOB}.handler`,
      Timeout: 900,
    });
    // The CDK trigger: a custom resource that invokes the function once its code is deployed.
    expect(Object.keys(jobs.findResources('Custom::Trigger'))).toHaveLength(1);
    const every = allStacks([built.api, built.jobs, built.bot, built.data]).flatMap((st) =>
      statements(Template.fromStack(st)),
    );
    const scans = every.filter((st) =>
      actionsOf(st).some((a) => a === 'dynamodb:Scan' || a === 'dynamodb:*'),
    );
    expect(scans.map((st) => st.Sid)).toEqual(['Backfill']);
  });

  it('expires uploads under uploads/ after a day and aborts incomplete multipart uploads', () => {
    Template.fromStack(built.data).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    });
  });

  it('lets only the bot decrypt LinkedIn secrets, and only for LinkedIn purposes', () => {
    const data = Template.fromStack(built.data);
    const keys = data.findResources('AWS::KMS::Key');
    const secretsKeyId = Object.keys(keys).find((k) => k.startsWith('SecretsKey'))!;
    // The key itself denies decryption to every principal but the bot's (named) task role.
    const keyStatements = keys[secretsKeyId].Properties.KeyPolicy.Statement as Statement[];
    const deny = keyStatements.find((s) => s.Effect === 'Deny');
    expect(deny && actionsOf(deny)).toEqual(['kms:Decrypt', 'kms:ReEncryptFrom']);
    expect(JSON.stringify(deny?.Condition)).toContain('role/outreach-bot-task');
    Template.fromStack(built.bot).hasResourceProperties('AWS::IAM::Role', { RoleName: 'outreach-bot-task' });

    // The bot: Decrypt on the Secrets key with a purpose condition.
    const bot = statements(Template.fromStack(built.bot)).filter(
      (s) => actionsOf(s).includes('kms:Decrypt') && refersTo(s, 'SecretsKey'),
    );
    expect(bot).toHaveLength(1);
    expect(bot[0].Condition).toEqual({ StringLike: { 'kms:EncryptionContext:purpose': 'linkedin-*' } });

    // API areas and jobs: data keys for a named purpose, never Decrypt on the Secrets key.
    const backend = allStacks([built.api, built.jobs]).flatMap((s) => statements(Template.fromStack(s)));
    const onSecretsKey = backend.filter((s) => refersTo(s, 'SecretsKey'));
    expect(onSecretsKey.length).toBeGreaterThan(0);
    for (const s of onSecretsKey) {
      expect(actionsOf(s)).toEqual(['kms:GenerateDataKey']);
      expect(s.Condition).toEqual({ Null: { 'kms:EncryptionContext:purpose': 'false' } });
    }
    // The channel key (mailbox logins, webhook secrets, X tokens): API and jobs read back only those
    // purposes, and nothing of LinkedIn's is under it.
    const onChannelKey = backend.filter((s) => refersTo(s, 'ChannelKey'));
    expect(onChannelKey.length).toBeGreaterThan(0);
    for (const s of onChannelKey) {
      expect(actionsOf(s)).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
      expect(s.Condition).toEqual({
        StringLike: {
          'kms:EncryptionContext:purpose': ['mailbox-*', 'webhook-*', 'x-*', 'whitelabel-*', 'meta-*'],
        },
      });
      expect(JSON.stringify(s.Condition)).not.toMatch(/linkedin|"\*"/i);
    }
    expect(statements(Template.fromStack(built.bot)).filter((s) => refersTo(s, 'ChannelKey'))).toEqual([]);
    // The table's key only through DynamoDB and Secrets Manager.
    const dataKey = [...backend, ...statements(Template.fromStack(built.bot))].filter(
      (s) => s.Sid === 'DataKey',
    );
    expect(dataKey.length).toBeGreaterThan(0);
    for (const s of dataKey) {
      expect(JSON.stringify(s.Condition)).toContain('kms:ViaService');
    }
  });

  it('adds HSTS, a CSP the SPA runs under, nosniff and no framing to every CloudFront response', () => {
    const t = Template.fromStack(built.web);
    const policies = t.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(Object.keys(policies)).toHaveLength(1);
    const [policyId] = Object.keys(policies);
    const sec = policies[policyId].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(sec.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, Override: true });
    expect(sec.ContentTypeOptions).toEqual({ Override: true });
    expect(sec.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    const csp = JSON.stringify(Stack.of(built.web).resolve(sec.ContentSecurityPolicy.ContentSecurityPolicy));
    for (const d of ["script-src 'self'", "style-src 'self' 'unsafe-inline'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(d);
    }
    // Presigned uploads go straight to the uploads bucket; the card form talks to Stripe.
    expect(csp).toMatch(/connect-src 'self' https:\/\/outreach-uploads-[^;]* https:\/\/api\.stripe\.com/);
    expect(csp).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://intercom-sheets.com',
    );
    // The help chat (Intercom's Messenger) talks to Intercom over HTTPS and WebSocket.
    expect(csp).toContain('wss://*.intercom.io');

    const config = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties
      .DistributionConfig;
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('allows exactly the built index.html’s inline scripts, by hash', () => {
    const sec = Object.values(
      Template.fromStack(built.web).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    )[0].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(Stack.of(built.web).resolve(sec.ContentSecurityPolicy.ContentSecurityPolicy));
    const hash = createHash('sha256').update(INLINE, 'utf8').digest('base64');
    expect(csp).toContain(
      `script-src 'self' https://js.stripe.com 'sha256-${hash}' https://widget.intercom.io https://js.intercomcdn.com;`,
    );
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('admits to the API only requests carrying CloudFront’s origin secret', () => {
    const web = Object.values(Template.fromStack(built.web).findResources('AWS::CloudFront::Distribution'))[0]
      .Properties.DistributionConfig;
    const apiOrigin = web.Origins.find((o: { OriginCustomHeaders?: unknown }) => o.OriginCustomHeaders);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: '{{resolve:secretsmanager:outreach/api-origin:SecretString:::}}',
      },
    ]);
    const api = Template.fromStack(built.api);
    api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'outreach/api-origin' });
    // The authorizer is part of the API's imported definition, named by every operation.
    const body = gatewayBody(built.api);
    const schemes = Object.entries(body.components.securitySchemes) as [string, Record<string, any>][];
    expect(schemes).toHaveLength(1);
    const [name, scheme] = schemes[0]!;
    expect(scheme['x-amazon-apigateway-authorizer']).toMatchObject({
      type: 'request',
      identitySource: '$request.header.x-origin-verify',
      authorizerPayloadFormatVersion: '2.0',
      enableSimpleResponses: true,
      authorizerResultTtlInSeconds: 300,
    });
    api.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'apigateway.amazonaws.com' });
    const ops = gatewayOperations(body);
    expect(ops).toHaveLength(Object.keys(routes).length);
    for (const o of ops) expect(o.operation.security, o.routeKey).toEqual([{ [name]: [] }]);
    // Each route's function may be invoked by API Gateway for that route only.
    const perms = Object.values(resourcesOf(allStacks([built.api]), 'AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    // …plus the origin authorizer, and the realtime WebSocket API's $connect and $disconnect functions.
    expect(perms).toHaveLength(Object.keys(routes).length + 1 + 2);
  });

  it('disables the default execute-api endpoint: CloudFront reaches the API on its custom domain', () => {
    const api = Template.fromStack(built.api);
    expect(gatewayBody(built.api).servers[0]['x-amazon-apigateway-endpoint-configuration']).toEqual({
      disableExecuteApiEndpoint: true,
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.outreach.example.com',
      DomainNameConfigurations: [Match.objectLike({ SecurityPolicy: 'TLS_1_2' })],
    });
    api.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'api.outreach.example.com',
      ValidationMethod: 'DNS',
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', { Stage: '$default' });
    api.hasOutput('ApiDomainTarget', { Value: Match.anyValue() });
    const web = Object.values(Template.fromStack(built.web).findResources('AWS::CloudFront::Distribution'))[0]
      .Properties.DistributionConfig;
    const apiOrigin = web.Origins.find((o: { OriginCustomHeaders?: unknown }) => o.OriginCustomHeaders);
    expect(apiOrigin.DomainName).toBe('api.outreach.example.com');
    expect(JSON.stringify(web)).not.toContain('execute-api');
  });

  it('runs the bot as a Fargate service: on-demand base, Spot beyond, replaced when its heartbeat stops', () => {
    const t = Template.fromStack(built.bot);
    t.hasResourceProperties('AWS::ECS::Service', {
      CapacityProviderStrategy: [
        { CapacityProvider: 'FARGATE', Base: 1, Weight: 0 },
        { CapacityProvider: 'FARGATE_SPOT', Weight: 1 },
      ],
      DeploymentConfiguration: Match.objectLike({
        DeploymentCircuitBreaker: { Enable: true, Rollback: true },
      }),
    });
    t.hasResourceProperties('AWS::ECS::ClusterCapacityProviderAssociations', {
      CapacityProviders: Match.arrayWith(['FARGATE', 'FARGATE_SPOT']),
    });
    const task = Object.values(t.findResources('AWS::ECS::TaskDefinition'))[0].Properties;
    expect(task.RuntimePlatform.CpuArchitecture).toBe('X86_64');
    const container = task.ContainerDefinitions[0];
    expect(container.HealthCheck.Command.join(' ')).toContain(HEARTBEAT_FILE);
    const env = Object.fromEntries(
      container.Environment.map((e: { Name: string; Value: unknown }) => [e.Name, e.Value]),
    );
    expect(env).toMatchObject({ BOT_HEARTBEAT_FILE: HEARTBEAT_FILE, BOT_CONCURRENCY: '4' });
  });

  it('scales workers on the accounts-with-work metric the scaler job publishes', () => {
    const t = Template.fromStack(built.bot);
    t.hasResourceProperties('AWS::ApplicationAutoScaling::ScalableTarget', {
      MinCapacity: 1,
      MaxCapacity: 20,
      ScalableDimension: 'ecs:service:DesiredCount',
    });
    const policy = Object.values(t.findResources('AWS::ApplicationAutoScaling::ScalingPolicy'))[0].Properties;
    expect(policy.PolicyType).toBe('TargetTrackingScaling');
    const cfg = policy.TargetTrackingScalingPolicyConfiguration;
    expect(cfg.TargetValue).toBe(4);
    const accounts = cfg.CustomizedMetricSpecification.Metrics.find(
      (m: { Id: string }) => m.Id === 'accounts',
    );
    expect(accounts.MetricStat.Metric).toEqual({
      Namespace: BOT_METRICS.namespace,
      MetricName: BOT_METRICS.accountsWithWork,
      Dimensions: [{ Name: 'service', Value: BOT_METRICS.service }],
    });
    // The job exists in functions/src/jobs and runs every minute.
    expect(existsSync(join(repoRoot, 'functions', 'src', 'jobs', `${BOT_SCALER_JOB}.ts`))).toBe(true);
    t.hasResourceProperties('AWS::Lambda::Function', { Handler: `jobs/${BOT_SCALER_JOB}.handler` });
    t.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
  });

  it('alarms into one SNS topic on DLQs, Scheduler delivery failures and actions stuck in running', () => {
    const jobs = Template.fromStack(built.jobs);
    jobs.resourceCountIs('AWS::SNS::Topic', 1);
    const alarms = Object.values(resourcesOf([built.jobs, built.bot], 'AWS::CloudWatch::Alarm')).map(
      (a) => a.Properties,
    );
    const names = alarms.map((a) => `${a.Namespace}/${a.MetricName}`);
    expect(names.filter((n) => n === 'AWS/SQS/ApproximateNumberOfMessagesVisible')).toHaveLength(3);
    expect(names).toEqual(
      expect.arrayContaining([
        'AWS/Scheduler/TargetErrorCount',
        'AWS/Scheduler/InvocationDroppedCount',
        `${BOT_METRICS.namespace}/${BOT_METRICS.stuckRunning}`,
      ]),
    );
    for (const a of alarms) expect(a.AlarmActions).toHaveLength(1);
    // Undeliverable schedules have a DLQ the Scheduler role may send to.
    expect(JSON.stringify(statements(jobs))).toContain('SchedulesDlq');
  });

  it('stages the bot image from bot/Dockerfile with a small context and never builds it at synth', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'outreach-bot.assets.json'), 'utf8'));
    const images = Object.values(manifest.dockerImages) as {
      source: { directory: string; dockerFile: string; platform: string };
    }[];
    expect(images).toHaveLength(1);
    expect(images[0].source).toMatchObject({ dockerFile: 'bot/Dockerfile', platform: 'linux/amd64' });
    const { bytes, files } = dirSize(join(outdir, images[0].source.directory));
    expect(files).toContain('bot/Dockerfile');
    expect(files).toContain('package-lock.json');
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
    expect(files.some((f) => f.startsWith('web/') || f.startsWith('local/'))).toBe(false);
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });

  it('stays clean under cdk-nag', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
