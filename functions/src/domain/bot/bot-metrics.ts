/**
 * The metrics the bot scaler publishes (CloudWatch embedded metric format). Infra scales the bot service
 * and alarms on exactly these names, so both sides import them from here.
 */
export const BOT_METRICS = {
  namespace: 'Outreach',
  /** Powertools' `service` dimension of every bot metric. */
  service: 'bot-scaler',
  /** Distinct LinkedIn accounts with due pending or running bot actions: each needs a lease. */
  accountsWithWork: 'AccountsWithBotWork',
  /** Running actions whose worker went silent past the run timeout. */
  stuckRunning: 'BotActionsStuckRunning',
} as const;
