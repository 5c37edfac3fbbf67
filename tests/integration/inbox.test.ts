import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session, uploadCsv } from '../support/outreach.ts';

const HOUR = 3_600_000;

/** Threads as the bot reads them off LinkedIn (the test plays the bot: no bot runs in integration). */
function thread(
  i: number,
  at: number,
  o: { source?: 'linkedin' | 'inmail' | 'sales-navigator'; unread?: number; sponsored?: boolean } = {},
) {
  const id = `2-thread${i}==`;
  return {
    conversationId: o.source === 'sales-navigator' ? `sn-${i}` : id,
    source: o.source ?? 'linkedin',
    participants: [
      {
        entityUrn: `urn:li:fsd_profile:ACoAA${i}`,
        objectUrn: `ACoAA${i}`,
        publicId: `person-${i}`,
        firstName: `First${i}`,
        lastName: i % 2 ? 'Odd' : 'Even',
        headline: 'Manager',
        imageUrl: null,
      },
    ],
    subject: o.source && o.source !== 'linkedin' ? `Subject ${i}` : undefined,
    isSponsored: o.sponsored ?? false,
    lastActivityAt: at - i * HOUR,
    unreadCount: o.unread ?? 0,
    messages: [
      {
        messageId: `m${i}-1`,
        direction: 'out' as const,
        senderName: 'Me',
        text: `Hello ${i}`,
        createdAt: at - i * HOUR - HOUR,
      },
      {
        messageId: `m${i}-2`,
        direction: 'in' as const,
        senderName: `First${i}`,
        text: `Reply ${i}`,
        createdAt: at - i * HOUR,
      },
    ],
  };
}

async function syncWith(s: Session, threads: ReturnType<typeof thread>[]) {
  const deps = await domainDeps();
  const { recordInboxThreads } = await import(
    '@outreach/functions/domain/conversations/record-inbox-threads'
  );
  const acc = { teamId: s.teamId, userId: s.userId };
  const started = await s.call('POST', '/conversations/sync');
  expect(started.status).toBe(200);
  expect(started.body.status).toBe('running');
  await recordInboxThreads(deps, acc, threads);
  return completeNext(acc, 'sync-inbox', () => ({ synced: threads.length }));
}

async function inviteAndAccept(o: Session, invitee: Session) {
  const res = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Invitee',
    email: invitee.email,
    role: 'member',
  });
  expect(res.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const id = (await invitee.call('GET', `/teams/invites/${key}`)).body.id;
  expect((await invitee.call('POST', `/teams/invites/${id}/accept`, { moveCampaigns: false })).status).toBe(
    200,
  );
}

const botActionsOf = async (acc: { teamId: string; userId: string }, type: string) =>
  (await botActions(acc)).filter((a) => a.type === type);

