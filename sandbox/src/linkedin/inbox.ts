import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { avatarUrl } from './avatar.ts';
import { DAY, HOUR } from './limits.ts';
import type { Person } from './population.ts';
import { idChars, rngFor } from './random.ts';
import type { Conversation, Message } from './state.ts';
import type { LinkedInWorld } from './world.ts';

// LinkedIn's inboxes beyond member-to-member messaging: InMail threads (in the messaging inbox, with
// a subject, some sponsored) and the Sales Navigator inbox. Kept in the state's own `inbox` slice,
// seeded lazily per account from the seed (no shared id counter), so nothing else generated moves.

export type ThreadKind = 'linkedin' | 'inmail' | 'sales-navigator';

export interface InboxThread {
  id: string;
  kind: 'inmail' | 'sales-navigator';
  personId: number;
  subject: string;
  isSponsored: boolean;
  messages: Message[];
  lastReadAt: number;
}

export interface SandboxAttachment {
  name: string;
  mediaType: string | null;
  byteSize: number;
  sha256: string;
}

export interface InboxStore {
  threads: InboxThread[];
  /** originToken → the message it created: a repeated send answers the first one. */
  origins: Record<string, { threadId: string; messageId: string }>;
  attachments: Record<string, SandboxAttachment[]>;
  seq: number;
}

type Ctx = Context<SandboxEnv>;
const BASE = '/voyager/api';

/** The account's inbox slice, seeded on first use. */
export function inboxOf(world: LinkedInWorld, email: string): InboxStore {
  world.state.inbox ??= {};
  let store = world.state.inbox[email];
  if (!store) {
    store = { threads: seedThreads(world, email), origins: {}, attachments: {}, seq: 1 };
    world.state.inbox[email] = store;
    world.onChange();
  }
  return store;
}

function seedThreads(world: LinkedInWorld, email: string): InboxThread[] {
  const rand = rngFor(world.seed, 'inbox-seed', email);
  const me = world.me(email);
  const people = world.population.people.filter((p) => world.degree(email, p) !== 1);
  const at = world.state.createdAt;
  const pickPerson = () => people[Math.floor(rand() * people.length)];
  const thread = (
    kind: InboxThread['kind'],
    subject: string,
    lines: [from: 'me' | 'them', text: string, hoursAgo: number][],
    isSponsored = false,
  ): InboxThread => {
    const id = kind === 'inmail' ? `2-${idChars(rand, 30)}==` : `sn-${idChars(rand, 24)}`;
    const messages = lines.map(([from, text, h], i) => ({
      id: `${id}:m${i}`,
      from,
      text,
      at: at - h * HOUR,
      settled: true,
    }));
    return {
      id,
      kind,
      personId: pickPerson().id,
      subject,
      isSponsored,
      messages,
      lastReadAt: at - 100 * DAY,
    };
  };
  return [
    thread('inmail', 'Opportunity at a growing team', [
      [
        'them',
        `Hi ${me.firstName}, I came across your profile and would love to tell you about a role on our team.`,
        30,
      ],
    ]),
    thread(
      'inmail',
      'Grow your pipeline this quarter',
      [
        [
          'them',
          `${me.firstName}, see how teams like yours book more meetings. Reply on LinkedIn to learn more.`,
          50,
        ],
      ],
      true,
    ),
    thread('sales-navigator', 'Following up on our call', [
      ['me', 'Thanks for your time today, here is the summary we discussed.', 80],
      ['them', 'Thanks! Could you send the pricing sheet as well?', 20],
    ]),
    thread('sales-navigator', 'Partnership', [
      ['them', `Hello ${me.firstName}, would you be open to a quick chat about a partnership?`, 10],
    ]),
  ];
}

/** A thread of any kind: LinkedIn conversations live in the account, the others in the inbox slice. */
interface AnyThread {
  kind: ThreadKind;
  id: string;
  person: Person;
  subject: string | null;
  isSponsored: boolean;
  messages: Message[];
  lastReadAt: number;
}

