import { describe, expect, it } from 'vitest';
import { botActions, completeNext, failNext } from '../support/bot-role.ts';
import { newSession, type Session } from '../support/outreach.ts';

// GET /search/autocomplete (spec 3 §7): LinkedIn's typeahead for the search filters, asked by the
// bot through the account's session (the test plays the bot), kept a week per account.
const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });
const ask = (s: Session, type: string, prompt: string) =>
  s.call('GET', `/search/autocomplete?autocompleteType=${type}&prompt=${encodeURIComponent(prompt)}`);
const typeaheads = async (s: Session) => (await botActions(acc(s))).filter((a) => a.type === 'typeahead');

describe('GET /search/autocomplete', () => {
  it('asks the bot once per type and prompt, answers its hits cleaned, and keeps them', async () => {
    const s = await newSession();
    const pending = ask(s, 'GEO', '  Berl ');
    const asked = await completeNext(acc(s), 'typeahead', () => ({
      results: [
        { id: '103035651', name: 'Berlin, Berlin, Germany', subtitle: 'City' },
        { id: '', name: 'no id' },
        { id: '90000084', name: 'Berlin Metropolitan Area' },
      ],
    }));
    expect(asked.payload).toEqual({ kind: 'GEO', prompt: 'berl' });
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        { id: '103035651', name: 'Berlin, Berlin, Germany', subtitle: 'City' },
        { id: '90000084', name: 'Berlin Metropolitan Area' },
      ],
    });
    // The same prompt again (other case and spaces): from the store, the bot is not asked again.
    const again = await ask(s, 'GEO', 'BERL');
    expect(again.body.results).toHaveLength(2);
    expect(await typeaheads(s)).toHaveLength(1);
    // Another type is another question.
    const company = ask(s, 'COMPANY', 'berl');
    await completeNext(acc(s), 'typeahead', () => ({ results: [] }));
    expect((await company).body).toEqual({ results: [] });
    expect(await typeaheads(s)).toHaveLength(2);
  });

  it('a failed ask answers 400 and the next ask sends the bot again', async () => {
    const s = await newSession();
    const first = ask(s, 'INDUSTRY', 'soft');
    await failNext(acc(s), 'typeahead', 'typeahead HTTP 500');
    const failed = await first;
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe('We could not search LinkedIn. Please try again');
    const second = ask(s, 'INDUSTRY', 'soft');
    await completeNext(acc(s), 'typeahead', () => ({ results: [{ id: '4', name: 'Software Development' }] }));
    expect((await second).body.results).toEqual([{ id: '4', name: 'Software Development' }]);
    expect(await typeaheads(s)).toHaveLength(2);
  });

  it('refuses bad input and accounts without LinkedIn; one account never sees another’s answers', async () => {
    const s = await newSession();
    expect((await ask(s, 'PLANET', 'x')).status).toBe(400);
    const blank = await ask(s, 'GEO', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toEqual(['Please type what to look for']);
    expect((await ask(s, 'GEO', 'x'.repeat(101))).status).toBe(400);
    const none = await newSession({ linkedIn: false });
    const refused = await ask(none, 'GEO', 'berl');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please connect your LinkedIn account first');
    expect(await typeaheads(none)).toHaveLength(0);

    const pending = ask(s, 'SCHOOL', 'stan');
    await completeNext(acc(s), 'typeahead', () => ({
      results: [{ id: '1792', name: 'Stanford University' }],
    }));
    expect((await pending).body.results).toHaveLength(1);
    // Another team's account asks its own bot: the first account's answer is not handed to it.
    const other = await newSession();
    const theirs = ask(other, 'SCHOOL', 'stan');
    await completeNext(acc(other), 'typeahead', () => ({ results: [] }));
    expect((await theirs).body.results).toEqual([]);
    expect(await typeaheads(other)).toHaveLength(1);
  });
});
