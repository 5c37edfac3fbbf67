import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as ecr from 'aws-cdk-lib/aws-ecr';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import {
  type AppResources,
  dataStatements,
  scheduleStatements,
  schedulesArn,
} from '../constructs/app-access.ts';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';

export interface BotStackProps extends StackProps {
  appName: string;
  resources: Pick<
    AppResources,
    'table' | 'key' | 'stepsQueue' | 'postsQueue' | 'scheduleGroupName' | 'schedulerRole'
  >;
  /** LinkedIn's origin for the bot (context `linkedinBaseUrl`); the real site by default. */
  linkedinBaseUrl?: string;
}

/**
 * The headless-Chromium bot on Fargate. Public subnets only and a public IP per task: no NAT gateway
 * to pay for, and tasks accept no inbound traffic (egress-only security group).
 */
export class BotStack extends Stack {
  readonly vpc: ec2.Vpc;
  readonly cluster: ecs.Cluster;
  readonly repository: ecr.Repository;
  readonly taskDefinition: ecs.FargateTaskDefinition;
  readonly securityGroup: ec2.SecurityGroup;

  constructor(scope: Construct, id: string, props: BotStackProps) {
    super(scope, id, props);
    const { table, key, stepsQueue, postsQueue, scheduleGroupName, schedulerRole } = props.resources;

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
    });

    // The image is built and pushed by CI; synth only references the repository (no Docker here).
    this.repository = new ecr.Repository(this, 'Repository', {
      imageScanOnPush: true,
      lifecycleRules: [{ maxImageCount: 10 }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.taskDefinition = new ecs.FargateTaskDefinition(this, 'TaskDefinition', {
      cpu: 2048,
      memoryLimitMiB: 4096,
      runtimePlatform: {
        cpuArchitecture: ecs.CpuArchitecture.ARM64,
        operatingSystemFamily: ecs.OperatingSystemFamily.LINUX,
      },
    });
    const botLogs = new logs.LogGroup(this, 'BotLogs', {
      logGroupName: `/${props.appName}/bot`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.taskDefinition.addContainer('bot', {
      image: ecs.ContainerImage.fromEcrRepository(this.repository, 'latest'),
      logging: ecs.LogDrivers.awsLogs({ logGroup: botLogs, streamPrefix: 'bot' }),
      environment: {
        TABLE_NAME: table.tableName,
        KMS_KEY_ID: key.keyArn,
        STEPS_QUEUE_URL: stepsQueue.queueUrl,
        POSTS_QUEUE_URL: postsQueue.queueUrl,
        // A finished action schedules the lead's next step: the bot needs the Scheduler wiring too.
        STEPS_QUEUE_ARN: stepsQueue.queueArn,
        POSTS_QUEUE_ARN: postsQueue.queueArn,
        SCHEDULER_GROUP: scheduleGroupName,
        SCHEDULER_ROLE_ARN: schedulerRole.roleArn,
        LINKEDIN_BASE_URL: props.linkedinBaseUrl ?? 'https://www.linkedin.com',
        POWERTOOLS_SERVICE_NAME: `${props.appName}-bot`,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    const taskRole = this.taskDefinition.taskRole;
    for (const s of dataStatements({ table, key })) taskRole.addToPrincipalPolicy(s);
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
  }
}
