import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

// Created once per process (Powertools' advice): every handler shares them.
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'outreach',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'outreach' });
export const metrics = new Metrics({ namespace: 'Outreach', serviceName: 'outreach' });

/** True inside AWS Lambda; tracing and metrics middlewares only run there. */
export const inLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
