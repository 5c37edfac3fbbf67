import { describe, expect, it } from 'vitest';
import { newSession } from '../support/outreach.ts';

const EVIL = 'https://www.linkedin.com///h//evil.example/p';

describe('campaign URLs stay on LinkedIn (spec 3 §5)', () => {
  it('answers 400 for a URL that could lead off LinkedIn, and creates no draft', async () => {
    const s = await newSession();
    for (const body of [
      { category: 'linkedin', campaignType: 'group', searchUrl: EVIL },
      { category: 'linkedin', campaignType: 'linkedin connections', salesNavigatorUrl: EVIL },
      { category: 'linkedin', campaignType: 'linkedin search', searchUrl: EVIL },
      {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com@evil.example/search/results/people/?keywords=cto',
      },
      {
        category: 'linkedin',
        campaignType: 'linkedin post',
        searchUrl: `${EVIL}/feed/update/urn:li:activity:1/`,
      },
    ]) {
      const res = await s.call('POST', '/campaigns/audience', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(typeof res.body.message === 'string' || Array.isArray(res.body.message)).toBe(true);
    }
    const list = await s.call('GET', '/campaigns?page=1&perPage=25');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('evil.example');
  });

  it('still accepts a plain people search URL', async () => {
    const s = await newSession();
    const res = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
    });
    expect(res.status).toBe(201);
  });
});
