import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

export interface AppFunctionProps {
  /** The one shared bundle asset. */
  code: lambda.Code;
  /** `http/auth/sign-in.handler` */
  handler: string;
  /** Shared per-area role: no per-function role or policy, so a stack holds ~3 resources per route. */
  role: iam.IRole;
  /** Explicit name, so the area's single log policy can cover `<prefix>/*`. */
  logGroupName: string;
  environment: Record<string, string>;
  /** A fixed name, for a function named elsewhere before it exists (the API's definition). */
  functionName?: string;
  timeout?: Duration;
  memorySize?: number;
}

/** Every function's defaults in one place: Node 22, arm64, ESM bundle, JSON logs into a retained-for-a-month group. */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: props.logGroupName,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new lambda.Function(this, 'Fn', {
      functionName: props.functionName,
      code: props.code,
      handler: props.handler,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      role: props.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
    acknowledge(this.fn, {
      id: 'AwsSolutions-L1',
      reason:
        'Node 22 is the runtime the code base targets (local runtime, middy 7, SDK v3); moving to Node 24 is a deliberate, tested upgrade.',
    });
  }
}
