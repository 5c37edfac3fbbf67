import { BOT_METRICS } from '@outreach/functions/domain/bot/bot-metrics';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as appscaling from 'aws-cdk-lib/aws-applicationautoscaling';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { repoRoot } from '../bundle.ts';
import {
  type AppResources,
  botTaskRoleName,
  dataStatements,
  scheduleStatements,
  schedulesArn,
  secretsBotStatement,
  TABLE_INDEXES,
} from '../constructs/app-access.ts';
import { AppFunction } from '../constructs/app-function.ts';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';

/** The scaler job; the bot stack wires it when `functions/src/jobs/publish-bot-metrics.ts` exists. */
export const BOT_SCALER_JOB = 'publish-bot-metrics';

/** Where the bot writes its heartbeat and how old it may get before ECS replaces the task. */
export const HEARTBEAT_FILE = '/tmp/bot-heartbeat';
export const HEARTBEAT_MAX_AGE_MINUTES = 15;

/**
 * What the Docker build context keeps of the repository (`bot/Dockerfile` copies exactly this). Staging
 * copies only these files into cdk.out, so synth stays fast and the asset hash changes only with them.
 */
export const BOT_IMAGE_EXCLUDE = [
  '*',
  '!package.json',
  '!package-lock.json',
  '!tsconfig.base.json',
  '!shared',
  '!functions',
  '!bot',
  '**/node_modules',
  '**/*.test.ts',
  '**/*.test.tsx',
  'bot/bench',
  'shared/spec',
];

export interface BotStackProps extends StackProps {
  appName: string;
  resources: Pick<
    AppResources,
    | 'table'
    | 'key'
    | 'secretsKey'
    | 'stepsQueue'
    | 'postsQueue'
    | 'scheduleGroupName'
    | 'schedulerRole'
    | 'schedulesDlq'
    | 'proxyPoolSecret'
  >;
  /** LinkedIn's origin for the bot (context `linkedinBaseUrl`); the real site by default. */
  linkedinBaseUrl?: string;
  /** The shared Lambda bundle and the jobs it holds (for the scaler job). */
  codeDir: string;
  jobs: string[];
  alarmTopic: sns.ITopic;
  /** K: account leases one worker holds at once (BOT_CONCURRENCY). Context `botAccountsPerWorker`. */
  accountsPerWorker?: number;
  /** Fleet bounds (context `botMinWorkers`, `botMaxWorkers`). */
  minWorkers?: number;
  maxWorkers?: number;
  /** Test seam: an image that needs no Docker context (the real app always builds `bot/`). */
  image?: ecs.ContainerImage;
}

/**
 * The headless-Chromium bot on Fargate: an ECS service whose worker count follows the LinkedIn accounts
 * that have bot work, at `accountsPerWorker` leases per worker. Public subnets only and a public IP per
 * task: no NAT gateway to pay for, and tasks accept no inbound traffic (egress-only security group).
 *
 * - Capacity: the first task on FARGATE (a worker survives Spot reclaims), every further one on
 *   FARGATE_SPOT. Fargate Spot has no ARM64, hence an x86_64 task.
 * - Scaling: a scheduled job (`publish-bot-metrics`) publishes AccountsWithBotWork every minute; target
 *   tracking keeps AccountsWithBotWork / RunningTaskCount at K, i.e. ceil(accounts / K) workers.
 * - Health: the bot touches HEARTBEAT_FILE after every successful poll and every action; a container
 *   health check fails when it is older than HEARTBEAT_MAX_AGE_MINUTES and ECS replaces the task.
 * - Image: built from `bot/Dockerfile` as a CDK image asset at deploy time (Docker is needed only to
 *   deploy; synth only stages the context).
 */