function allThreads(world: LinkedInWorld, email: string): AnyThread[] {
  const own: AnyThread[] = world
    .account(email)
    .conversations.filter((c: Conversation) => c.messages.length > 0)
    .map((c) => ({
      kind: 'linkedin',
      id: c.id,
      person: world.population.byId.get(c.personId)!,
      subject: null,
      isSponsored: false,
      messages: c.messages,
      lastReadAt: c.lastReadAt,
    }));
  const rest: AnyThread[] = inboxOf(world, email).threads.map((t) => ({
    kind: t.kind,
    id: t.id,
    person: world.population.byId.get(t.personId)!,
    subject: t.subject,
    isSponsored: t.isSponsored,
    messages: t.messages,
    lastReadAt: t.lastReadAt,
  }));
  return [...own, ...rest];
}

function dashProfile(person: Person) {
  return {
    entityUrn: `urn:li:fsd_profile:${person.memberId}`,
    publicIdentifier: person.publicId,
    firstName: person.firstName,
    lastName: person.lastName,
    headline: person.headline,
    profilePicture: person.hasPhoto ? { displayImageUrl: avatarUrl(person) } : null,
  };
}

const categoryOf = {
  linkedin: 'PRIMARY_INBOX',
  inmail: 'INMAIL',
  'sales-navigator': 'SALES_NAVIGATOR',
} as const;

/** Sends into an existing thread of any kind, once per originToken. */
export function sendInboxMessage(
  world: LinkedInWorld,
  email: string,
  threadId: string,
  text: string,
  originToken: string,
  attachments: SandboxAttachment[] = [],
):
  | { ok: true; messageId: string; at: number; deduped: boolean }
  | { ok: false; status: number; code: string; message: string } {
  const store = inboxOf(world, email);
  const prior = store.origins[originToken];
  if (prior) {
    const m = allThreads(world, email)
      .find((t) => t.id === prior.threadId)
      ?.messages.find((x) => x.id === prior.messageId);
    if (m) return { ok: true, messageId: m.id, at: m.at, deduped: true };
  }
  const body = text.replace(/\r\n/g, '\n').trim();
  if (!body && attachments.length === 0)
    return { ok: false, status: 400, code: 'EMPTY_MESSAGE', message: 'Write a message first.' };
  const thread = allThreads(world, email).find((t) => t.id === threadId);
  if (!thread) return { ok: false, status: 404, code: 'NOT_FOUND', message: 'Conversation not found.' };
  if (thread.isSponsored)
    return { ok: false, status: 403, code: 'CANT_REPLY', message: 'You can’t reply to this message.' };
  const limit = thread.kind === 'linkedin' ? 8000 : 1900;
  if (body.length > limit)
    return { ok: false, status: 400, code: 'MESSAGE_TOO_LONG', message: 'Your message is too long.' };
  let message: Message;
  if (thread.kind === 'linkedin') {
    const r = world.sendMessage(
      email,
      { conversationId: threadId },
      body || attachments.map((a) => a.name).join(', '),
    );
    if (!r.ok) return r;
    message = r.conversation.messages.at(-1)!;
  } else {
    const t = store.threads.find((x) => x.id === threadId)!;
    message = { id: `${t.id}:s${store.seq++}`, from: 'me', text: body, at: world.now(), settled: true };
    t.messages.push(message);
    t.lastReadAt = message.at;
  }
  store.origins[originToken] = { threadId, messageId: message.id };
  if (attachments.length) store.attachments[message.id] = attachments;
  world.onChange();
  return { ok: true, messageId: message.id, at: message.at, deduped: false };
}

/**
 * The inbox calls (registered after the voyager session check, so they share it):
 * `GET /voyagerMessagingDashConversations?mailbox=INBOX|SALES&start&count` — threads newest activity
 * first (INBOX: messaging and InMail; SALES: the Sales Navigator inbox);
 * `GET /voyagerMessagingDashConversations/{id}/messages`; `POST` there `{text, originToken, attachments}`.
 * Plus `POST /_sandbox/inbox/{email}/incoming` for tests: a new message from the thread's person.
 */
