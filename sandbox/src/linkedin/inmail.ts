import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { type InboxThread, inboxOf } from './inbox.ts';
import { DAY } from './limits.ts';
import { type Ctx, type PageHelpers, sessionCsrf } from './page-helpers.ts';
import type { Person } from './population.ts';
import { idChars, rngFor, unitFor } from './random.ts';
import type { SandboxState } from './state.ts';
import { inmailComposePage } from './views/inmail.ts';
import type { LinkedInWorld } from './world.ts';

// InMail: a message with a subject to someone outside one's network, paid with a monthly credit
// unless the recipient has an Open Profile. Sent InMails live in the inbox slice's InMail threads
// (inbox.ts), so the product's inbox sync reads them like the seeded ones.

/** Credits a month (rolling 30 days) and LinkedIn's lengths (ours for the credits, LinkedIn's for lengths). */
export const INMAIL_LIMITS = { creditsPerMonth: 30, subjectMax: 200, bodyMax: 1900 } as const;

/** InMail credits spent per account, kept beside the rest of the state (absent in older files). */
export interface InMailState {
  inmailCredits?: Record<string, { personId: number; at: number }[]>;
}
const slice = (world: LinkedInWorld) => world.state as SandboxState & InMailState;

/** About a quarter of members have an Open Profile: anyone may InMail them for free (seeded, stable). */
export function isOpenProfile(world: LinkedInWorld, person: Person): boolean {
  return unitFor(world.seed, 'open-profile', person.id) < 0.25;
}

export function inmailCreditsLeft(world: LinkedInWorld, email: string): number {
  const since = world.now() - 30 * DAY;
  const used = (slice(world).inmailCredits?.[email] ?? []).filter((u) => u.at > since).length;
  return Math.max(0, INMAIL_LIMITS.creditsPerMonth - used);
}

/** The account's own InMail thread with a person (not a sponsored one), if any. */
export function inmailThreadWith(
  world: LinkedInWorld,
  email: string,
  person: Person,
): InboxThread | undefined {
  return inboxOf(world, email).threads.find(
    (t) => t.kind === 'inmail' && !t.isSponsored && t.personId === person.id,
  );
}

type SendResult =
  | { ok: true; thread: InboxThread; free: boolean }
  | { ok: false; status: 400 | 402 | 403; message: string };

/** Sends an InMail: a new thread with the subject, or the next message of the existing one. */
export function sendInMail(
  world: LinkedInWorld,
  email: string,
  person: Person,
  subject: string,
  text: string,
): SendResult {
  const body = text.replace(/\r\n/g, '\n').trim();
  const title = subject.trim();
  if (world.degree(email, person) === 1)
    return {
      ok: false,
      status: 403,
      message: `You’re connected with ${person.firstName}. Send a message instead.`,
    };
  if (!title) return { ok: false, status: 400, message: 'Add a subject.' };
  if (!body) return { ok: false, status: 400, message: 'Write a message first.' };
  if (title.length > INMAIL_LIMITS.subjectMax)
    return { ok: false, status: 400, message: 'Your subject is too long.' };
  if (body.length > INMAIL_LIMITS.bodyMax)
    return { ok: false, status: 400, message: 'Your message is too long.' };
  const free = isOpenProfile(world, person);
  if (!free && inmailCreditsLeft(world, email) === 0)
    return { ok: false, status: 402, message: 'You’ve used all your InMail credits this month.' };
  const store = inboxOf(world, email);
  const now = world.now();
  let thread = inmailThreadWith(world, email, person);
  if (!thread) {
    const id = `2-${idChars(rngFor(world.seed, 'inmail-thread', email, person.id), 30)}==`;
    thread = {
      id,
      kind: 'inmail',
      personId: person.id,
      subject: title,
      isSponsored: false,
      messages: [],
      lastReadAt: now,
    };
    store.threads.push(thread);
  }
  thread.messages.push({
    id: `${thread.id}:s${store.seq++}`,
    from: 'me',
    text: body,
    at: now,
    settled: true,
  });
  thread.lastReadAt = now;
  if (!free) {
    const s = slice(world);
    s.inmailCredits ??= {};
    s.inmailCredits[email] ??= [];
    s.inmailCredits[email].push({ personId: person.id, at: now });
  }
  world.onChange();
  return { ok: true, thread, free };
}

/**
 * `/in/{id}/inmail/`: the InMail compose page (the thread so far, credits or Open Profile, subject
 * and message); `POST` there sends. Plus `GET /_sandbox/inmail/{email}` for tests.
 */
export function registerInMailPages(app: Hono<SandboxEnv>, world: LinkedInWorld, h: PageHelpers) {
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);
  const page = (
    c: Ctx,
    email: string,
    person: Person,
    error?: { status: 400 | 402 | 403; message: string },
  ) =>
    c.html(
      inmailComposePage(h.chrome(email, 'messaging'), {
        person,
        connected: world.degree(email, person) === 1,
        openProfile: isOpenProfile(world, person),
        creditsLeft: inmailCreditsLeft(world, email),
        thread: inmailThreadWith(world, email, person),
        me: world.me(email),
        csrf: csrfOf(c),
        error: error?.message,
        sent: c.req.query('sent') === '1',
      }).value,
      error?.status ?? 200,
    );

  app.get(
    '/in/:publicId/inmail',
    h.signedIn((c, email) => {
      const person = world.findPerson(c.req.param('publicId') ?? '');
      if (!person || person.id === world.me(email).id) return c.text('This page doesn’t exist', 404);
      return page(c, email, person);
    }, 'authwall'),
  );
  app.post(
    '/in/:publicId/inmail',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const person = world.findPerson(c.req.param('publicId') ?? '');
      if (!person || person.id === world.me(email).id) return c.text('This page doesn’t exist', 404);
      const sent = sendInMail(world, email, person, String(form.subject ?? ''), String(form.body ?? ''));
      if (!sent.ok) return page(c, email, person, sent);
      return c.redirect(`/in/${person.publicId}/inmail/?sent=1`, 303);
    }),
  );

  // Sandbox control: credits left and every InMail the account sent, for tests.
  app.get('/_sandbox/inmail/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email])
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    const sent = inboxOf(world, email)
      .threads.filter((t) => t.kind === 'inmail' && !t.isSponsored)
      .flatMap((t) => {
        const person = world.population.byId.get(t.personId)!;
        return t.messages
          .filter((m) => m.from === 'me')
          .map((m) => ({
            publicId: person.publicId,
            threadId: t.id,
            subject: t.subject,
            text: m.text,
            at: m.at,
            openProfile: isOpenProfile(world, person),
          }));
      });
    return c.json({
      creditsLeft: inmailCreditsLeft(world, email),
      creditsPerMonth: INMAIL_LIMITS.creditsPerMonth,
      sent,
    });
  });
}
