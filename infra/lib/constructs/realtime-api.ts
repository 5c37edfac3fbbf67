import { Arn, ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';
import { type AppResources, appEnvironment, dataStatements } from './app-access.ts';
import { AppFunction } from './app-function.ts';

/** The API areas whose functions end sessions (revokeAllSessions) and so push `logout` to open sockets. */
export const REALTIME_PUSH_AREAS = ['auth', 'teams', 'users'];

/** The stage the SPA connects to (`wss://{apiId}.execute-api.{region}.amazonaws.com/live`). */
export const REALTIME_STAGE = 'live';

export interface RealtimeApiProps {
  appName: string;
  codeDir: string;
  resources: AppResources;
}

/**
 * The realtime channel (issue #11, realtime logout): an API Gateway WebSocket API whose `$connect`
 * function admits a live access token (`?token=`) and records the connection in the table, and whose
 * `$disconnect` forgets it. Functions that end sessions push through the stage's Management API
 * (`grantPush`); the SPA reads the stage URL from the site's `/config.json` (WebStack).
 */
export class RealtimeApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);
    const logPrefix = `/${props.appName}/realtime`;
    const role = new iam.Role(this, 'Role', {
      description: 'The realtime channel $connect and $disconnect functions: the table, the JWT secret, logs',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    const logGroups = Arn.format(
      {
        service: 'logs',
        resource: 'log-group',
        resourceName: `${logPrefix}/*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      Stack.of(this),
    );
    for (const s of [
      ...dataStatements(props.resources),
      new iam.PolicyStatement({
        sid: 'JwtSecret',
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.resources.jwtSecret.secretArn],
      }),
      new iam.PolicyStatement({
        sid: 'Logs',
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroups],
      }),
    ])
      role.addToPrincipalPolicy(s);
    acknowledgeWildcards(
      role,
      [logGroups],
      'The realtime functions’ own log groups (one statement for both).',
    );

    const code = lambda.Code.fromAsset(props.codeDir);
    const environment = appEnvironment(props.resources, `${props.appName}-realtime`);
    const fn = (name: 'connect' | 'disconnect') =>
      new AppFunction(this, name === 'connect' ? 'Connect' : 'Disconnect', {
        code,
        handler: `realtime/${name}.handler`,
        role,
        logGroupName: `${logPrefix}/${name}`,
        memorySize: 512,
        environment,
      }).fn;

    this.api = new apigw.WebSocketApi(this, 'Api', {
      apiName: `${props.appName}-realtime`,
      description: 'Outreach realtime channel (realtime logout)',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('Connect', fn('connect')) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('Disconnect', fn('disconnect')) },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });
    acknowledge(this.api, {
      id: 'AwsSolutions-APIG4',
      reason:
        'Browsers cannot send headers on a WebSocket: $connect’s function checks the access token from the query string and the session behind it (401 refuses the handshake); $disconnect only forgets the connection.',
    });
  }

  /** `wss://…/live`: what the SPA opens. */
  get url(): string {
    return this.stage.url;
  }

  /** `https://…/live`: the Management API endpoint (`PostToConnection`). */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }
}
