import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { answerInteractiveQuestions } from '../../domain/campaigns/answer-interactive-questions.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/interactive-questions',
  async ({ auth, body, deps }) => {
    const { created, campaign } = await answerInteractiveQuestions(
      deps,
      await currentTeamId(deps, auth),
      auth.userId,
      body,
    );
    return result(campaign, { status: created ? 201 : 200 });
  },
);
