import { AppError } from '@outreach/shared/errors';
import {
  interactiveSearchUrl,
  interactiveSequence,
  interactiveTexts,
} from '@outreach/shared/rules/outreach/interactive-campaign';
import type {
  TInteractiveAnswers,
  TInteractiveQuestionsRequest,
} from '@outreach/shared/schemas/interactive-campaigns';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { type CampaignRow, campaignView, loadCampaign } from './campaign-view.ts';
import { createCampaign } from './create-campaign.ts';
import { draftName } from './draft-name.ts';

/** Spec 4's search parameters for the answers (what the campaign's lead source shows). */
function searchParametersOf(a: TInteractiveAnswers) {
  return {
    keywords: a.audience,
    connections: { first: false, second: a.connections.second, third: a.connections.third },
    ...(a.location ? { locations: [a.location] } : {}),
  };
}

/**
 * POST /campaigns/interactive-questions: the answers make a draft LinkedIn campaign of type
 * 'interactive questions' (its people search, and the sequence its goal starts with), or, with
 * `campaignId`, give a draft interactive campaign new answers. The sequence is made again only when
 * the goal or the offer changed, so steps edited since are kept otherwise.
 */
export async function answerInteractiveQuestions(
  deps: Deps,
  teamId: string,
  userId: string,
  body: TInteractiveQuestionsRequest,
): Promise<{ created: boolean; campaign: ReturnType<typeof campaignView> }> {
  const a = body.answers;
  const searchUrl = interactiveSearchUrl(a);
  if (!body.campaignId) {
    const campaign = await createCampaign(
      deps,
      teamId,
      userId,
      {
        name: body.name,
        category: 'linkedin',
        campaignType: 'interactive questions',
        searchUrl,
        searchParameters: searchParametersOf(a),
        touchSequence: { sequence: interactiveSequence(a) },
      },
      { interactiveAnswers: a },
    );
    return { created: true, campaign };
  }
  const c = await loadCampaign(deps, teamId, body.campaignId);
  if (c.campaignType !== 'interactive questions' || c.status !== 'draft')
    throw new AppError('BAD_REQUEST', interactiveTexts.notInteractive);
  const before = (c.interactiveAnswers ?? {}) as Partial<TInteractiveAnswers>;
  const newSequence = before.goal !== a.goal || (before.offer ?? '') !== (a.offer ?? '');
  const updatedAt = deps.clock.now();
  const set: Partial<CampaignRow> = {
    searchUrl,
    searchParameters: searchParametersOf(a),
    interactiveAnswers: a,
    ...(body.name ? { name: await draftName(deps, teamId, body.name) } : {}),
    ...(newSequence ? { touchSequence: { sequence: interactiveSequence(a) } } : {}),
    updatedAt,
  };
  // Still a draft when written: a publish in between makes the answers too late.
  try {
    await CampaignEntity.patch({ teamId, campaignId: c.campaignId })
      .set(set)
      .where((attr, op) => op.eq(attr.status, 'draft'))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw new AppError('BAD_REQUEST', interactiveTexts.notInteractive);
    throw e;
  }
  return { created: false, campaign: campaignView({ ...c, ...set } as CampaignRow) };
}
