import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type AppResources, appEnvironment, grantAppAccess } from '../constructs/app-access.ts';
import { AppFunction } from '../constructs/app-function.ts';

/** Which job consumes which queue; a job file that exists gets a function wired to its queue. */
const queueConsumers: Record<string, 'steps' | 'posts'> = { 'run-step': 'steps' };

export interface JobsStackProps extends StackProps {
  appName: string;
  resources: Omit<AppResources, 'stepsQueue' | 'postsQueue' | 'scheduleGroupName' | 'schedulerRole'>;
  /** The shared bundle and the jobs it holds (`functions/src/jobs/*.ts` that exist). */
  codeDir: string;
  jobs: string[];
}

/** Queues, their DLQs, the Scheduler group and the role Scheduler assumes to deliver to the queues. */
export class JobsStack extends Stack {
  readonly stepsQueue: sqs.Queue;
  readonly postsQueue: sqs.Queue;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  readonly schedulerRole: iam.Role;
  readonly functions: Record<string, lambda.Function> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    const queueWithDlq = (name: string, visibilityTimeout: Duration) => {
      const dlq = new sqs.Queue(this, `${name}Dlq`, {
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      return new sqs.Queue(this, name, {
        visibilityTimeout,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: dlq, maxReceiveCount: 5 },
      });
    };
    // Visibility at 6x the consumer's timeout, as AWS advises for Lambda event sources.
    this.stepsQueue = queueWithDlq('Steps', Duration.minutes(12));
    this.postsQueue = queueWithDlq('Posts', Duration.minutes(12));

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

    const resources: AppResources = {
      ...props.resources,
      stepsQueue: this.stepsQueue,
      postsQueue: this.postsQueue,
      scheduleGroupName: props.appName,
      schedulerRole: this.schedulerRole,
    };
    const jobs = props.jobs.filter((j) => j in queueConsumers);
    if (jobs.length === 0) return;

    const logPrefix = `/${props.appName}/jobs`;
    const role = new iam.Role(this, 'JobsRole', {
      description: 'Shared role of the queue-consuming job functions',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    grantAppAccess(role, resources, logPrefix);
    for (const job of jobs) {
      const queue = queueConsumers[job] === 'steps' ? this.stepsQueue : this.postsQueue;
      const { fn } = new AppFunction(this, `Job-${job}`, {
        code: lambda.Code.fromAsset(props.codeDir),
        handler: `jobs/${job}.handler`,
        role,
        logGroupName: `${logPrefix}/${job}`,
        timeout: Duration.minutes(2),
        environment: appEnvironment(resources, `${props.appName}-jobs`),
      });
      // Partial batch responses: one failed step does not redeliver the whole batch.
      fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
      this.functions[job] = fn;
    }
  }
}
