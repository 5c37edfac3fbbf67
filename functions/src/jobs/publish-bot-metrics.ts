import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BOT_METRICS } from '../domain/bot/bot-metrics.ts';
import { measureBotDemand } from '../domain/bot/measure-bot-demand.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

const metrics = new Metrics({ namespace: BOT_METRICS.namespace, serviceName: BOT_METRICS.service });

/**
 * Runs every minute (an EventBridge rule, infra's bot stack): publishes how many LinkedIn accounts
 * have bot work and how many actions are stuck in running. The bot service's target tracking keeps
 * accounts-with-work per running worker at the lease count of one worker (BOT_CONCURRENCY), and an
 * alarm watches the stuck count.
 */
export const handler = async () => {
  const maxAccounts = Number(process.env.BOT_MAX_ACCOUNTS) || 1_000;
  // Wall time: bot actions record `startedAt` with it (there is no product clock in AWS).
  const demand = await measureBotDemand(getDeps(), { maxAccounts, wallNow: Date.now() });
  metrics.addMetric(BOT_METRICS.accountsWithWork, MetricUnit.Count, demand.accountsWithWork);
  metrics.addMetric(BOT_METRICS.stuckRunning, MetricUnit.Count, demand.actionsStuckRunning);
  metrics.publishStoredMetrics();
  logger.info('bot demand', { ...demand });
  return demand;
};
