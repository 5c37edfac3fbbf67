import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { DAY } from './limits.ts';
import { type Ctx, type PageHelpers, sessionCsrf } from './page-helpers.ts';
import type { Person } from './population.ts';
import { SANDBOX_ACCOUNTS } from './population.ts';
import { hashString, idChars, rngFor, unitFor } from './random.ts';
import type { Conversation, SandboxState } from './state.ts';
import { groupMembersPage, groupMessagePage, groupPage, myGroupsPage } from './views/groups.ts';
import type { LinkedInWorld } from './world.ts';

// LinkedIn groups: seeded groups with members (a stable share of the population), the sandbox
// accounts members of the first few. A member may message a fellow member without a connection,
// up to 15 such messages a rolling month (LinkedIn's free group-message allowance); the message
// lands in the ordinary messaging inbox, so the product's inbox sync reads it like any other.

export const GROUP_LIMITS = { messagesPerMonth: 15, messageMax: 8000, membersPerPage: 10 } as const;

const GROUP_NAMES = [
  'SaaS Growth Marketers',
  'Cloud Architects Network',
  'B2B Sales Leaders',
  'Product Management Guild',
  'Fintech Founders Circle',
  'Data Engineering Europe',
] as const;
/** Every sandbox account is a member of the first four groups, of none of the last two. */
const JOINED_BY_ACCOUNTS = 4;

export interface SandboxGroup {
  index: number;
  id: string;
  name: string;
  about: string;
}

/** Group messages each account sent (absent in older state files). */
export interface GroupState {
  groupMessages?: Record<string, { groupId: string; personId: number; at: number; text: string }[]>;
}
const slice = (world: LinkedInWorld) => world.state as SandboxState & GroupState;

/** The seeded groups: ids are stable 7-digit numbers, like LinkedIn's `/groups/{id}/`. */
export function groupsOf(world: LinkedInWorld): SandboxGroup[] {
  return GROUP_NAMES.map((name, index) => ({
    index,
    id: String(1_000_000 + (hashString(`group:${world.seed}:${index}`) % 9_000_000)),
    name,
    about: `A place for ${name.toLowerCase()} to share what works.`,
  }));
}

export function findGroup(world: LinkedInWorld, id: string): SandboxGroup | undefined {
  return groupsOf(world).find((g) => g.id === id);
}

/** The share of the population in a group: the first is small (about six), the others 40 to 90. */
const memberShare = (group: SandboxGroup) => (group.index === 0 ? 0.005 : 0.03 + 0.01 * group.index);

const cache = new WeakMap<LinkedInWorld, Map<string, Person[]>>();

/**
 * The members a group's list shows, in a stable seeded order. The sandbox accounts belong to the
 * first groups (isGroupMember) but stay off the lists, so a campaign's audience is generated people.
 */
export function groupMembers(world: LinkedInWorld, group: SandboxGroup): Person[] {
  let byGroup = cache.get(world);
  if (!byGroup) {
    byGroup = new Map();
    cache.set(world, byGroup);
  }
  let members = byGroup.get(group.id);
  if (!members) {
    members = world.population.people.filter(
      (p) => unitFor(world.seed, 'group-member', group.index, p.id) < memberShare(group),
    );
    byGroup.set(group.id, members);
  }
  return members;
}

export function isGroupMember(world: LinkedInWorld, group: SandboxGroup, person: Person): boolean {
  if (world.population.accounts.some((a) => a.id === person.id)) return group.index < JOINED_BY_ACCOUNTS;
  return unitFor(world.seed, 'group-member', group.index, person.id) < memberShare(group);
}

export function groupMessagesLeft(world: LinkedInWorld, email: string): number {
  const since = world.now() - 30 * DAY;
  const used = (slice(world).groupMessages?.[email] ?? []).filter((m) => m.at > since).length;
  return Math.max(0, GROUP_LIMITS.messagesPerMonth - used);
}

type SendResult =
  | { ok: true; conversation: Conversation }
  | { ok: false; status: 400 | 403 | 429; message: string };

/** Why a member may not message another through the group, or null when they may. */
export function groupMessageRefusal(
  world: LinkedInWorld,
  email: string,
  group: SandboxGroup,
  person: Person,
): { status: 403 | 429; message: string } | null {
  if (!isGroupMember(world, group, world.me(email)))
    return { status: 403, message: `Join ${group.name} to message its members.` };
  if (!isGroupMember(world, group, person))
    return { status: 403, message: `${person.name} is not a member of ${group.name}.` };
  if (groupMessagesLeft(world, email) === 0)
    return {
      status: 429,
      message: 'You’ve reached the monthly limit for messages to fellow group members.',
    };
  return null;
}