export class BotStack extends Stack {
  readonly vpc: ec2.Vpc;
  readonly cluster: ecs.Cluster;
  readonly taskDefinition: ecs.FargateTaskDefinition;
  readonly service: ecs.FargateService;
  readonly securityGroup: ec2.SecurityGroup;
  readonly scaler?: lambda.Function;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: BotStackProps) {
    super(scope, id, props);
    const {
      table,
      key,
      secretsKey,
      stepsQueue,
      postsQueue,
      scheduleGroupName,
      schedulerRole,
      schedulesDlq,
      proxyPoolSecret,
    } = props.resources;
    const perWorker = props.accountsPerWorker ?? 4;
    const minWorkers = props.minWorkers ?? 1;
    const maxWorkers = props.maxWorkers ?? 20;

    this.vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'public', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 24 }],
    });
    const flowLogs = new logs.LogGroup(this, 'FlowLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.vpc.addFlowLog('FlowLog', { destination: ec2.FlowLogDestination.toCloudWatchLogs(flowLogs) });

    this.securityGroup = new ec2.SecurityGroup(this, 'TaskSecurityGroup', {
      vpc: this.vpc,
      description: 'Bot tasks: outbound only',
      allowAllOutbound: true,
    });

    this.cluster = new ecs.Cluster(this, 'Cluster', {
      vpc: this.vpc,
      containerInsightsV2: ecs.ContainerInsights.ENABLED,
      enableFargateCapacityProviders: true,
    });

    // Named, so the Secrets key's policy (data stack) can allow exactly this role to decrypt.
    const taskRole = new iam.Role(this, 'TaskRole', {
      roleName: botTaskRoleName(props.appName),
      description: 'The cloud bot: table, bot queues, schedules, and decryption of LinkedIn secrets',
      assumedBy: new iam.ServicePrincipal('ecs-tasks.amazonaws.com'),
    });
    this.taskDefinition = new ecs.FargateTaskDefinition(this, 'TaskDefinition', {
      cpu: 2048,
      memoryLimitMiB: 4096,
      taskRole,
      runtimePlatform: {
        cpuArchitecture: ecs.CpuArchitecture.X86_64,
        operatingSystemFamily: ecs.OperatingSystemFamily.LINUX,
      },
    });
    const botLogs = new logs.LogGroup(this, 'BotLogs', {
      logGroupName: `/${props.appName}/bot`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const image =
      props.image ??
      ecs.ContainerImage.fromAsset(repoRoot, {
        file: 'bot/Dockerfile',
        platform: Platform.LINUX_AMD64,
        exclude: BOT_IMAGE_EXCLUDE,
      });
    this.taskDefinition.addContainer('bot', {
      image,
      logging: ecs.LogDrivers.awsLogs({ logGroup: botLogs, streamPrefix: 'bot' }),
      // A worker that stops polling or acting (hung browser, lost credentials) stops touching the file.
      healthCheck: {
        command: [
          'CMD-SHELL',
          `test -n "$(find ${HEARTBEAT_FILE} -mmin -${HEARTBEAT_MAX_AGE_MINUTES} 2>/dev/null)"`,
        ],
        interval: Duration.seconds(60),
        timeout: Duration.seconds(10),
        retries: 3,
        startPeriod: Duration.seconds(300),
      },
      // ECS waits this long after SIGTERM (the bot finishes its current action, see bot/src/main.ts).
      stopTimeout: Duration.seconds(30),
      environment: {
        TABLE_NAME: table.tableName,
        KMS_KEY_ID: secretsKey.keyArn,
        STEPS_QUEUE_URL: stepsQueue.queueUrl,
        POSTS_QUEUE_URL: postsQueue.queueUrl,
        // A finished action schedules the lead's next step: the bot needs the Scheduler wiring too.
        STEPS_QUEUE_ARN: stepsQueue.queueArn,
        POSTS_QUEUE_ARN: postsQueue.queueArn,
        SCHEDULER_GROUP: scheduleGroupName,
        SCHEDULER_ROLE_ARN: schedulerRole.roleArn,
        SCHEDULER_DLQ_ARN: schedulesDlq.queueArn,
        LINKEDIN_BASE_URL: props.linkedinBaseUrl ?? 'https://www.linkedin.com',
        // Each LinkedIn account goes out through one sticky proxy of its country (bot/src/deps.ts).
        PROXY_POOL_SECRET_ARN: proxyPoolSecret.secretArn,
        BOT_CONCURRENCY: String(perWorker),
        BOT_HEARTBEAT_FILE: HEARTBEAT_FILE,
        POWERTOOLS_SERVICE_NAME: `${props.appName}-bot`,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    for (const s of dataStatements({ table, key })) taskRole.addToPrincipalPolicy(s);
    taskRole.addToPrincipalPolicy(secretsBotStatement({ secretsKey }));
    // Only the bot reads the proxy pool (the secret is under the data key, which dataStatements lets
    // the role use through Secrets Manager).
    taskRole.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ProxyPoolSecret',
        actions: ['secretsmanager:GetSecretValue'],
        resources: [proxyPoolSecret.secretArn],
      }),
    );
    for (const s of scheduleStatements(this, { scheduleGroupName, schedulerRole }))
      taskRole.addToPrincipalPolicy(s);
    acknowledgeWildcards(
      taskRole,
      [schedulesArn(this, scheduleGroupName)],
      'Schedules of our own group: IAM has no narrower form for schedules created at run time.',
    );
    taskRole.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'Queues',
        actions: [
          'sqs:SendMessage',
          'sqs:ReceiveMessage',
          'sqs:DeleteMessage',
          'sqs:ChangeMessageVisibility',
          'sqs:GetQueueAttributes',
          'sqs:GetQueueUrl',
        ],
        resources: [stepsQueue.queueArn, postsQueue.queueArn],
      }),
    );

    acknowledge(this.taskDefinition, {
      id: 'AwsSolutions-ECS2',
      reason: 'Only resource names and URLs are passed as environment variables; no secret values.',
    });
    acknowledge(this.taskDefinition.obtainExecutionRole(), {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'ecr:GetAuthorizationToken, granted by CDK to pull the image, has no resource-level form.',
    });

    this.service = new ecs.FargateService(this, 'Service', {
      cluster: this.cluster,
      taskDefinition: this.taskDefinition,
      assignPublicIp: true,
      vpcSubnets: { subnetType: ec2.SubnetType.PUBLIC },
      securityGroups: [this.securityGroup],
      capacityProviderStrategies: [
        { capacityProvider: 'FARGATE', base: 1, weight: 0 },
        { capacityProvider: 'FARGATE_SPOT', weight: 1 },
      ],
      // A deploy whose new tasks never become healthy rolls back instead of leaving no bot.
      circuitBreaker: { rollback: true },
      minHealthyPercent: 100,
    });

    // Accounts with work per running worker, held at K: capacity converges on ceil(accounts / K).
    const scalable = this.service.autoScaleTaskCount({ minCapacity: minWorkers, maxCapacity: maxWorkers });
    const target = scalable.node.findChild('Target') as appscaling.ScalableTarget;
    new appscaling.CfnScalingPolicy(this, 'WorkersFollowAccounts', {
      policyName: `${props.appName}-bot-accounts-per-worker`,
      policyType: 'TargetTrackingScaling',
      scalingTargetId: target.scalableTargetId,
      targetTrackingScalingPolicyConfiguration: {
        targetValue: perWorker,
        scaleOutCooldown: 60,
        // Scale in slowly: a stopping worker gives up its leases and their accounts wait for the next poll.
        scaleInCooldown: 600,
        customizedMetricSpecification: {
          metrics: [
            {
              id: 'accounts',
              returnData: false,
              metricStat: {
                metric: {
                  namespace: BOT_METRICS.namespace,
                  metricName: BOT_METRICS.accountsWithWork,
                  dimensions: [{ name: 'service', value: BOT_METRICS.service }],
                },
                stat: 'Maximum',
              },
            },
            {
              id: 'workers',
              returnData: false,
              metricStat: {
                metric: {
                  namespace: 'ECS/ContainerInsights',
                  metricName: 'RunningTaskCount',
                  dimensions: [
                    { name: 'ClusterName', value: this.cluster.clusterName },
                    { name: 'ServiceName', value: this.service.serviceName },
                  ],
                },
                stat: 'Average',
              },
            },
            {
              id: 'perWorker',
              label: 'Accounts with bot work per running worker',
              expression: 'accounts / IF(workers < 1, 1, workers)',
              returnData: true,
            },
          ],
        },
      },
    });

    if (props.jobs.includes(BOT_SCALER_JOB)) this.scaler = this.scalerJob(props, maxWorkers * perWorker);

    // Actions stuck in running for 15 minutes: workers died or hang and none takes them over.
    const stuck = new cloudwatch.Alarm(this, 'ActionsStuckRunningAlarm', {
      metric: new cloudwatch.Metric({
        namespace: BOT_METRICS.namespace,
        metricName: BOT_METRICS.stuckRunning,
        dimensionsMap: { service: BOT_METRICS.service },
        statistic: 'min',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription:
        'Bot actions stuck in running for 15 minutes: check the bot service’s tasks and logs.',
    });
    stuck.addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
    this.alarms.push(stuck);
  }

  /** The every-minute job that publishes the scaling signal and the stuck-actions count. */
  private scalerJob(props: BotStackProps, maxAccounts: number): lambda.Function {
    const { table, key, secretsKey } = props.resources;
    const logGroupName = `/${props.appName}/jobs/${BOT_SCALER_JOB}`;
    const role = new iam.Role(this, 'ScalerRole', {
      description: 'Bot scaler job: reads the bot-action status index, writes its logs (and EMF metrics)',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    const { fn, logGroup } = new AppFunction(this, 'Scaler', {
      code: lambda.Code.fromAsset(props.codeDir),
      handler: `jobs/${BOT_SCALER_JOB}.handler`,
      role,
      logGroupName,
      memorySize: 512,
      timeout: Duration.seconds(50),
      environment: {
        TABLE_NAME: table.tableName,
        KMS_KEY_ID: secretsKey.keyArn,
        BOT_MAX_ACCOUNTS: String(maxAccounts),
        POWERTOOLS_SERVICE_NAME: `${props.appName}-${BOT_METRICS.service}`,
      },
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadBotQueue',
        actions: ['dynamodb:Query'],
        resources: [table.tableArn, ...TABLE_INDEXES.map((i) => `${table.tableArn}/index/${i}`)],
      }),
    );
    // The table's key, through DynamoDB only (as every other reader of the table).
    role.addToPrincipalPolicy(dataStatements({ table, key })[1]);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'Logs',
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    new events.Rule(this, 'ScalerSchedule', {
      description: 'Publish the bot’s scaling metrics every minute',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
    });
    return fn;
  }
}