export function registerInboxApi(app: Hono<SandboxEnv>, world: LinkedInWorld): void {
  const emailOf = (c: Ctx) => c.get('email') as string;
  const threadJson = (email: string, t: AnyThread) => ({
    entityUrn: `urn:li:msg_conversation:(urn:li:fsd_profile:${world.me(email).memberId},${t.id})`,
    conversationId: t.id,
    category: categoryOf[t.kind],
    subject: t.subject,
    isSponsored: t.isSponsored,
    lastActivityAt: t.messages.at(-1)?.at ?? 0,
    unreadCount: t.messages.filter((m) => m.from === 'them' && m.at > t.lastReadAt).length,
    participants: [dashProfile(t.person)],
  });
  app.get(`${BASE}/voyagerMessagingDashConversations`, (c) => {
    const email = emailOf(c);
    const sales = c.req.query('mailbox') === 'SALES';
    const start = Math.max(0, Number(c.req.query('start') ?? 0) || 0);
    const count = Math.min(100, Math.max(1, Number(c.req.query('count') ?? 20) || 20));
    const list = allThreads(world, email)
      .filter((t) => (t.kind === 'sales-navigator') === sales)
      .sort((a, b) => (b.messages.at(-1)?.at ?? 0) - (a.messages.at(-1)?.at ?? 0));
    return c.json({
      paging: { start, count, total: list.length },
      elements: list.slice(start, start + count).map((t) => threadJson(email, t)),
    });
  });
  app.get(`${BASE}/voyagerMessagingDashConversations/:id/messages`, (c) => {
    const email = emailOf(c);
    const t = allThreads(world, email).find((x) => x.id === c.req.param('id'));
    if (!t) return c.json({ status: 404, code: 'NOT_FOUND', message: 'Conversation not found.' }, 404);
    const me = world.me(email);
    const files = inboxOf(world, email).attachments;
    return c.json({
      elements: t.messages.map((m) => ({
        messageId: m.id,
        deliveredAt: m.at,
        body: { text: m.text },
        subject: t.subject,
        direction: m.from === 'me' ? 'OUTGOING' : 'INCOMING',
        sender: {
          name: m.from === 'me' ? me.name : t.person.name,
          picture: avatarUrl(m.from === 'me' ? me : t.person),
        },
        attachments: files[m.id] ?? [],
      })),
    });
  });
  app.post(`${BASE}/voyagerMessagingDashConversations/:id/messages`, async (c) => {
    const email = emailOf(c);
    const payload = (await c.req.json().catch(() => ({}))) as {
      text?: string;
      originToken?: string;
      attachments?: { name?: string; mediaType?: string; dataBase64?: string }[];
    };
    const files = (payload.attachments ?? []).map((a) => {
      const bytes = Buffer.from(a.dataBase64 ?? '', 'base64');
      return {
        name: String(a.name ?? 'file'),
        mediaType: a.mediaType ?? null,
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    });
    if (files.some((f) => f.byteSize > 10 * 1024 * 1024))
      return c.json({ status: 400, code: 'FILE_TOO_LARGE', message: 'This file is too large.' }, 400);
    const r = sendInboxMessage(
      world,
      email,
      c.req.param('id'),
      String(payload.text ?? ''),
      String(payload.originToken ?? `${Math.random()}`),
      files,
    );
    if (!r.ok) return c.json({ status: r.status, code: r.code, message: r.message }, r.status as 400);
    return c.json({ messageId: r.messageId, deliveredAt: r.at, deduped: r.deduped });
  });
  app.get('/_sandbox/inbox/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email]) return c.json({ error: 'NOT_FOUND' }, 404);
    const store = inboxOf(world, email);
    return c.json({
      threads: allThreads(world, email).map((t) => ({
        id: t.id,
        kind: t.kind,
        publicId: t.person.publicId,
        subject: t.subject,
        messages: t.messages.map((m) => ({
          id: m.id,
          from: m.from,
          text: m.text,
          at: m.at,
          attachments: store.attachments[m.id] ?? [],
        })),
      })),
    });
  });
  app.post('/_sandbox/inbox/:email/incoming', async (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email]) return c.json({ error: 'NOT_FOUND' }, 404);
    const { threadId, text } = (await c.req.json()) as { threadId: string; text: string };
    const now = world.now();
    const account = world.account(email);
    const conv = account.conversations.find((x) => x.id === threadId);
    const other = inboxOf(world, email).threads.find((x) => x.id === threadId);
    const target = conv?.messages ?? other?.messages;
    if (!target) return c.json({ error: 'NOT_FOUND' }, 404);
    const id = `${threadId}:in${inboxOf(world, email).seq++}`;
    target.push({ id, from: 'them', text, at: now });
    world.onChange();
    return c.json({ ok: true, messageId: id, at: now });
  });
}
