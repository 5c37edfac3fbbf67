import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as triggers from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import {
  type AppResources,
  appEnvironment,
  dataStatements,
  grantAppAccess,
  metaAccess,
  xAccess,
} from '../constructs/app-access.ts';
import { AppFunction } from '../constructs/app-function.ts';
import { acknowledge } from '../nag.ts';

/** The data-migration job (run at deploy, not from a queue). */
export const MIGRATE_JOB = 'migrate';

/** Which job consumes which queue; a job file that exists gets a function wired to its queue. */
const queueConsumers: Record<string, 'steps' | 'posts'> = { 'run-step': 'steps', 'publish-post': 'posts' };

export interface JobsStackProps extends StackProps {
  appName: string;
  resources: Omit<
    AppResources,
    'stepsQueue' | 'postsQueue' | 'scheduleGroupName' | 'schedulerRole' | 'schedulesDlq'
  >;
  /** Subscribed by e-mail to the alarms topic (context `alarmEmail`). */
  alarmEmail?: string;
  /** The shared bundle and the jobs it holds (`functions/src/jobs/*.ts` that exist). */
  codeDir: string;
  jobs: string[];
}

/**
 * Queues, their DLQs, the Scheduler group, the role Scheduler assumes to deliver to the queues and the
 * DLQ it falls back to, and the alarms topic with the delivery alarms (queue DLQs, Scheduler errors).
 */
export class JobsStack extends Stack {
  readonly stepsQueue: sqs.Queue;
  readonly postsQueue: sqs.Queue;
  readonly stepsDlq: sqs.Queue;
  readonly postsDlq: sqs.Queue;
  /** Schedules whose target (a job queue) could not be reached after Scheduler's retries land here. */
  readonly schedulesDlq: sqs.Queue;
  /** Every alarm of the app notifies this topic. */
  readonly alarmTopic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly scheduleGroup: scheduler.ScheduleGroup;
  readonly schedulerRole: iam.Role;
  readonly functions: Record<string, lambda.Function> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    const dlqOf = (name: string) =>
      new sqs.Queue(this, `${name}Dlq`, {
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
    const queueWithDlq = (name: string, dlq: sqs.Queue, visibilityTimeout: Duration) =>
      new sqs.Queue(this, name, {
        visibilityTimeout,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: dlq, maxReceiveCount: 5 },
      });
    this.stepsDlq = dlqOf('Steps');
    this.postsDlq = dlqOf('Posts');
    // Visibility at 6x the consumer's timeout, as AWS advises for Lambda event sources.
    this.stepsQueue = queueWithDlq('Steps', this.stepsDlq, Duration.minutes(12));
    this.postsQueue = queueWithDlq('Posts', this.postsDlq, Duration.minutes(12));
    this.schedulesDlq = dlqOf('Schedules');
    acknowledge(this.schedulesDlq, {
      id: 'AwsSolutions-SQS3',
      reason:
        'This is a dead-letter queue: EventBridge Scheduler’s, named in each schedule’s DeadLetterConfig rather than in an SQS redrive policy.',
    });

    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'ScheduleGroup', {
      scheduleGroupName: props.appName,
    });

    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to deliver one-time schedules to the job queues',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    this.stepsQueue.grantSendMessages(this.schedulerRole);
    this.postsQueue.grantSendMessages(this.schedulerRole);
    this.schedulesDlq.grantSendMessages(this.schedulerRole);

