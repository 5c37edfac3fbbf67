import type { EntityItem } from 'electrodb';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import type { Deps } from '../../ports/deps.ts';
import type { ActionKey, BotAction } from './types.ts';

type Row = EntityItem<typeof BotActionEntity>;

export function toAction(r: Row): BotAction {
  return {
    teamId: r.teamId,
    userId: r.userId,
    actionId: r.actionId,
    type: r.type,
    payload: r.payload,
    status: r.status,
    dueAt: r.dueAt,
    attempts: r.attempts ?? 0,
    workerId: r.workerId,
    startedAt: r.startedAt,
    outcome: r.outcome,
    error: r.error,
    ...(r.applying ? { applying: true } : {}),
  } as BotAction;
}

/** One action of an account's bot queue, as stored. */
export async function getBotAction(_deps: Deps, k: ActionKey): Promise<BotAction | undefined> {
  const r = (await BotActionEntity.get(k).go()).data;
  return r ? toAction(r) : undefined;
}
