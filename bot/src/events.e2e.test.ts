import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
  ScrapedPerson,
} from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { COMPANIES, companiesManagedBy, companyIdOf } from '@outreach/sandbox/linkedin/companies';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

// LinkedIn events (spec 3 §4, issue #8): an event's attendees as a campaign's audience, the Event
// Message and Invite to event steps and "Your events", each executor against the sandbox. Also the
// company page's twin of Invite to event: a company campaign's audience and Invite to company.
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now() });
});
afterAll(async () => {
  await sandbox?.close();
});

async function enqueue<T extends BotActionType>(acc: AccountKey, type: T, payload: ActionPayloads[T]) {
  const key: ActionKey = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...key, type, payload });
  return key;
}
const outcome = <T extends BotActionType>(a: { outcome?: unknown }) => a.outcome as ActionOutcomes[T];

interface Events {
  events: {
    id: string;
    name: string;
    url: string;
    attending: boolean;
    organizer: boolean;
    attendeeCount: number;
  }[];
  messages: { eventId: string; publicId: string; text: string }[];
  invites: { eventId: string; publicId: string }[];
}
const eventsOf = async (email: string) =>
  (await (await fetch(`${sandbox.url}/_sandbox/events/${email}`)).json()) as Events;

async function run<T extends BotActionType>(acc: AccountKey, type: T, payloads: ActionPayloads[T][]) {
  const keys = [];
  for (const p of payloads) keys.push(await enqueue(acc, type, p));
  const { actions } = await runBotUntil(deps, sandbox.url, keys);
  return actions.map((a) => outcome<T>(a));
}

type Job = { [T in BotActionType]: [T, ActionPayloads[T]] }[BotActionType];
/** Several actions of any types in one bot run (each run signs a browser in: they are few). */
async function runJobs(acc: AccountKey, jobs: Job[]): Promise<unknown[]> {
  const keys = [];
  for (const [type, payload] of jobs) keys.push(await enqueue(acc, type, payload as never));
  const { actions } = await runBotUntil(deps, sandbox.url, keys);
  return actions.map((a) => a.outcome);
}
const collectJob = (sourceUrl: string, startPage: number, maxPeople: number): Job => [
  'collect-members',
  { campaignId: 'c', sourceUrl, startPage, maxPeople },
];

async function collect(acc: AccountKey, sourceUrl: string, startPage: number, maxPeople: number) {
  return (await run(acc, 'collect-members', [{ campaignId: 'c', sourceUrl, startPage, maxPeople }]))[0];
}

const base = (p: ScrapedPerson) => ({
  campaignId: 'c',
  leadId: p.publicId,
  stepIndex: 1,
  profileUrl: p.profileUrl,
});
const eventMessage = (
  eventId: string,
  p: ScrapedPerson,
  text = `Hello ${p.firstName}, see you at the event`,
) => ({
  ...base(p),
  eventId,
  text,
});
const invite = (eventId: string, p: ScrapedPerson) => ({
  ...base(p),
  eventId,
  name: `${p.firstName} ${p.lastName ?? ''}`.trim(),
});

describe('Event attendees against the sandbox', () => {
  it('collects an event’s attendees page by page (10 a page), without the account; an eventAttending= search reads the same list; a hidden list ends it', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { events } = await eventsOf(email);
    const event = events.filter((e) => e.attending).at(-1)!;
    const first = await collect(acc, event.url, 1, 15);
    expect(first.people).toHaveLength(15);
    // Page 2 was cut at 5 of 10: it is read again next time.
    expect(first).toMatchObject({ lastPage: 1, exhausted: false });
    expect(
      first.people.every((p) => p.firstName && p.profileUrl.startsWith('https://www.linkedin.com/in/')),
    ).toBe(true);

    const search = `https://www.linkedin.com/search/results/people/?eventAttending=${encodeURIComponent(`["${event.id}"]`)}`;
    const [rest, hidden] = (await runJobs(acc, [
      collectJob(search, first.lastPage + 1, 1000),
      collectJob(events.find((e) => !e.attending)!.url, 1, 10),
    ])) as ActionOutcomes['collect-members'][];
    expect(rest.exhausted).toBe(true);
    const all = new Set([...first.people.slice(0, 10), ...rest.people].map((p) => p.publicId));
    expect(all.size).toBe(event.attendeeCount);
    expect(hidden).toMatchObject({ people: [], exhausted: true, notMember: true });
  });
});

