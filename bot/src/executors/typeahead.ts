import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { paths } from '../linkedin/page-objects.ts';
import { type ExecContext, voyagerGet } from './common.ts';

/** The typeahead's answer (Voyager `typeahead/hitsV2`), the fields read. */
export interface TypeaheadPage {
  elements?: { targetUrn?: string; text?: { text?: string }; subtext?: { text?: string } }[];
}

/** The hits of a typeahead answer: the id is the last part of each target URN (what the filters take). */
export function typeaheadResults(page: TypeaheadPage): ActionOutcomes['typeahead']['results'] {
  const out: ActionOutcomes['typeahead']['results'] = [];
  for (const e of page.elements ?? []) {
    const id = e.targetUrn?.split(':').pop()?.trim();
    const name = e.text?.text?.trim();
    if (!id || !name) continue;
    out.push({ id, name, ...(e.subtext?.text ? { subtitle: e.subtext.text.trim() } : {}) });
  }
  return out;
}

/** GET /search/autocomplete's ask: LinkedIn's typeahead for a search filter, from inside the account's session. */
export async function typeahead(
  ctx: ExecContext,
  payload: ActionPayloads['typeahead'],
): Promise<ActionOutcomes['typeahead']> {
  const page = await voyagerGet<TypeaheadPage>(ctx, paths.voyager.typeahead(payload.kind, payload.prompt));
  const results = typeaheadResults(page);
  ctx.log('typeahead', { kind: payload.kind, hits: results.length });
  return { results };
}
