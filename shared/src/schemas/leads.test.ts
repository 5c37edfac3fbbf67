import { describe, expect, it } from 'vitest';
import {
  ZBlacklistQuery,
  ZCampaignLeadsQuery,
  ZConnectionsQuery,
  ZExportContactsRequest,
  ZExportEmail,
  ZLeadsQuery,
} from './leads.ts';

describe('spec 3 §5 export email dialogs', () => {
  it("requires an email ('Please enter email') and a valid one ('Please enter a valid email')", () => {
    expect(ZExportEmail.safeParse('').error?.issues[0].message).toBe('Please enter email');
    expect(ZExportEmail.safeParse(undefined).error?.issues[0].message).toBe('Please enter email');
    expect(ZExportEmail.safeParse('nope').error?.issues[0].message).toBe('Please enter a valid email');
    expect(ZExportContactsRequest.safeParse({ receiverEmail: 'a@b.io' }).success).toBe(true);
  });
});

describe('spec 3 §3 request defaults', () => {
  it('leads: page 1, 25 per page, updatedAt DESC', () => {
    expect(ZLeadsQuery.parse({})).toMatchObject({
      page: 1,
      perPage: 25,
      sortField: 'updatedAt',
      sortOrder: 'DESC',
    });
  });
  it('connections: connectedAt, 20 per page', () => {
    expect(ZConnectionsQuery.parse({})).toMatchObject({ perPage: 20, sortField: 'connectedAt' });
  });
  it('blacklist: the lead defaults with isExcluded true', () => {
    expect(ZBlacklistQuery.parse({})).toMatchObject({ isExcluded: true, sortField: 'updatedAt' });
  });
  it('reads include/exclude lists, numeric for tags', () => {
    const q = ZLeadsQuery.parse({
      tags: { include: '1,2' },
      countries: { exclude: ['FR'] },
      isPremium: 'true',
    });
    expect(q.tags).toEqual({ include: [1, 2] });
    expect(q.countries).toEqual({ exclude: ['FR'] });
    expect(q.isPremium).toBe(true);
  });
  it('perPage is capped at 500, the largest option', () => {
    expect(ZLeadsQuery.safeParse({ perPage: 500 }).success).toBe(true);
    expect(ZLeadsQuery.safeParse({ perPage: 501 }).success).toBe(false);
  });
});

describe('spec 4 GET /leads/campaign/{id}', () => {
  it('takes the type filter values', () => {
    expect(ZCampaignLeadsQuery.parse({ type: 'inmailReplies', excludedOnly: 'false' })).toMatchObject({
      type: 'inmailReplies',
      excludedOnly: false,
      page: 1,
    });
    expect(ZCampaignLeadsQuery.safeParse({ type: 'bogus' }).success).toBe(false);
  });
});
