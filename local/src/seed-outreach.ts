import { publishCampaign } from '@outreach/functions/domain/campaigns/change-campaign';
import type { Deps } from '@outreach/functions/ports/deps';
import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { ulid } from 'ulid';

/** The sandbox account the demo user's LinkedIn is connected to (sandbox/README.md). */
export const DEMO_LINKEDIN = { email: 'alex@sandbox.test', password: 'Sandbox1!' };
export const DEMO_CAMPAIGN_NAME = 'Demo: founders in the sandbox';

/**
 * The demo account's outreach: a connected sandbox LinkedIn account (the bot logs in on its first
 * action) and one active campaign from a sandbox people search, View → Connect (note) → Message after
 * one day, so moving the clock makes activity grow. Idempotent: each part is created once.
 */
export async function seedOutreach(deps: Deps, acc: { teamId: string; userId: string }): Promise<void> {
  const now = deps.clock.now();
  const account = (await deps.db.entities.linkedInAccount.get(acc).go()).data;
  if (!account) {
    const credentialsEnc = await deps.secrets.encrypt(JSON.stringify(DEMO_LINKEDIN), {
      ...acc,
      purpose: 'linkedin-credentials',
    });
    await deps.db.entities.linkedInAccount
      .create({ ...acc, email: DEMO_LINKEDIN.email, credentialsEnc, createdAt: now, updatedAt: now })
      .go()
      .catch(() => {});
  }

  const { data: campaigns } = await deps.db.entities.campaign.query
    .byTeam({ teamId: acc.teamId })
    .go({ pages: 'all', attributes: ['name'] });
  if (campaigns.some((c) => c.name === DEMO_CAMPAIGN_NAME)) return;
  const campaignId = ulid(now);
  await deps.db.entities.campaign
    .create({
      ...acc,
      campaignId,
      name: DEMO_CAMPAIGN_NAME,
      category: 'linkedin',
      campaignType: 'linkedin search',
      status: 'draft',
      runState: 'paused',
      // The real site's URL, never the sandbox's: its port changes on every start; the bot rebases it.
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder',
      options: { isLinkedinOnly: true },
      touchSequence: {
        sequence: [
          defaultStep('LI View', 0),
          {
            ...defaultStep('LI Connect', 1),
            delay_number: 0,
            message: 'Hi {{first_name}}, I enjoyed your profile. Happy to connect!',
          },
          {
            ...defaultStep('LI Message', 2),
            delay_number: 1,
            message: 'Thanks for connecting, {{first_name}}! How is {{company}} going?',
          },
        ],
      },
      maxSearchAmount: 50,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  await publishCampaign(deps, acc.teamId, campaignId, acc.userId);
}
