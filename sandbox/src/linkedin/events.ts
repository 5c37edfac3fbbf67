import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from './app.ts';
import { DAY } from './limits.ts';
import { type Ctx, type PageHelpers, sessionCsrf } from './page-helpers.ts';
import type { Person } from './population.ts';
import { SANDBOX_ACCOUNTS } from './population.ts';
import { hashString, idChars, rngFor, unitFor } from './random.ts';
import type { Conversation, SandboxState } from './state.ts';
import {
  eventAttendeesPage,
  eventInvitePage,
  eventMessagePage,
  eventPage,
  myEventsPage,
} from './views/events.ts';
import type { LinkedInWorld } from './world.ts';

// LinkedIn events: seeded events with attendees (a stable share of the population). Every sandbox
// account organises the first and attends the next two. An attendee may message a fellow attendee
// without a connection (the message lands in the ordinary messaging inbox), and invite 1st-degree
// connections to the event, up to 1,000 invitations a rolling week (LinkedIn's allowance per event).

export const EVENT_LIMITS = { invitesPerWeek: 1000, messageMax: 8000, attendeesPerPage: 10 } as const;

const EVENT_NAMES = [
  'Scaling Outbound Workshop',
  'Cloud Cost Clinic',
  'Revenue Operations Summit',
  'Founders Fireside: Pricing',
  'Data Teams Meetup Berlin',
] as const;
/** Every sandbox account organises event 0 and attends events 1 and 2; it is not in the others. */
const ATTENDED_BY_ACCOUNTS = 3;

export interface SandboxEvent {
  index: number;
  /** 19 digits, like LinkedIn's `/events/{id}/`. */
  id: string;
  name: string;
  about: string;
  /** Days after the sandbox's creation the event takes place. */
  inDays: number;
}

type Invite = { eventId: string; personId: number; at: number };
type EventMessage = { eventId: string; personId: number; at: number; text: string };
/** Event messages and invitations each account sent (absent in older state files). */
export interface EventState {
  eventMessages?: Record<string, EventMessage[]>;
  eventInvites?: Record<string, Invite[]>;
}
const slice = (world: LinkedInWorld) => world.state as SandboxState & EventState;

/** The seeded events: ids are stable 19-digit numbers. */
export function eventsOf(world: LinkedInWorld): SandboxEvent[] {
  return EVENT_NAMES.map((name, index) => {
    const a = hashString(`event:${world.seed}:${index}:a`) % 1_000_000_000;
    const b = hashString(`event:${world.seed}:${index}:b`) % 1_000_000_000;
    return {
      index,
      id: `7${String(a).padStart(9, '0')}${String(b).padStart(9, '0')}`,
      name,
      about: `${name}: talks and open discussion, online.`,
      inDays: 7 + index * 5,
    };
  });
}

export function findEvent(world: LinkedInWorld, ref: string): SandboxEvent | undefined {
  // `/events/{id}/` or `/events/{slug}{id}/`: the id is the trailing 19 digits.
  const m = /(\d{19})$/.exec(ref);
  return m ? eventsOf(world).find((e) => e.id === m[1]) : undefined;
}

/** The share of the population attending: the first event is small (about eight), the others 30 to 60. */
const attendeeShare = (event: SandboxEvent) => (event.index === 0 ? 0.006 : 0.02 + 0.01 * event.index);

const cache = new WeakMap<LinkedInWorld, Map<string, Person[]>>();

/** The attendees an event's list shows, in a stable seeded order (the sandbox accounts stay off it). */
export function eventAttendees(world: LinkedInWorld, event: SandboxEvent): Person[] {
  let byEvent = cache.get(world);
  if (!byEvent) {
    byEvent = new Map();
    cache.set(world, byEvent);
  }
  let people = byEvent.get(event.id);
  if (!people) {
    people = world.population.people.filter(
      (p) => unitFor(world.seed, 'event-attendee', event.index, p.id) < attendeeShare(event),
    );
    byEvent.set(event.id, people);
  }
  return people;
}

export function isAttending(world: LinkedInWorld, event: SandboxEvent, person: Person): boolean {
  if (world.population.accounts.some((a) => a.id === person.id)) return event.index < ATTENDED_BY_ACCOUNTS;
  return unitFor(world.seed, 'event-attendee', event.index, person.id) < attendeeShare(event);
}

const isOrganizer = (event: SandboxEvent) => event.index === 0;

export function eventInvitesLeft(world: LinkedInWorld, email: string, event: SandboxEvent): number {
  const since = world.now() - 7 * DAY;
  const used = (slice(world).eventInvites?.[email] ?? []).filter(
    (i) => i.eventId === event.id && i.at > since,
  ).length;
  return Math.max(0, EVENT_LIMITS.invitesPerWeek - used);
}

export function isInvited(world: LinkedInWorld, email: string, event: SandboxEvent, person: Person): boolean {
  return (slice(world).eventInvites?.[email] ?? []).some(
    (i) => i.eventId === event.id && i.personId === person.id,
  );
}

