import type { Context, Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { avatarUrl } from './avatar.ts';
import { parseCookies } from './cookies.ts';
import type { Person } from './population.ts';
import type { Conversation } from './state.ts';
import type { Failure, LinkedInWorld } from './world.ts';

// A small slice of the site's internal API, enough for the pages' own scripts and for a bot that
// prefers JSON. Shapes are simplified; the headers and the csrf check work like the site's.

const BASE = '/voyager/api';
type Ctx = Context<SandboxEnv>;

function miniProfile(person: Person) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    occupation: person.headline,
    publicIdentifier: person.publicId,
    entityUrn: `urn:li:fs_miniProfile:${person.memberId}`,
    dashEntityUrn: `urn:li:fsd_profile:${person.memberId}`,
    picture: person.hasPhoto ? avatarUrl(person) : null,
  };
}

const failure = (c: Ctx, f: Failure) =>
  c.json(
    { status: f.status, code: f.code, message: f.message },
    f.status as 400 | 401 | 403 | 404 | 410 | 429,
  );

export function registerVoyagerApi(
  app: Hono<SandboxEnv>,
  world: LinkedInWorld,
  session: { emailOf: (c: Ctx) => string | null; tokenOf: (c: Ctx) => string | undefined },
): void {
  // Session, csrf (the JSESSIONID value without quotes) and restriction checks for every call.
  app.use(`${BASE}/*`, async (c, next) => {
    const email = session.emailOf(c);
    if (!email) return c.json({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' }, 401);
    const token = session.tokenOf(c)!;
    const expected = world.state.sessions[token]?.csrf;
    const cookie = parseCookies(c.req.header('cookie')).JSESSIONID;
    const header = c.req.header('csrf-token');
    if (!header || header !== expected || cookie !== expected) {
      return c.json({ status: 403, code: 'CSRF_CHECK_FAILED', message: 'CSRF check failed.' }, 403);
    }
    if (world.account(email).restriction) {
      return c.json({ status: 403, code: 'RESTRICTED', message: 'Your account has been restricted.' }, 403);
    }
    c.set('email', email);
    await next();
  });
  const emailOf = (c: Ctx) => c.get('email');
  const body = async (c: Ctx): Promise<Record<string, unknown>> => {
    try {
      return (await c.req.json()) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  app.get(`${BASE}/me`, (c) => {
    const me = world.me(emailOf(c));
    return c.json({
      plainId: me.id,
      miniProfile: miniProfile(me),
      premiumSubscriber: false,
      publicContactInfo: {},
    });
  });

  app.get(`${BASE}/identity/dash/profiles`, (c) => {
    const person = world.findPerson(c.req.query('memberIdentity') ?? '');
    if (!person) return c.json({ elements: [] });
    const email = emailOf(c);
    return c.json({
      elements: [
        {
          ...miniProfile(person),
          headline: person.headline,
          geoLocationName: person.location,
          industryName: person.industry,
          summary: person.about,
          currentCompany: { name: person.company, companyId: person.companyId },
          title: person.title,
          distance: world.degree(email, person),
          memberRelationship: {
            connected: world.degree(email, person) === 1,
            invitationPending: !!world.pendingInvitationTo(email, person),
          },
        },
      ],
    });
  });

  app.get(`${BASE}/relationships/sentInvitationViewsV2`, (c) => {
    const start = Number(c.req.query('start') ?? 0) || 0;
    const count = Math.min(100, Number(c.req.query('count') ?? 100) || 100);
    const pending = world
      .account(emailOf(c))
      .invitations.filter((i) => i.status === 'pending')
      .sort((a, b) => b.sentAt - a.sentAt);
    return c.json({
      paging: { start, count, total: pending.length },
      elements: pending.slice(start, start + count).map((i) => {
        const person = world.population.byId.get(i.personId)!;
        return {
          invitation: {
            entityUrn: `urn:li:fsd_invitation:${i.id}`,
            invitationId: i.id,
            sentTime: i.sentAt,
            message: i.note,
            invitationType: 'CONNECTION',
            toMember: miniProfile(person),
          },
        };
      }),
    });
  });

  app.get(`${BASE}/relationships/invitationViews`, (c) => {
    const pending = world.account(emailOf(c)).received.filter((r) => r.status === 'pending');
    return c.json({
      paging: { start: 0, count: pending.length, total: pending.length },
      elements: pending.map((r) => ({
        invitation: {
          entityUrn: `urn:li:fsd_invitation:${r.id}`,
          invitationId: r.id,
          sentTime: r.sentAt,
          message: r.message,
          fromMember: miniProfile(world.population.byId.get(r.personId)!),
        },
      })),
    });
  });

  app.get(`${BASE}/relationships/connections`, (c) => {
    const start = Number(c.req.query('start') ?? 0) || 0;
    const count = Math.min(100, Number(c.req.query('count') ?? 40) || 40);
    const all = world.connections(emailOf(c));
    return c.json({
      paging: { start, count, total: all.length },
      elements: all
        .slice(start, start + count)
        .map(({ person, connectedAt }) => ({ createdAt: connectedAt, miniProfile: miniProfile(person) })),
    });
  });

  app.post(`${BASE}/voyagerRelationshipsDashMemberRelationships`, async (c) => {
    const payload = await body(c);
    const invitee = payload.invitee as { inviteeUnion?: { memberProfile?: string } } | undefined;
    const person = world.findPerson(
      invitee?.inviteeUnion?.memberProfile ?? String(payload.memberId ?? payload.publicId ?? ''),
    );
    if (!person) return c.json({ status: 404, code: 'NOT_FOUND', message: 'Member not found.' }, 404);
    const note = typeof payload.customMessage === 'string' ? payload.customMessage : null;
    const result = world.invite(emailOf(c), person, note);
    if (!result.ok) return failure(c, result);
    return c.json({
      value: { invitationUrn: `urn:li:fsd_invitation:${result.invitation.id}`, invitee: miniProfile(person) },
      invitationId: result.invitation.id,
    });
  });

  app.post(`${BASE}/relationships/invitations`, async (c) => {
    if (c.req.query('action') !== 'closeInvitations')
      return c.json({ status: 400, message: 'Unsupported action' }, 400);
    const payload = await body(c);
    const data = (payload.inviteActionData as { entityUrn?: string }[] | undefined) ?? [];
    const statuses: Record<string, string> = {};
    for (const item of data) {
      const id = String(item.entityUrn ?? '').replace(/^urn:li:(fsd_|fs_)?invitation:/, '');
      const result = world.withdraw(emailOf(c), id);
      if (!result.ok && data.length === 1) return failure(c, result);
      statuses[item.entityUrn ?? id] = result.ok ? 'WITHDRAWN' : result.code;
    }
    return c.json({ value: { statuses } });
  });

  app.post(`${BASE}/relationships/invitations/:id`, (c) => {
    const action = c.req.query('action');
    if (action !== 'accept' && action !== 'reject')
      return c.json({ status: 400, message: 'Unsupported action' }, 400);
    const result = world.respond(emailOf(c), c.req.param('id'), action === 'accept' ? 'accept' : 'ignore');
    if (!result.ok) return failure(c, result);
    return c.json({ value: { status: action === 'accept' ? 'ACCEPTED' : 'IGNORED' } });
  });

  const conversationJson = (email: string, conv: Conversation) => {
    const me = world.me(email);
    const person = world.population.byId.get(conv.personId)!;
    const last = conv.messages.at(-1);
    return {
      entityUrn: `urn:li:msg_conversation:(urn:li:fsd_profile:${me.memberId},${conv.id})`,
      conversationId: conv.id,
      participant: miniProfile(person),
      lastActivityAt: last?.at ?? 0,
      unreadCount: conv.messages.filter((m) => m.from === 'them' && m.at > conv.lastReadAt).length,
      lastMessage: last ? messageJson(email, conv, last) : null,
    };
  };
  const messageJson = (email: string, conv: Conversation, m: Conversation['messages'][number]) => {
    const sender = m.from === 'me' ? world.me(email) : world.population.byId.get(conv.personId)!;
    return {
      entityUrn: `urn:li:msg_message:${m.id}`,
      messageId: m.id,
      deliveredAt: m.at,
      body: { text: m.text },
      sender: miniProfile(sender),
      direction: m.from === 'me' ? 'OUTGOING' : 'INCOMING',
    };
  };

  app.get(`${BASE}/messaging/conversations`, (c) => {
    const email = emailOf(c);
    const list = [...world.account(email).conversations]
      .filter((conv) => conv.messages.length > 0)
      .sort((a, b) => (b.messages.at(-1)?.at ?? 0) - (a.messages.at(-1)?.at ?? 0));
    return c.json({ elements: list.map((conv) => conversationJson(email, conv)) });
  });
  app.get(`${BASE}/messaging/conversations/:id/events`, (c) => {
    const email = emailOf(c);
    const conv = world.account(email).conversations.find((x) => x.id === c.req.param('id'));
    if (!conv) return c.json({ status: 404, code: 'NOT_FOUND', message: 'Conversation not found.' }, 404);
    return c.json({ elements: conv.messages.map((m) => messageJson(email, conv, m)) });
  });

  app.post(`${BASE}/voyagerMessagingDashMessengerMessages`, async (c) => {
    const email = emailOf(c);
    const payload = await body(c);
    const message = payload.message as { body?: { text?: string } } | undefined;
    const text = String(payload.text ?? message?.body?.text ?? '');
    const recipients = (payload.hostRecipientUrns as string[] | undefined) ?? [];
    const recipientRef = String(payload.recipient ?? recipients[0] ?? '');
    const conversationRef = String(payload.conversationId ?? payload.conversationUrn ?? '');
    const conversationId = conversationRef.match(/,([^,)]+)\)$/)?.[1] ?? conversationRef;
    const person = recipientRef ? world.findPerson(recipientRef) : undefined;
    if (recipientRef && !person)
      return c.json({ status: 404, code: 'NOT_FOUND', message: 'Member not found.' }, 404);
    const result = world.sendMessage(email, { person, conversationId: conversationId || undefined }, text);
    if (!result.ok) return failure(c, result);
    return c.json({
      value: {
        conversationUrn: conversationJson(email, result.conversation).entityUrn,
        entityUrn: `urn:li:msg_message:${result.conversation.messages.at(-1)!.id}`,
      },
      conversationId: result.conversation.id,
      message: messageJson(email, result.conversation, result.conversation.messages.at(-1)!),
    });
  });
}
