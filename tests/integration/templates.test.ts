import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { libraryTemplates } from '@outreach/shared/rules/outreach/template-library';
import { templateMessages } from '@outreach/shared/schemas/templates';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session, viewConnectMessage } from '../support/outreach.ts';

/** POST/PUT /templates as the SPA sends them: multipart with `content` as JSON text. */
async function multipart(s: Session, method: 'POST' | 'PUT', path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${s.token()}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const content = (message: string, attachments: unknown[] = []) =>
  JSON.stringify({ sequence: [{ message, attachments }] });

async function attachment(s: Session, name: string, bytes: number) {
  const p = await s.call('POST', '/uploads/presigned-url', {
    filename: name,
    mimetype: 'application/pdf',
    size: bytes,
    purpose: 'attachment',
  });
  expect(p.status).toBe(200);
  const put = await fetch(p.body.signed_url, { method: 'PUT', body: 'x'.repeat(bytes) });
  expect(put.ok).toBe(true);
  return p.body.key as string;
}

describe('message templates', () => {
  it('creates from multipart, lists with search, category and sort, updates and deletes', async () => {
    const s = await newSession();
    const a = await multipart(s, 'POST', '/templates', {
      name: 'Warm intro',
      categoryId: '1',
      isAvailableForTeam: 'false',
      content: content('Hi {{first_name}}, glad to meet you'),
    });
    expect(a).toMatchObject({ status: 201, body: { name: 'Warm intro', categoryId: 1, scope: 'personal' } });
    const b = await s.call('POST', '/templates', {
      name: 'Another note',
      content: { sequence: [{ message: 'About {{company}}' }] },
    });
    expect(b.status).toBe(201);

    const all = await s.call('GET', '/templates/personal?sortField=name&sortOrder=ASC');
    expect(all.body.templates.map((t: { name: string }) => t.name)).toEqual(['Another note', 'Warm intro']);
    expect((await s.call('GET', '/templates/personal?search=GLAD')).body.total).toBe(1);
    expect((await s.call('GET', '/templates/personal?categoryId=1')).body.templates[0].id).toBe(a.body.id);
    const cats = await s.call('GET', '/templates/categories');
    expect(cats.body.find((c: { id: number }) => c.id === 1).totalTemplates).toBe(1);

    const put = await multipart(s, 'PUT', `/templates/${a.body.id}`, {
      name: 'Warm intro v2',
      content: content('Hello again'),
    });
    expect(put).toMatchObject({ status: 200, body: { name: 'Warm intro v2', categoryId: null } });
    expect((await s.call('DELETE', `/templates/${b.body.id}`)).status).toBe(200);
    expect((await s.call('GET', '/templates/personal')).body.total).toBe(1);
  });

  it('answers the spec-side name message and refuses file parts', async () => {
    const s = await newSession();
    const res = await multipart(s, 'POST', '/templates', { name: ' ', content: content('x') });
    expect(res).toMatchObject({ status: 400, body: { message: [templateMessages.messageTemplateName] } });
    const form = new FormData();
    form.set('name', 'x');
    form.set('file', new Blob(['x']), 'a.txt');
    const file = await fetch(`${baseUrl()}/api/v1/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token()}` },
      body: form,
    });
    expect(file.status).toBe(400);
  });

  it('takes attachments uploaded through presigned URLs, and refuses oversize or foreign files', async () => {
    const s = await newSession();
    const other = await newSession();
    const big = await s.call('POST', '/uploads/presigned-url', {
      filename: 'big.pdf',
      mimetype: 'application/pdf',
      size: fileMaxBytes + 1,
      purpose: 'attachment',
    });
    expect(big).toMatchObject({ status: 400, body: { message: [uploadMessages.tooLarge] } });
    const key = await attachment(s, 'deck.pdf', 2048);
    expect(key).toMatch(new RegExp(`^attachments/${s.teamId}/`));
    const ok = await multipart(s, 'POST', '/templates', {
      name: 'With deck',
      content: content('See attached', [{ file_name: 'deck.pdf', file_uri: key }]),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.content.sequence[0].attachments[0]).toMatchObject({
      file_name: 'deck.pdf',
      file_uri: key,
    });
    const foreign = await multipart(other, 'POST', '/templates', {
      name: 'Stolen',
      content: content('x', [{ file_name: 'deck.pdf', file_uri: key }]),
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: "Couldn't upload the file!" } });
  });

  it("hides another team's templates (404) and shares with the team through the toggle", async () => {
    const s = await newSession();
    const other = await newSession();
    const t = await s.call('POST', '/templates', { name: 'Mine', content: { sequence: [{ message: 'x' }] } });
    for (const [m, p] of [
      ['PUT', `/templates/${t.body.id}`],
      ['PATCH', `/templates/${t.body.id}/toggle-availability`],
      ['DELETE', `/templates/${t.body.id}`],
    ] as const) {
      const res = await other.call(m, p, { name: 'x', content: { sequence: [{ message: 'y' }] } });
      expect(res.status, `${m} ${p}`).toBe(404);
    }
    expect(
      (await other.call('GET', '/templates')).body.templates.some((x: { id: string }) => x.id === t.body.id),
    ).toBe(false);
    const shared = await s.call('PATCH', `/templates/${t.body.id}/toggle-availability`);
    expect(shared.body.isAvailableForTeam).toBe(true);
    expect((await s.call('GET', '/templates/team')).body.templates[0].id).toBe(t.body.id);
  });

  it('offers own, shared and library templates in GET /templates (trial has the library)', async () => {
    const s = await newSession();
    await s.call('POST', '/templates', { name: 'Own one', content: { sequence: [{ message: 'x' }] } });
    const all = await s.call('GET', '/templates?perPage=100');
    expect(all.body.total).toBe(1 + libraryTemplates.length);
    const lib = await s.call('GET', '/templates/library');
    expect(lib.body.templates.every((t: { scope: string }) => t.scope === 'library')).toBe(true);
  });
});