/** Why the account may not message a person through the event, or null when it may. */
export function eventMessageRefusal(
  world: LinkedInWorld,
  email: string,
  event: SandboxEvent,
  person: Person,
): { status: 403; message: string } | null {
  if (!isAttending(world, event, world.me(email)))
    return { status: 403, message: `Attend ${event.name} to message its attendees.` };
  if (!isAttending(world, event, person))
    return { status: 403, message: `${person.name} is not attending ${event.name}.` };
  return null;
}

type Refusal = { ok: false; status: 400 | 403 | 409 | 429; message: string };

/** Sends a message to a fellow attendee: into the conversation with them (new or existing). */
export function sendEventMessage(
  world: LinkedInWorld,
  email: string,
  event: SandboxEvent,
  person: Person,
  textInput: string,
): { ok: true; conversation: Conversation } | Refusal {
  const text = textInput.replace(/\r\n/g, '\n').trim();
  if (!text) return { ok: false, status: 400, message: 'Write a message first.' };
  if (text.length > EVENT_LIMITS.messageMax)
    return { ok: false, status: 400, message: 'Your message is too long.' };
  const refused = eventMessageRefusal(world, email, event, person);
  if (refused) return { ok: false, ...refused };
  const account = world.account(email);
  const now = world.now();
  let conversation = account.conversations.find((c) => c.personId === person.id);
  if (!conversation) {
    conversation = {
      id: `2-${idChars(rngFor(world.seed, 'event-thread', email, person.id), 30)}==`,
      personId: person.id,
      messages: [],
      lastReadAt: now,
    };
    account.conversations.push(conversation);
  }
  conversation.messages.push({ id: world.newId('msg'), from: 'me', text, at: now, settled: false });
  conversation.lastReadAt = now;
  const s = slice(world);
  s.eventMessages ??= {};
  s.eventMessages[email] ??= [];
  s.eventMessages[email].push({ eventId: event.id, personId: person.id, at: now, text });
  world.onChange();
  return { ok: true, conversation };
}

/** Invites a 1st-degree connection to the event (attendees and the organiser may invite). */
export function inviteToEvent(
  world: LinkedInWorld,
  email: string,
  event: SandboxEvent,
  person: Person,
): { ok: true } | Refusal {
  if (!isAttending(world, event, world.me(email)))
    return { ok: false, status: 403, message: `Attend ${event.name} to invite your connections.` };
  if (world.degree(email, person) !== 1)
    return { ok: false, status: 403, message: `You can only invite your connections to ${event.name}.` };
  if (isAttending(world, event, person))
    return { ok: false, status: 409, message: `${person.name} is already attending.` };
  if (isInvited(world, email, event, person))
    return { ok: false, status: 409, message: `${person.name} was already invited.` };
  if (eventInvitesLeft(world, email, event) === 0)
    return {
      ok: false,
      status: 429,
      message: 'You’ve reached the weekly limit of invitations to this event.',
    };
  const s = slice(world);
  s.eventInvites ??= {};
  s.eventInvites[email] ??= [];
  s.eventInvites[email].push({ eventId: event.id, personId: person.id, at: world.now() });
  world.onChange();
  return { ok: true };
}

/**
 * `/events/` (my events), `/events/{id}/` (about; Attend for others), `/events/{id}/attendees/?page=N`
 * (10 a page with "Show more results", attendees only), `/events/{id}/message/{publicId}/` (the
 * conversation so far and the form; `POST` sends), `/events/{id}/invite/?keywords=…` (the account's
 * connections matching, each Invite / Invited / Attending; `POST` invites one). Plus
 * `GET /_sandbox/events/{email}` for tests.
 */
