import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import type { ContainerImage } from 'aws-cdk-lib/aws-ecs';
import { type Bundle, bundleFunctions, type RouteTable, repoRoot } from './bundle.ts';
import { AwsSolutionsChecks } from './nag.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { BotStack } from './stacks/bot-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { MailStack } from './stacks/mail-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

/** cdk.json's context (feature flags, defaults), so tests build the app exactly as `cdk synth` does. */
export const cdkContext: Record<string, unknown> = JSON.parse(
  readFileSync(join(repoRoot, 'cdk.json'), 'utf8'),
).context;

export interface BuildAppOptions {
  app?: App;
  routes: RouteTable;
  /** `functions/src`; tests may point at a fixture tree. */
  functionsDir?: string;
  /** Where the one-pass bundle is written. */
  bundleDir?: string;
  /** Prebuilt bundle (tests): skips esbuild. */
  bundle?: Bundle;
  webDistDir?: string;
  /** Tests: a bot image that needs no Docker context (the app itself always builds `bot/`). */
  botImage?: ContainerImage;
}

/** A list from context: a JSON array in cdk.json, or `-c customDomains=a.example.com,b.example.com`. */
function listContext(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((d) => String(d).trim()).filter(Boolean);
}

/** Builds every stack of the app; `infra/bin/app.ts` and the infra tests both call this. */
export function buildApp(options: BuildAppOptions) {
  const app = options.app ?? new App({ context: cdkContext });
  const ctx = (key: string): string | undefined => app.node.tryGetContext(key);
  const num = (key: string): number | undefined => (ctx(key) === undefined ? undefined : Number(ctx(key)));
  const appName = ctx('name') ?? 'outreach';
  const domain = ctx('domain') ?? 'outreach.example.com';
  const appUrl = ctx('appUrl') ?? `https://app.${domain}`;
  // Unresolved (environment-agnostic) when neither context nor CLI credentials say otherwise: synth stays offline.
  const account = ctx('account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  const region = ctx('region') ?? process.env.CDK_DEFAULT_REGION;
  const env: Environment | undefined = account || region ? { account, region } : undefined;

  const bundle =
    options.bundle ??
    bundleFunctions({
      sourceDir: options.functionsDir ?? join(repoRoot, 'functions', 'src'),
      outDir: options.bundleDir ?? join(repoRoot, 'infra', '.build', 'lambda'),
      routes: options.routes,
    });

  const name = (s: string) => `${appName}-${s}`;
  const data = new DataStack(app, name('data'), { env, appName, webOrigins: [appUrl] });
  const mail = new MailStack(app, name('mail'), { env, domain });
  const base = {
    table: data.table,
    key: data.key,
    secretsKey: data.secretsKey,
    channelKey: data.channelKey,
    uploadsBucketName: data.uploadsBucketName,
    jwtSecret: data.jwtSecret,
    stripeSecret: data.stripeSecret,
    xSecret: data.xSecret,
    intercomSecret: data.intercomSecret,
    metaSecret: data.metaSecret,
    proxyPoolSecret: data.proxyPoolSecret,
    mailIdentity: mail.identity,
    mailFrom: mail.mailFrom,
    appUrl,
  };
  const jobs = new JobsStack(app, name('jobs'), {
    env,
    appName,
    resources: base,
    codeDir: bundle.outDir,
    jobs: bundle.jobs,
    alarmEmail: ctx('alarmEmail'),
  });
  const resources = {
    ...base,
    stepsQueue: jobs.stepsQueue,
    postsQueue: jobs.postsQueue,
    scheduleGroupName: appName,
    schedulerRole: jobs.schedulerRole,
    schedulesDlq: jobs.schedulesDlq,
  };
  const api = new ApiStack(app, name('api'), {
    env,
    appName,
    routes: options.routes,
    apiDomainName: ctx('apiDomain') ?? `api.${domain}`,
    apiCertificateArn: ctx('apiCertificateArn'),
    peopleDirectoryUrl: ctx('peopleDirectoryUrl'),
    codeDir: bundle.outDir,
    resources,
  });
  const bot = new BotStack(app, name('bot'), {
    env,
    appName,
    resources,
    linkedinBaseUrl: app.node.tryGetContext('linkedinBaseUrl'),
    codeDir: bundle.outDir,
    jobs: bundle.jobs,
    alarmTopic: jobs.alarmTopic,
    accountsPerWorker: num('botAccountsPerWorker'),
    minWorkers: num('botMinWorkers'),
    maxWorkers: num('botMaxWorkers'),
    image: options.botImage,
  });
  const web = new WebStack(app, name('web'), {
    env,
    apiDomain: api.apiDomain,
    originSecretName: api.originSecretName,
    originSecretRotation: ctx('originSecretRotation'),
    uploadsBucketName: data.uploadsBucketName,
    logs: data.logs,
    webDistDir: options.webDistDir ?? join(repoRoot, 'web', 'dist'),
    realtimeUrl: api.realtime.url,
    customDomains: listContext(ctx('customDomains')),
    certificateArn: ctx('certificateArn'),
  });

  Tags.of(app).add('app', appName);
  // cdk-nag 3 is a policy-validation plugin: an unacknowledged finding fails `cdk synth`.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, bundle, data, mail, jobs, api, bot, web };
}