/** Sends a message to a fellow group member: into the conversation with them (new or existing). */
export function sendGroupMessage(
  world: LinkedInWorld,
  email: string,
  group: SandboxGroup,
  person: Person,
  textInput: string,
): SendResult {
  const text = textInput.replace(/\r\n/g, '\n').trim();
  if (!text) return { ok: false, status: 400, message: 'Write a message first.' };
  if (text.length > GROUP_LIMITS.messageMax)
    return { ok: false, status: 400, message: 'Your message is too long.' };
  const refused = groupMessageRefusal(world, email, group, person);
  if (refused) return { ok: false, ...refused };
  const account = world.account(email);
  const now = world.now();
  let conversation = account.conversations.find((c) => c.personId === person.id);
  if (!conversation) {
    conversation = {
      id: `2-${idChars(rngFor(world.seed, 'group-thread', email, person.id), 30)}==`,
      personId: person.id,
      messages: [],
      lastReadAt: now,
    };
    account.conversations.push(conversation);
  }
  conversation.messages.push({ id: world.newId('msg'), from: 'me', text, at: now, settled: false });
  conversation.lastReadAt = now;
  const s = slice(world);
  s.groupMessages ??= {};
  s.groupMessages[email] ??= [];
  s.groupMessages[email].push({ groupId: group.id, personId: person.id, at: now, text });
  world.onChange();
  return { ok: true, conversation };
}

/**
 * `/groups/` (my groups), `/groups/{id}/` (about, Join for non-members), `/groups/{id}/members/?page=N`
 * (10 a page with "Show more results", members only), `/groups/{id}/message/{publicId}/` (the
 * conversation so far and the form; `POST` sends). Plus `GET /_sandbox/groups/{email}` for tests.
 */
export function registerGroupPages(app: Hono<SandboxEnv>, world: LinkedInWorld, h: PageHelpers) {
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);
  const notFound = (c: Ctx) => c.text('This page doesn’t exist', 404);

  app.get(
    '/groups',
    h.signedIn((c, email) => {
      const me = world.me(email);
      const mine = groupsOf(world).filter((g) => isGroupMember(world, g, me));
      return c.html(
        myGroupsPage(
          h.chrome(email),
          mine.map((g) => ({ group: g, memberCount: groupMembers(world, g).length })),
        ).value,
      );
    }, 'authwall'),
  );
  app.get(
    '/groups/:id',
    h.signedIn((c, email) => {
      const group = findGroup(world, c.req.param('id') ?? '');
      if (!group) return notFound(c);
      return c.html(
        groupPage(h.chrome(email), {
          group,
          memberCount: groupMembers(world, group).length,
          member: isGroupMember(world, group, world.me(email)),
        }).value,
      );
    }, 'authwall'),
  );
  app.get(
    '/groups/:id/members',
    h.signedIn((c, email) => {
      const group = findGroup(world, c.req.param('id') ?? '');
      if (!group) return notFound(c);
      const me = world.me(email);
      // LinkedIn shows the member list to members only.
      if (!isGroupMember(world, group, me)) return c.redirect(`/groups/${group.id}/`, 302);
      const all = groupMembers(world, group).filter((p) => p.id !== me.id);
      const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
      const size = GROUP_LIMITS.membersPerPage;
      const rows = all.slice((page - 1) * size, page * size).map((person) => ({
        person,
        degree: world.degree(email, person),
      }));
      return c.html(
        groupMembersPage(h.chrome(email), {
          group,
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
    group: SandboxGroup,
    person: Person,
    error?: { status: 400 | 403 | 429; message: string },
  ) =>
    c.html(
      groupMessagePage(h.chrome(email, 'messaging'), {
        group,
        person,
        me: world.me(email),
        conversation: world.account(email).conversations.find((x) => x.personId === person.id),
        refusal: groupMessageRefusal(world, email, group, person),
        messagesLeft: groupMessagesLeft(world, email),
        csrf: csrfOf(c),
        error: error?.message,
        sent: c.req.query('sent') === '1',
      }).value,
      error?.status ?? 200,
    );
  const target = (c: Ctx, email: string) => {
    const group = findGroup(world, c.req.param('id') ?? '');
    const person = world.findPerson(c.req.param('publicId') ?? '');
    if (!group || !person || person.id === world.me(email).id) return null;
    return { group, person };
  };
  app.get(
    '/groups/:id/message/:publicId',
    h.signedIn((c, email) => {
      const t = target(c, email);
      if (!t) return notFound(c);
      return messagePage(c, email, t.group, t.person);
    }, 'authwall'),
  );
  app.post(
    '/groups/:id/message/:publicId',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const t = target(c, email);
      if (!t) return notFound(c);
      const sent = sendGroupMessage(world, email, t.group, t.person, String(form.body ?? ''));
      if (!sent.ok) return messagePage(c, email, t.group, t.person, sent);
      return c.redirect(`/groups/${t.group.id}/message/${t.person.publicId}/?sent=1`, 303);
    }),
  );

  // Sandbox control: the groups (with the account's membership), messages left and sent.
  app.get('/_sandbox/groups/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!SANDBOX_ACCOUNTS.some((a) => a.email === email))
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    const me = world.me(email);
    return c.json({
      groups: groupsOf(world).map((g) => ({
        id: g.id,
        name: g.name,
        url: `https://www.linkedin.com/groups/${g.id}/`,
        member: isGroupMember(world, g, me),
        memberCount: groupMembers(world, g).length,
      })),
      messagesLeft: groupMessagesLeft(world, email),
      messagesPerMonth: GROUP_LIMITS.messagesPerMonth,
      sent: (slice(world).groupMessages?.[email] ?? []).map((m) => ({
        groupId: m.groupId,
        publicId: world.population.byId.get(m.personId)?.publicId,
        text: m.text,
        at: m.at,
      })),
    });
  });
}