describe('inbox (spec 3 §3, §6, §7; spec 4 inbox)', () => {
  it('a sync needs a signed-in LinkedIn account', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call('POST', '/conversations/sync');
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Your LinkedIn contacts are not synced', statusCode: 400 },
    });
    expect((await s.call('GET', '/conversations/sync')).body.status).toBe('never');
  });

  it('a full sync records threads once; the list answers each filter from its index with kept counts', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    const now = deps.clock.now();
    const threads = [
      thread(1, now, { unread: 1 }),
      thread(2, now),
      thread(3, now),
      thread(4, now, { source: 'inmail', unread: 1 }),
      thread(5, now, { source: 'sales-navigator' }),
    ];
    const full = await syncWith(s, threads);
    expect(full.payload).toEqual({ sinceMs: 0, full: true });
    // A thread read twice (a retried page) writes nothing twice.
    const { recordInboxThreads } = await import(
      '@outreach/functions/domain/conversations/record-inbox-threads'
    );
    await recordInboxThreads(deps, { teamId: s.teamId, userId: s.userId }, threads.slice(0, 2));

    const all = await s.call('GET', '/conversations');
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: any) => c.conversationId)).toEqual(threads.map((t) => t.conversationId));
    expect(all.body.counts).toMatchObject({
      all: 5,
      unread: 2,
      inmail: 1,
      'sales navigator': 1,
      archived: 0,
    });
    expect(all.body.total).toBe(5);
    expect(all.body.sync).toMatchObject({ status: 'done', mode: 'full' });
    expect(all.body.data[0]).toMatchObject({
      source: 'linkedin',
      content: 'Reply 1',
      unreadCount: 1,
      from: { firstName: 'First1', publicId: 'person-1' },
      participants: [{ entityUrn: 'urn:li:fsd_profile:ACoAA1' }],
    });
    expect(all.body.me).toHaveProperty('firstName');

    const ids = async (q: string) =>
      (await s.call('GET', `/conversations?${q}`)).body.data.map((c: any) => c.conversationId);
    expect(await ids('filters=unread')).toEqual(['2-thread1==', '2-thread4==']);
    expect(await ids('filters=inmail')).toEqual(['2-thread4==']);
    expect(await ids(`filters=${encodeURIComponent('sales navigator')}`)).toEqual(['sn-5']);
    expect(await ids('search=first3')).toEqual(['2-thread3==']);
    // Search reads the words that begin with the needle: any case, whole names, within the filter.
    expect(await ids('search=ODD')).toEqual(['2-thread1==', '2-thread3==', 'sn-5']);
    expect(await ids(`search=${encodeURIComponent(' first3  odd ')}`)).toEqual(['2-thread3==']);
    expect(await ids('search=odd&filters=unread')).toEqual(['2-thread1==']);
    expect(await ids('search=dd')).toEqual([]);
    expect(await ids('search=odd&perPage=2')).toEqual(['2-thread1==', '2-thread3==']);
  });

  it('pages by cursor, searches, and later syncs are incremental', async () => {
    const s = await newSession();
    const deps = await domainDeps();
    const now = deps.clock.now();
    const threads = [thread(1, now), thread(2, now), thread(3, now), thread(4, now, { source: 'inmail' })];
    await syncWith(s, threads);
    expect(
      (await s.call('GET', '/conversations?search=first3')).body.data.map((c: any) => c.conversationId),
    ).toEqual(['2-thread3==']);

    // Cursor pages of 2.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await s.call(
        'GET',
        `/conversations?perPage=2${cursor ? `&nextCursor=${cursor}` : ''}`,
      );
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((c: any) => c.conversationId));
      cursor = page.body.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual(threads.map((t) => t.conversationId));
    expect((await s.call('GET', '/conversations?nextCursor=@@')).status).toBe(400);
    // Spec 4's first call, with its parameters empty: the first page of all conversations.
    const blank = await s.call('GET', '/conversations?filters=&search=&nextCursor=&perPage=2');
    expect(blank.status).toBe(200);
    expect(blank.body.data).toEqual((await s.call('GET', '/conversations?perPage=2')).body.data);
    expect((await s.call('GET', '/conversations?filters=everything')).status).toBe(400);

    // Later syncs read only threads active since the newest seen (with an hour's overlap).
    const inc = await syncWith(s, [{ ...thread(3, now + 2 * HOUR, { unread: 1 }) }]);
    expect(inc.payload).toEqual({ sinceMs: now - HOUR - HOUR, full: false });
    const after = await s.call('GET', '/conversations');
    expect(after.body.data[0].conversationId).toBe('2-thread3==');
    expect(after.body.counts).toMatchObject({ all: 4, unread: 1 });
  });

  it('reads a thread; bulk read, unread, archive, unarchive and delete move lists and counts', async () => {
    const s = await newSession();
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [thread(1, now, { unread: 2 }), thread(2, now), thread(3, now)]);

    const msgs = await s.call('GET', `/conversations/${encodeURIComponent('2-thread1==')}/messages`);
    expect(msgs.status).toBe(200);
    expect(msgs.body.messages.map((m: any) => [m.direction, m.content.attributedBody.text])).toEqual([
      ['out', 'Hello 1'],
      ['in', 'Reply 1'],
    ]);

    const modify = (ids: string[], action: string) =>
      s.call('POST', '/conversations/modify', { conversationIds: ids, action });
    const counts = async () => (await s.call('GET', '/conversations')).body.counts;
    expect((await modify(['2-thread1=='], 'markRead')).body).toEqual({ modified: 1 });
    expect((await counts()).unread).toBe(0);
    expect((await modify(['2-thread2==', '2-thread3=='], 'markUnread')).body).toEqual({ modified: 2 });
    expect((await counts()).unread).toBe(2);
    const unread = (await s.call('GET', '/conversations?filters=unread')).body.data;
    expect(unread.map((c: any) => c.unreadCount)).toEqual([1, 1]);

    expect((await modify(['2-thread1==', '2-thread2=='], 'archive')).body).toEqual({ modified: 2 });
    expect(await counts()).toMatchObject({ all: 1, archived: 2, unread: 1 });
    const archived = (await s.call('GET', '/conversations?filters=archive')).body;
    expect(archived.data.map((c: any) => c.conversationId)).toEqual(['2-thread1==', '2-thread2==']);
    expect(archived.total).toBe(2);
    // Archiving again changes nothing (counts move once).
    expect((await modify(['2-thread1=='], 'archive')).body).toEqual({ modified: 0 });
    expect(
      (
        await s.call('POST', `/conversations/${encodeURIComponent('2-thread1==')}/modify`, {
          action: 'unarchive',
        })
      ).body,
    ).toEqual({ modified: 1 });
    expect(await counts()).toMatchObject({ all: 2, archived: 1 });

    expect((await modify(['2-thread3=='], 'delete')).body).toEqual({ modified: 1 });
    expect(await counts()).toMatchObject({ all: 1, archived: 1, unread: 0 });
    expect((await s.call('GET', `/conversations/${encodeURIComponent('2-thread3==')}/messages`)).status).toBe(
      404,
    );
    // A deleted conversation stays deleted on the next sync unless LinkedIn shows a new message.
    await syncWith(s, [thread(3, now)]);
    expect((await counts()).all).toBe(1);
    await syncWith(s, [thread(3, now + 5 * HOUR, { unread: 1 })]);
    expect(await counts()).toMatchObject({ all: 2, unread: 1 });
    expect((await modify(['2-thread1=='], 'explode')).status).toBe(400);
  });

  it('sends once through the bot; a failed send writes nothing; oversized and sponsored are refused', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [
      thread(1, now),
      thread(4, now, { source: 'inmail' }),
      thread(6, now, { source: 'inmail', sponsored: true }),
    ]);
    const id = '2-thread1==';
    const path = `/conversations/${encodeURIComponent(id)}/messages`;

    const send = await s.call('POST', '/conversations/messages', {
      conversationId: id,
      message: 'Thanks!',
      clientId: 'c-1',
    });
    expect(send.status).toBe(200);
    expect(send.body.status).toBe('queued');
    // The same request again (a retried click) queues nothing new.
    expect(
      (
        await s.call('POST', '/conversations/messages', {
          conversationId: id,
          message: 'Thanks!',
          clientId: 'c-1',
        })
      ).body.id,
    ).toBe(send.body.id);
    const pending = (await s.call('GET', path)).body;
    expect(pending.messages).toHaveLength(2);
    expect(pending.pending).toMatchObject([{ text: 'Thanks!', status: 'queued' }]);

    const action = await completeNext(acc, 'send-inbox-message', () => ({
      result: 'sent',
      messageId: 'li-m-9',
      at: now + 60_000,
    }));
    expect(action.payload).toMatchObject({
      conversationId: id,
      source: 'linkedin',
      text: 'Thanks!',
      originToken: 'c-1',
    });
    const after = (await s.call('GET', path)).body;
    expect(after.messages.map((m: any) => m.content.attributedBody.text)).toEqual([
      'Hello 1',
      'Reply 1',
      'Thanks!',
    ]);
    expect(after.pending).toEqual([]);
    expect((await s.call('GET', '/conversations')).body.data[0]).toMatchObject({
      conversationId: id,
      content: 'Thanks!',
    });
    // The next sync reads the same message back: still once.
    const { recordInboxThreads } = await import(
      '@outreach/functions/domain/conversations/record-inbox-threads'
    );
    const t = thread(1, now);
    t.messages.push({
      messageId: 'li-m-9',
      direction: 'out',
      senderName: 'Me',
      text: 'Thanks!',
      createdAt: now + 60_000,
    });
    await recordInboxThreads(await domainDeps(), acc, [{ ...t, lastActivityAt: now + 60_000 }]);
    expect((await s.call('GET', path)).body.messages).toHaveLength(3);

    // A send LinkedIn refuses leaves no message, only the failed send.
    await s.call('POST', '/conversations/messages', { conversationId: id, message: 'Lost', clientId: 'c-2' });
    await completeNext(acc, 'send-inbox-message', () => ({
      result: 'failed',
      reason: 'Conversation not found.',
    }));
    const failed = (await s.call('GET', path)).body;
    expect(failed.messages).toHaveLength(3);
    expect(failed.pending).toEqual([]);

    const big = await s.call('POST', '/conversations/messages', {
      conversationId: id,
      message: 'x'.repeat(8001),
    });
    expect(big).toMatchObject({
      status: 400,
      body: { message: ['Message cannot be longer than 8000 characters'], statusCode: 400 },
    });
    const inmail = await s.call('POST', '/conversations/messages', {
      conversationId: '2-thread4==',
      message: 'x'.repeat(1901),
    });
    expect(inmail).toMatchObject({
      status: 400,
      body: { message: 'Message cannot be longer than 1900 characters' },
    });
    const sponsored = await s.call('POST', '/conversations/messages', {
      conversationId: '2-thread6==',
      message: 'hi',
    });
    expect(sponsored).toMatchObject({
      status: 400,
      body: { message: 'This message must be answered on LinkedIn.' },
    });
    expect(
      (await s.call('POST', '/conversations/messages', { conversationId: id, message: '   ' })).status,
    ).toBe(400);
  });

  it("another team's conversations answer 404; a teammate's inbox needs the team's member inbox toggle", async () => {
    const owner = await newSession();
    const now = (await domainDeps()).clock.now();
    await syncWith(owner, [thread(1, now)]);
    const id = encodeURIComponent('2-thread1==');

    const stranger = await newSession();
    expect((await stranger.call('GET', `/conversations/${id}/messages`)).status).toBe(404);
    expect((await stranger.call('POST', `/conversations/${id}/modify`, { action: 'archive' })).status).toBe(
      404,
    );
    expect(
      (
        await stranger.call('POST', '/conversations/modify', {
          conversationIds: ['2-thread1=='],
          action: 'delete',
        })
      ).body,
    ).toEqual({ modified: 0 });
    expect(
      (
        await stranger.call('POST', '/conversations/messages', {
          conversationId: '2-thread1==',
          message: 'hi',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.call('GET', `/conversations?userId=${owner.userId}`)).status).toBe(404);
    expect((await owner.call('GET', '/conversations')).body.counts.all).toBe(1);

    const mate = await newSession();
    await inviteAndAccept(owner, mate);
    const denied = await mate.call('GET', `/conversations?userId=${owner.userId}`);
    expect(denied).toMatchObject({
      status: 403,
      body: { message: 'You are only allowed to view your own messages inbox.' },
    });
    expect((await owner.call('PATCH', '/teams/toggle-enable-member-inbox', { enabled: true })).status).toBe(
      200,
    );
    const shared = await mate.call('GET', `/conversations?userId=${owner.userId}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.map((c: any) => c.conversationId)).toEqual(['2-thread1==']);
    expect(
      (await mate.call('GET', `/conversations/${id}/messages?userId=${owner.userId}`)).body.messages,
    ).toHaveLength(2);
    // Their own inbox stays their own.
    expect((await mate.call('GET', '/conversations')).body.data).toEqual([]);

    // The inbox picker lists the teammates' inboxes only while the toggle is on.
    const picker = (await mate.call('GET', '/conversations/inboxes')).body;
    expect(picker.memberInbox).toBe(true);
    expect(picker.inboxes.map((i: any) => [i.userId, i.isMe])).toEqual([
      [mate.userId, true],
      [owner.userId, false],
    ]);
    expect((await owner.call('PATCH', '/teams/toggle-enable-member-inbox', { enabled: false })).status).toBe(
      200,
    );
    expect((await mate.call('GET', '/conversations/inboxes')).body).toEqual({
      memberInbox: false,
      inboxes: [{ userId: mate.userId, name: expect.any(String), isMe: true }],
    });
  });

  it('message-with-attachment sends the files with the conversation in the path, once', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [thread(1, now)]);
    const id = '2-thread1==';
    const path = `/conversations/${encodeURIComponent(id)}/message-with-attachment`;
    const key = await uploadCsv(s, 'name\nAda\n', 'brief.csv');
    const file = { key, name: 'brief.csv', mediaType: 'text/csv', byteSize: 9 };

    const none = await s.call('POST', path, { message: 'Here it is', attachments: [] });
    expect(none.status).toBe(400);
    const foreign = await s.call('POST', path, {
      message: 'Here it is',
      attachments: [{ ...file, key: 'uploads/another-team/x.csv' }],
    });
    expect(foreign.status).toBe(404);
    const unknown = await s.call('POST', '/conversations/nope/message-with-attachment', {
      attachments: [file],
    });
    expect(unknown.status).toBe(404);
    expect(await botActionsOf(acc, 'send-inbox-message')).toHaveLength(0);

    const sent = await s.call('POST', path, {
      message: 'Here it is',
      attachments: [file],
      clientId: 'att-1',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('queued');
    const again = await s.call('POST', path, {
      message: 'Here it is',
      attachments: [file],
      clientId: 'att-1',
    });
    expect(again.body.id).toBe(sent.body.id);
    const action = await completeNext(acc, 'send-inbox-message', () => ({
      result: 'sent',
      messageId: 'li-m-att',
      at: now + 60_000,
    }));
    expect(action.payload).toMatchObject({ conversationId: id, text: 'Here it is', originToken: 'att-1' });
    expect(
      (action.payload as { attachments: { name: string; byteSize: number }[] }).attachments,
    ).toMatchObject([{ name: 'brief.csv', byteSize: 9 }]);
    expect(await botActionsOf(acc, 'send-inbox-message')).toHaveLength(1);
  });

  it('the Sales Navigator inbox lists, pages by createdBefore, reads and answers its own threads only', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = (await domainDeps()).clock.now();
    await syncWith(s, [
      thread(1, now),
      thread(2, now, { source: 'sales-navigator' }),
      thread(3, now, { source: 'sales-navigator' }),
      thread(4, now, { source: 'inmail' }),
    ]);
    const list = await s.call('GET', '/conversations/sn-conversations?perPage=1');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: any) => c.conversationId)).toEqual(['sn-2']);
    expect(list.body.pagination.createdBefore).toBe(now - 2 * HOUR);
    const next = await s.call(
      'GET',
      `/conversations/sn-conversations?perPage=1&createdBefore=${list.body.pagination.createdBefore}`,
    );
    expect(next.body.data.map((c: any) => c.conversationId)).toEqual(['sn-3']);
    const end = await s.call(
      'GET',
      `/conversations/sn-conversations?perPage=1&createdBefore=${now - 3 * HOUR}`,
    );
    expect(end.body).toMatchObject({ data: [], pagination: { createdBefore: null, nextCursor: null } });
    const found = await s.call('GET', '/conversations/sn-conversations?query=first3');
    expect(found.body.data.map((c: any) => c.conversationId)).toEqual(['sn-3']);

    const thread3 = await s.call('GET', '/conversations/sn-3/sn-messages');
    expect(thread3.status).toBe(200);
    expect(thread3.body.messages.map((m: any) => m.content.attributedBody.text)).toEqual([
      'Hello 3',
      'Reply 3',
    ]);
    expect(
      (await s.call('GET', `/conversations/${encodeURIComponent('2-thread1==')}/sn-messages`)).status,
    ).toBe(404);

    const empty = await s.call('POST', '/conversations/sn-3/send-sn-message', { message: '  ' });
    expect(empty.status).toBe(400);
    const notSn = await s.call(
      'POST',
      `/conversations/${encodeURIComponent('2-thread1==')}/send-sn-message`,
      {
        message: 'Hi',
      },
    );
    expect(notSn.status).toBe(404);
    expect(await botActionsOf(acc, 'send-inbox-message')).toHaveLength(0);
    const sent = await s.call('POST', '/conversations/sn-3/send-sn-message', {
      message: 'Glad to talk',
      clientId: 'sn-1',
    });
    expect(sent.body.status).toBe('queued');
    const action = await completeNext(acc, 'send-inbox-message', () => ({
      result: 'sent',
      messageId: 'li-sn-1',
      at: now + 60_000,
    }));
    expect(action.payload).toMatchObject({
      conversationId: 'sn-3',
      source: 'sales-navigator',
      text: 'Glad to talk',
    });
    const after = (await s.call('GET', '/conversations/sn-3/sn-messages')).body;
    expect(after.messages.at(-1).content.attributedBody.text).toBe('Glad to talk');

    // A plan without the premium Sales Navigator inbox: 403 with the upgrade hint; nothing is sent.
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'basic', hasPaidPlan: true }).go();
    const refused = await s.call('GET', '/conversations/sn-conversations');
    expect(refused.status).toBe(403);
    expect((await s.call('POST', '/conversations/sn-3/send-sn-message', { message: 'Again' })).status).toBe(
      403,
    );
    expect(await botActionsOf(acc, 'send-inbox-message')).toHaveLength(1);
  });
});
