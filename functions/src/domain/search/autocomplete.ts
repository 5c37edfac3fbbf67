import { AppError } from '@outreach/shared/errors';
import {
  type AutocompleteHit,
  autocompleteKey,
  type TAutocompleteQuery,
} from '@outreach/shared/schemas/search-autocomplete';
import { TypeaheadCacheEntity } from '../../data/entities/typeahead-cache.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { awaitBotAction } from '../bot/await-action.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey, ActionOutcomes } from '../bot/types.ts';

/** OURS: the spec shows the call only. */
export const autocompleteMessages = {
  notConnected: 'Please connect your LinkedIn account first',
  busy: 'LinkedIn is slow to answer. Please try again in a moment',
  failed: 'We could not search LinkedIn. Please try again',
} as const;

/** How long an answer is kept: LinkedIn's places, companies, industries and schools rarely change. */
export const TYPEAHEAD_CACHE_MS = 7 * 86_400_000;
const MAX_HITS = 10;

/**
 * GET /search/autocomplete {autocompleteType, prompt}: LinkedIn's typeahead for a search filter,
 * asked by the bot through the account's own session (LinkedIn's ids are the account's to read), and
 * kept a week per account, type and prompt. The caller waits for the bot as for a connection check:
 * 408 when it does not answer in time (the next ask finds the answer once it came).
 */
export async function autocomplete(
  deps: Deps,
  acc: AccountKey,
  q: TAutocompleteQuery,
  answerBy?: number,
): Promise<{ results: AutocompleteHit[] }> {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN')
    throw new AppError('BAD_REQUEST', autocompleteMessages.notConnected);
  const prompt = autocompleteKey(q.prompt);
  const key = { ...acc, kind: q.autocompleteType, prompt };
  const now = deps.clock.now();
  const cached = (await TypeaheadCacheEntity.get(key).go()).data;
  if (cached && cached.fetchedAt + TYPEAHEAD_CACHE_MS > now) return { results: cached.results };
  // One action per type and prompt a day: asking again while the bot works waits on the same one;
  // after a failure the next ask sends the bot again.
  const daily = `typeahead#${q.autocompleteType}#${Math.floor(now / 86_400_000)}#${prompt}`;
  const payload = { kind: q.autocompleteType, prompt };
  let actionId = daily;
  if (!(await enqueueBotAction(deps, { ...acc, actionId, type: 'typeahead', payload }))) {
    const earlier = await getBotAction(deps, { ...acc, actionId });
    if (earlier && (earlier.status === 'failed' || earlier.status === 'cancelled')) {
      actionId = `${daily}#${now}`;
      await enqueueBotAction(deps, { ...acc, actionId, type: 'typeahead', payload });
    }
  }
  const settled = await awaitBotAction(
    deps,
    { ...acc, actionId },
    (a) => !a || ((a.status === 'done' || a.status === 'failed' || a.status === 'cancelled') && !a.applying),
    answerBy,
  );
  if (!settled) throw new AppError('REQUEST_TIMEOUT', autocompleteMessages.busy);
  const { action } = settled;
  if (action?.status !== 'done') throw new AppError('BAD_REQUEST', autocompleteMessages.failed);
  // Applying the outcome stored it (recordTypeahead), also when a caller stopped waiting.
  const stored = (await TypeaheadCacheEntity.get(key).go({ consistent: true })).data;
  return { results: stored?.results ?? sanitize(action.outcome as ActionOutcomes['typeahead'] | undefined) };
}

function sanitize(outcome: ActionOutcomes['typeahead'] | undefined): AutocompleteHit[] {
  return (outcome?.results ?? [])
    .filter((h) => h.id && h.name)
    .slice(0, MAX_HITS)
    .map((h) => ({
      id: String(h.id).slice(0, 100),
      name: String(h.name).slice(0, 200),
      ...(h.subtitle ? { subtitle: String(h.subtitle).slice(0, 200) } : {}),
    }));
}

/** Stores what a finished `typeahead` action read, for a week (applyBotOutcome). */
export async function recordTypeahead(
  deps: Deps,
  acc: AccountKey,
  payload: { kind: string; prompt: string },
  outcome: ActionOutcomes['typeahead'],
): Promise<void> {
  const now = deps.clock.now();
  await TypeaheadCacheEntity.put({
    teamId: acc.teamId,
    userId: acc.userId,
    kind: payload.kind,
    prompt: autocompleteKey(payload.prompt),
    results: sanitize(outcome),
    fetchedAt: now,
    ttl: Math.floor((now + TYPEAHEAD_CACHE_MS) / 1000),
  }).go();
}