describe('Event Message against the sandbox', () => {
  it('messages fellow attendees without a connection, once each (a redelivery finds it sent); an event the account does not attend is refused', async () => {
    const email = 'sam@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { events } = await eventsOf(email);
    const event = events.filter((e) => e.attending).at(-1)!;
    const attendees = (await collect(acc, event.url, 1, 20)).people.filter((p) => p.degree !== '1st');
    const targets = attendees.slice(0, 3);
    expect(targets).toHaveLength(3);

    const started = performance.now();
    const results = await run(
      acc,
      'send-event-message',
      targets.map((p) => eventMessage(event.id, p)),
    );
    const minutes = (performance.now() - started) / 60_000;
    expect(results.map((r) => r.result)).toEqual(['sent', 'sent', 'sent']);
    console.log(`[bench] Event Message: ${(targets.length / minutes).toFixed(1)} bot actions per minute`);
    const state = await eventsOf(email);
    expect(state.messages.map((m) => m.publicId).sort()).toEqual(targets.map((t) => t.publicId).sort());

    // The same actions again (a redelivery): the conversation already shows them. Through an event
    // the account does not attend: refused, nothing sent.
    const outside = events.find((e) => !e.attending)!;
    const again = (await runJobs(acc, [
      ['send-event-message', eventMessage(event.id, targets[0])],
      ['send-event-message', eventMessage(event.id, targets[1])],
      ['send-event-message', eventMessage(outside.id, attendees[4], 'No')],
    ])) as ActionOutcomes['send-event-message'][];
    expect(again.map((r) => r.result)).toEqual(['already-sent', 'already-sent', 'not-attendee']);
    expect((await eventsOf(email)).messages).toHaveLength(3);
  });
});

describe('Invite to event against the sandbox', () => {
  it('invites 1st-degree connections once each (a redelivery finds them invited); others are not-connection; a non-attendee may not invite', async () => {
    const email = 'taylor@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { events } = await eventsOf(email);
    const event = events.find((e) => e.organizer)!;
    const [search, list] = (await runJobs(acc, [
      [
        'collect-search',
        {
          campaignId: 'c',
          searchUrl: '/search/results/people/?network=%5B%22F%22%5D',
          startPage: 1,
          maxPeople: 10,
        },
      ],
      collectJob(event.url, 1, 1000),
    ])) as [ActionOutcomes['collect-search'], ActionOutcomes['collect-members']];
    const connections = search.people;
    const attendees = new Set(list.people.map((p) => p.publicId));
    const targets = connections.filter((p) => !attendees.has(p.publicId)).slice(0, 3);
    expect(targets).toHaveLength(3);

    const started = performance.now();
    const results = await run(
      acc,
      'invite-to-event',
      targets.map((p) => invite(event.id, p)),
    );
    const minutes = (performance.now() - started) / 60_000;
    expect(results.map((r) => r.result)).toEqual(['invited', 'invited', 'invited']);
    console.log(`[bench] Invite to event: ${(targets.length / minutes).toFixed(1)} bot actions per minute`);
    expect((await eventsOf(email)).invites.map((i) => i.publicId).sort()).toEqual(
      targets.map((t) => t.publicId).sort(),
    );

    // A redelivery: the picker already reads Invited, nothing is sent again. A 2nd-degree attendee is
    // not among the connections the picker lists. An event the account does not attend: no invites.
    const stranger = list.people.find((p) => p.degree !== '1st')!;
    const outside = events.find((e) => !e.attending)!;
    const again = (await runJobs(acc, [
      ['invite-to-event', invite(event.id, targets[0])],
      ['invite-to-event', invite(event.id, stranger)],
      ['invite-to-event', invite(outside.id, targets[1])],
    ])) as ActionOutcomes['invite-to-event'][];
    expect(again.map((r) => r.result)).toEqual(['already-invited', 'not-connection', 'not-attendee']);
    expect((await eventsOf(email)).invites).toHaveLength(3);
  });
});