describe('sequence templates', () => {
  it('saves a sequence, lists, edits, shares, and keeps other teams out', async () => {
    const s = await newSession();
    const other = await newSession();
    const sequence = viewConnectMessage().sequence;
    const missing = await s.call('POST', '/sequence-templates', { name: '', sequence });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: [templateMessages.sequenceTemplateName] },
    });
    const t = await s.call('POST', '/sequence-templates', {
      name: 'Three steps',
      category: 'Sales',
      sequence,
    });
    expect(t).toMatchObject({
      status: 201,
      body: { name: 'Three steps', category: 'Sales', scope: 'personal' },
    });
    expect(t.body.sequence).toHaveLength(sequence.length);
    expect((await s.call('GET', '/sequence-templates?availability=personal')).body.total).toBe(1);
    expect((await s.call('GET', '/sequence-templates/categories')).body).toEqual([
      { name: 'Sales', totalTemplates: 1 },
    ]);
    const renamed = await s.call('PATCH', `/sequence-templates/${t.body.id}`, { name: 'Renamed' });
    expect(renamed.body.name).toBe('Renamed');
    const toggled = await s.call('PATCH', `/sequence-templates/${t.body.id}/toggle-availability`);
    expect(toggled.body.isAvailableForTeam).toBe(true);
    expect((await s.call('GET', '/sequence-templates/available')).body).toHaveLength(1);
    for (const [m, p] of [
      ['GET', `/sequence-templates/${t.body.id}`],
      ['PATCH', `/sequence-templates/${t.body.id}`],
      ['DELETE', `/sequence-templates/${t.body.id}`],
    ] as const)
      expect((await other.call(m, p, m === 'PATCH' ? { name: 'x' } : undefined)).status, `${m} ${p}`).toBe(
        404,
      );
    expect((await other.call('GET', '/sequence-templates')).body.total).toBe(0);
    expect((await s.call('DELETE', `/sequence-templates/${t.body.id}`)).status).toBe(200);
  });
});

