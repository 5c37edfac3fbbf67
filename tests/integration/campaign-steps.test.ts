import { describe, expect, it } from 'vitest';
import { newSession } from '../support/outreach.ts';

// Server-side rules of the LinkedIn steps (issue #8): fields kept, limits enforced, nothing half-written.
const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=cto';
const step = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  delay_time_unit: 'day(s)',
  delay_number: 0,
  ...extra,
});
const create = (s: Awaited<ReturnType<typeof newSession>>, sequence: unknown[], category = 'linkedin') =>
  s.call('POST', '/campaigns/audience', {
    category,
    campaignType: 'linkedin search',
    searchUrl,
    touchSequence: { sequence },
  });

describe('LinkedIn steps on the server', () => {
  it('keeps LI View extras and LI Connect options as sent', async () => {
    const s = await newSession();
    const res = await create(s, [
      step('LI View', {
        auto_follow: true,
        auto_endorse: true,
        endorsements_count: 3,
        auto_post_like: true,
        posts_count: 2,
      }),
      step('LI Connect', {
        message: 'Hi {{first_name}}',
        view: true,
        connect_followup: true,
        followup_message: `Thanks for connecting, {{first_name}}. ${'x'.repeat(7000)}`,
      }),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.touchSequence.sequence[0]).toMatchObject({
      endorsements_count: 3,
      posts_count: 2,
      auto_follow: true,
    });
    expect(res.body.touchSequence.sequence[1]).toMatchObject({ view: true, connect_followup: true });
    expect(res.body.touchSequence.sequence[1].followup_message).toHaveLength(7039);
  });

  it('answers 400 for counts out of range, a note over 280 and a follow-up over 8,000, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    for (const [bad, text] of [
      [step('LI View', { auto_endorse: true, endorsements_count: 0 }), ''],
      [step('LI View', { auto_post_like: true, posts_count: 51 }), ''],
      [
        step('LI Connect', { message: 'x'.repeat(281) }),
        'Connect message cannot be longer than 280 characters',
      ],
      [
        step('LI Connect', { connect_followup: true, followup_message: 'x'.repeat(8001) }),
        'Message cannot be longer than 8000 characters',
      ],
    ] as const) {
      const res = await create(s, [bad]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      if (text) expect(res.body.message).toContain(text);
    }
    // A step type the category does not offer.
    const wrong = await create(s, [step('LI Connect')], 'inmail');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('The step "LI Connect" is not available in inmail campaigns');
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });
});
