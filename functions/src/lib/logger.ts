import { Logger } from '@aws-lambda-powertools/logger';

// Created once per process (Powertools' advice): every handler shares it.
// No Powertools Tracer or Metrics: the X-Ray SDK behind the tracer was ~115 KiB of every cold start
// while the functions run without active tracing, and no code records a metric (the metrics middleware
// only flushed empty sets). Lambda's own active tracing, a function setting, traces without any SDK.
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'outreach',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});