    this.alarmTopic = new sns.Topic(this, 'Alarms', {
      displayName: `${props.appName} alarms`,
      enforceSSL: true,
    });
    acknowledge(this.alarmTopic, {
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry metric names and thresholds, no customer data; a KMS key would need its own key policy for CloudWatch to publish.',
    });
    if (props.alarmEmail)
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    // Anything in a DLQ is work that will not happen without a person: one message is an alarm.
    const dlqAlarm = (id: string, queue: sqs.Queue, what: string) =>
      this.alarm(
        id,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'max' }),
        `${what} in ${queue.node.id}: look at the messages, fix the cause, then redrive them.`,
      );
    dlqAlarm('StepsDlqAlarm', this.stepsDlq, 'Campaign steps failed five times');
    dlqAlarm('PostsDlqAlarm', this.postsDlq, 'Posts failed five times');
    dlqAlarm('SchedulesDlqAlarm', this.schedulesDlq, 'EventBridge Scheduler could not deliver schedules');
    // Scheduler failing to deliver to the queues (errors from SQS, or schedules dropped after retries).
    const period = { period: Duration.minutes(5) };
    this.alarm(
      'SchedulerTargetErrorsAlarm',
      this.scheduleGroup.metricTargetErrors(period),
      'EventBridge Scheduler got errors from the job queues (TargetErrorCount).',
    );
    this.alarm(
      'SchedulerDroppedAlarm',
      this.scheduleGroup.metricDropped(period),
      'EventBridge Scheduler dropped invocations after its retries (InvocationDroppedCount).',
    );

    const resources: AppResources = {
      ...props.resources,
      stepsQueue: this.stepsQueue,
      postsQueue: this.postsQueue,
      scheduleGroupName: props.appName,
      schedulerRole: this.schedulerRole,
      schedulesDlq: this.schedulesDlq,
    };
    if (props.jobs.includes(MIGRATE_JOB)) this.migrateJob(props, resources);
    const jobs = props.jobs.filter((j) => j in queueConsumers);
    if (jobs.length === 0) return;

    const logPrefix = `/${props.appName}/jobs`;
    const role = new iam.Role(this, 'JobsRole', {
      description: 'Shared role of the queue-consuming job functions',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    grantAppAccess(role, resources, logPrefix);
    // X DMs, follows and posts leave from the step and post jobs.
    const x = xAccess(resources);
    role.addToPrincipalPolicy(x.statement);
    // Facebook page and Instagram posts leave from the post job.
    const meta = metaAccess(resources);
    role.addToPrincipalPolicy(meta.statement);
    for (const job of jobs) {
      const queue = queueConsumers[job] === 'steps' ? this.stepsQueue : this.postsQueue;
      const { fn } = new AppFunction(this, `Job-${job}`, {
        code: lambda.Code.fromAsset(props.codeDir),
        handler: `jobs/${job}.handler`,
        role,
        logGroupName: `${logPrefix}/${job}`,
        timeout: Duration.minutes(2),
        environment: {
          ...appEnvironment(resources, `${props.appName}-jobs`),
          ...x.environment,
          ...meta.environment,
        },
      });
      // Partial batch responses: one failed step does not redeliver the whole batch.
      fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
      this.functions[job] = fn;
    }
  }

  /**
   * The data migrations (`functions/src/jobs/migrate.ts`), run by a CloudFormation trigger on every
   * deploy whose code changed; they record what has finished, so a deploy with nothing to migrate
   * costs a few reads. The only role that may scan the table: a backfill finds old rows that way.
   */
  private migrateJob(props: JobsStackProps, resources: AppResources): void {
    const logGroupName = `/${props.appName}/jobs/${MIGRATE_JOB}`;
    const role = new iam.Role(this, 'MigrateRole', {
      description: 'Data migrations run at deploy: scans and rewrites table rows, writes its logs',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    const { fn, logGroup } = new AppFunction(this, `Job-${MIGRATE_JOB}`, {
      code: lambda.Code.fromAsset(props.codeDir),
      handler: `jobs/${MIGRATE_JOB}.handler`,
      role,
      logGroupName,
      // The longest a trigger's synchronous invoke may take; an unfinished migration goes on next deploy.
      timeout: Duration.minutes(15),
      environment: appEnvironment(resources, `${props.appName}-migrate`),
    });
    for (const statement of dataStatements(resources)) role.addToPrincipalPolicy(statement);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'Backfill',
        actions: ['dynamodb:Scan'],
        resources: [resources.table.tableArn],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'Logs',
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    new triggers.Trigger(this, 'MigrateOnDeploy', { handler: fn, executeOnHandlerChange: true });
  }

  /** An alarm at >= 1 over one period that notifies the alarms topic; missing data is not a breach. */
  alarm(id: string, metric: cloudwatch.IMetric, description: string): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new cwActions.SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
    return alarm;
  }
}