describe('Your events against the sandbox', () => {
  it('reads every event the account organises or attends, with its linkedin.com URL, role and attendee count', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [read] = await run(acc, 'sync-events', [{}]);
    const mine = (await eventsOf(email)).events.filter((e) => e.attending);
    expect(mine.length).toBeGreaterThan(1);
    expect(read.events.map(({ startsAt: _s, ...e }) => e)).toEqual(
      mine.map((e) => ({
        id: e.id,
        name: e.name,
        url: e.url,
        organizer: e.organizer,
        attendeesCount: e.attendeeCount,
      })),
    );
    expect(read.events.every((e) => e.startsAt && !Number.isNaN(Date.parse(e.startsAt)))).toBe(true);
  });
});

describe('Pages you manage against the sandbox', () => {
  it('reads the company pages the account administers off the feed, with their URNs and linkedin.com URLs', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const managed = companiesManagedBy(email);
    expect(managed.length).toBeGreaterThan(0);
    const [read] = await run(acc, 'sync-companies', [{}]);
    expect(read.companies).toEqual(
      managed.map((c) => ({
        entityUrn: `urn:li:fsd_company:${companyIdOf(c)}`,
        name: c.name,
        url: `https://www.linkedin.com/company/${c.slug}/`,
      })),
    );
    // Pages nobody here administers never appear.
    const unmanaged = COMPANIES.filter((c) => !c.admin).map((c) => c.name);
    expect(read.companies.some((c) => unmanaged.includes(c.name))).toBe(false);
  });
});

describe('Invite to company against the sandbox', () => {
  it('collects the connections not yet invited, invites them once each (a redelivery finds them invited); a stranger is not-connection; a page not administered is not-admin', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const pageUrl = 'https://www.linkedin.com/company/sandbox-software/';
    const [list, strangers] = (await runJobs(acc, [
      collectJob(pageUrl, 1, 3),
      [
        'collect-search',
        {
          campaignId: 'c',
          searchUrl: '/search/results/people/?network=%5B%22S%22%5D',
          startPage: 1,
          maxPeople: 1,
        },
      ],
    ])) as [ActionOutcomes['collect-members'], ActionOutcomes['collect-search']];
    const targets = list.people;
    expect(targets).toHaveLength(3);
    expect(targets.every((p) => p.degree === '1st')).toBe(true);
    const toCompany = (slug: string, p: ScrapedPerson) => ({
      ...base(p),
      companySlug: slug,
      name: `${p.firstName} ${p.lastName ?? ''}`.trim(),
    });

    const started = performance.now();
    const results = await run(
      acc,
      'invite-to-company',
      targets.map((p) => toCompany('sandbox-software', p)),
    );
    const minutes = (performance.now() - started) / 60_000;
    expect(results.map((r) => r.result)).toEqual(['invited', 'invited', 'invited']);
    console.log(`[bench] Invite to company: ${(targets.length / minutes).toFixed(1)} bot actions per minute`);
    const state = async () =>
      (
        (await (await fetch(`${sandbox.url}/_sandbox/state/${email}`)).json()) as {
          companyInvites: { company: string; publicId: string }[];
        }
      ).companyInvites;
    expect((await state()).map((i) => i.publicId).sort()).toEqual(targets.map((t) => t.publicId).sort());

    // A redelivery reads Invited and sends nothing; the picker does not list a 2nd-degree member; a
    // page the account does not administer offers no picker. The audience no longer has the invited.
    const [again, stranger, notAdmin, next] = await runJobs(acc, [
      ['invite-to-company', toCompany('sandbox-software', targets[0])],
      ['invite-to-company', toCompany('sandbox-software', strangers.people[0])],
      ['invite-to-company', toCompany('northwind-analytics', targets[1])],
      collectJob(pageUrl, 1, 3),
    ]);
    expect((again as ActionOutcomes['invite-to-company']).result).toBe('already-invited');
    expect(stranger).toMatchObject({ result: 'not-connection', reason: expect.any(String) });
    expect(notAdmin).toMatchObject({ result: 'not-admin', reason: expect.stringContaining('page admins') });
    const invited = new Set(targets.map((t) => t.publicId));
    expect((next as ActionOutcomes['collect-members']).people.some((p) => invited.has(p.publicId))).toBe(
      false,
    );
    expect(await state()).toHaveLength(3);
  });
});
