import type { Deps } from '../../lib/deps.ts';
import type { BotAction } from '../bot/types.ts';

/** Placeholder until the campaign domain lands: outreach outcomes are recorded on the action only. */
export async function applyCampaignBotOutcome(_deps: Deps, _action: BotAction): Promise<void> {}