export function registerEventPages(app: Hono<SandboxEnv>, world: LinkedInWorld, h: PageHelpers) {
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);
  const notFound = (c: Ctx) => c.text('This page doesn’t exist', 404);
  const eventOf = (c: Ctx) => findEvent(world, c.req.param('id') ?? '');

  app.get(
    '/events',
    h.signedIn((c, email) => {
      const me = world.me(email);
      const mine = eventsOf(world).filter((e) => isAttending(world, e, me));
      return c.html(
        myEventsPage(
          h.chrome(email),
          mine.map((event) => ({
            event,
            organizer: isOrganizer(event),
            attendeeCount: eventAttendees(world, event).length,
            startsAt: world.state.createdAt + event.inDays * DAY,
          })),
        ).value,
      );
    }, 'authwall'),
  );
  app.get(
    '/events/:id',
    h.signedIn((c, email) => {
      const event = eventOf(c);
      if (!event) return notFound(c);
      return c.html(
        eventPage(h.chrome(email), {
          event,
          attendeeCount: eventAttendees(world, event).length,
          attending: isAttending(world, event, world.me(email)),
          organizer: isOrganizer(event),
          startsAt: world.state.createdAt + event.inDays * DAY,
        }).value,
      );
    }, 'authwall'),
  );
  app.get(
    '/events/:id/attendees',
    h.signedIn((c, email) => {
      const event = eventOf(c);
      if (!event) return notFound(c);
      const me = world.me(email);
      // LinkedIn shows the attendee list to attendees only.
      if (!isAttending(world, event, me)) return c.redirect(`/events/${event.id}/`, 302);
      const all = eventAttendees(world, event).filter((p) => p.id !== me.id);
      const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
      const size = EVENT_LIMITS.attendeesPerPage;
      const rows = all.slice((page - 1) * size, page * size).map((person) => ({
        person,
        degree: world.degree(email, person),
      }));
      return c.html(
        eventAttendeesPage(h.chrome(email), {
          event,
          rows,
          page,
          total: all.length,
          hasMore: page * size < all.length,
        }).value,
      );
    }, 'authwall'),
  );

  const messagePage = (
    c: Ctx,
    email: string,
    event: SandboxEvent,
    person: Person,
    error?: { status: number; message: string },
  ) =>
    c.html(
      eventMessagePage(h.chrome(email, 'messaging'), {
        event,
        person,
        me: world.me(email),
        conversation: world.account(email).conversations.find((x) => x.personId === person.id),
        refusal: eventMessageRefusal(world, email, event, person),
        csrf: csrfOf(c),
        error: error?.message,
        sent: c.req.query('sent') === '1',
      }).value,
      (error?.status ?? 200) as ContentfulStatusCode,
    );
  const target = (c: Ctx, email: string) => {
    const event = eventOf(c);
    const person = world.findPerson(c.req.param('publicId') ?? '');
    if (!event || !person || person.id === world.me(email).id) return null;
    return { event, person };
  };
  app.get(
    '/events/:id/message/:publicId',
    h.signedIn((c, email) => {
      const t = target(c, email);
      if (!t) return notFound(c);
      return messagePage(c, email, t.event, t.person);
    }, 'authwall'),
  );
  app.post(
    '/events/:id/message/:publicId',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const t = target(c, email);
      if (!t) return notFound(c);
      const sent = sendEventMessage(world, email, t.event, t.person, String(form.body ?? ''));
      if (!sent.ok) return messagePage(c, email, t.event, t.person, sent);
      return c.redirect(`/events/${t.event.id}/message/${t.person.publicId}/?sent=1`, 303);
    }),
  );

  const invitePage = (
    c: Ctx,
    email: string,
    event: SandboxEvent,
    keywords: string,
    error?: { status: number; message: string },
  ) => {
    const q = keywords.trim().toLowerCase();
    const rows = q
      ? world
          .connections(email)
          .map((x) => x.person)
          .filter((p) => p.name.toLowerCase().includes(q) || p.publicId.toLowerCase() === q)
          .slice(0, 10)
          .map((person) => ({
            person,
            state: isAttending(world, event, person)
              ? ('attending' as const)
              : isInvited(world, email, event, person)
                ? ('invited' as const)
                : ('invite' as const),
          }))
      : [];
    return c.html(
      eventInvitePage(h.chrome(email), {
        event,
        keywords,
        rows,
        canInvite: isAttending(world, event, world.me(email)),
        invitesLeft: eventInvitesLeft(world, email, event),
        csrf: csrfOf(c),
        error: error?.message,
        sent: c.req.query('sent') === '1',
      }).value,
      (error?.status ?? 200) as ContentfulStatusCode,
    );
  };
  app.get(
    '/events/:id/invite',
    h.signedIn((c, email) => {
      const event = eventOf(c);
      if (!event) return notFound(c);
      return invitePage(c, email, event, c.req.query('keywords') ?? '');
    }, 'authwall'),
  );
  app.post(
    '/events/:id/invite',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const event = eventOf(c);
      if (!event) return notFound(c);
      const keywords = String(form.keywords ?? '');
      const person = world.findPerson(String(form.invitee ?? ''));
      if (!person)
        return invitePage(c, email, event, keywords, { status: 404, message: 'Member not found.' });
      const done = inviteToEvent(world, email, event, person);
      if (!done.ok) return invitePage(c, email, event, keywords, done);
      return c.redirect(`/events/${event.id}/invite/?keywords=${encodeURIComponent(keywords)}&sent=1`, 303);
    }),
  );

  // Sandbox control: the events (with the account's attendance), messages and invitations sent.
  app.get('/_sandbox/events/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!SANDBOX_ACCOUNTS.some((a) => a.email === email))
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    const me = world.me(email);
    const ref = (personId: number) => world.population.byId.get(personId)?.publicId;
    return c.json({
      events: eventsOf(world).map((e) => ({
        id: e.id,
        name: e.name,
        url: `https://www.linkedin.com/events/${e.id}/`,
        attending: isAttending(world, e, me),
        organizer: isOrganizer(e) && isAttending(world, e, me),
        attendeeCount: eventAttendees(world, e).length,
      })),
      messages: (slice(world).eventMessages?.[email] ?? []).map((m) => ({
        eventId: m.eventId,
        publicId: ref(m.personId),
        text: m.text,
        at: m.at,
      })),
      invites: (slice(world).eventInvites?.[email] ?? []).map((i) => ({
        eventId: i.eventId,
        publicId: ref(i.personId),
        at: i.at,
      })),
    });
  });
}