describe('sequence templates with an Email step', () => {
  it("keeps the step's own uploaded files, and refuses another team's or a missing file on create and edit", async () => {
    // Prepare: a file of this team, and one of another team
    const s = await newSession();
    const other = await newSession();
    const own = await attachment(s, 'deck.pdf', 2000);
    const foreign = await attachment(other, 'theirs.pdf', 2000);
    const email = (files: { file_uri: string; file_name: string }[]) => [
      {
        type: 'Email',
        subject: 'Hi {{first_name}}',
        message: 'Our deck.',
        gmail_signature: true,
        attachments: files,
      },
    ];

    // Act
    const refused = await s.call('POST', '/sequence-templates', {
      name: 'Foreign file',
      sequence: email([{ file_uri: foreign, file_name: 'theirs.pdf' }]),
    });
    const created = await s.call('POST', '/sequence-templates', {
      name: 'With deck',
      sequence: email([{ file_uri: own, file_name: 'deck.pdf' }]),
    });
    const missingOnEdit = await s.call('PATCH', `/sequence-templates/${created.body.id}`, {
      sequence: email([{ file_uri: own.replace('deck.pdf', 'gone.pdf'), file_name: 'gone.pdf' }]),
    });

    // Assess
    expect([refused.status, refused.body.message]).toEqual([400, "Couldn't upload the file!"]);
    expect(created.status).toBe(201);
    expect([missingOnEdit.status, missingOnEdit.body.message]).toEqual([400, "Couldn't upload the file!"]);
    const stored = (await s.call('GET', `/sequence-templates/${created.body.id}`)).body;
    expect(stored.sequence[0].attachments).toEqual([{ file_uri: own, file_name: 'deck.pdf' }]);
    expect((await s.call('GET', '/sequence-templates?availability=personal')).body.total).toBe(1);
  });
});

describe('sequence templates and the plan', () => {
  it('refuses steps and files the plan lacks on create and edit with the upgrade hint, writing nothing', async () => {
    // Prepare: a pro team (InMail and files: Premium, yes; chained messages: Team, no)
    const s = await newSession();
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'pro' }).go();
    const deck = await attachment(s, 'deck.pdf', 100);
    const inMail = [{ type: 'InMail Message', subject: 'Hi', message: 'Hi' }];
    const chained = [{ type: 'Chained messages', chainedMessages: [{ message: 'Hi' }] }];
    const withFile = [
      {
        type: 'Email',
        subject: 'Deck',
        message: 'Attached.',
        attachments: [{ file_uri: deck, file_name: 'deck.pdf' }],
      },
    ];
    const teamHint = 'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.';
    const premiumHint =
      'Experience the full potential of this feature by upgrading to one of our Premium plans.';

    // Act + Assess: pro
    const refused = await s.call('POST', '/sequence-templates', { name: 'Chained', sequence: chained });
    expect(refused).toMatchObject({ status: 400, body: { statusCode: 400, message: teamHint } });
    const created = await s.call('POST', '/sequence-templates', { name: 'InMail', sequence: inMail });
    expect(created.status).toBe(201);
    const edited = await s.call('PATCH', `/sequence-templates/${created.body.id}`, { sequence: withFile });
    expect(edited.status).toBe(200);
    expect(edited.body.sequence[0].attachments).toEqual([{ file_uri: deck, file_name: 'deck.pdf' }]);

    // Act + Assess: free, where neither InMail nor files are allowed
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'free' }).go();
    for (const sequence of [inMail, withFile]) {
      const create = await s.call('POST', '/sequence-templates', { name: 'Locked', sequence });
      expect([create.status, create.body.message]).toEqual([400, premiumHint]);
      const edit = await s.call('PATCH', `/sequence-templates/${created.body.id}`, {
        name: 'Changed',
        sequence,
      });
      expect([edit.status, edit.body.message]).toEqual([400, premiumHint]);
    }
    const list = (await s.call('GET', '/sequence-templates?availability=personal')).body;
    expect(list.total).toBe(1);
    const stored = (await s.call('GET', `/sequence-templates/${created.body.id}`)).body;
    expect(stored).toMatchObject({ name: 'InMail', sequence: [{ type: 'Email' }] });
  });
});
