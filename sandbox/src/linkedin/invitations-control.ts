import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import type { LinkedInWorld } from './world.ts';

/**
 * Sandbox control for tests: `POST /_sandbox/invitations/{email}` with `{ direction, count, message? }`
 * sends (`sent`: through the account's own invite, so its caps apply) or receives (`received`)
 * `count` pending invitations, with the first people of the population that are neither connected
 * nor already in a pending invitation with the account. Answers the invitations made.
 */
export function registerInvitationsControl(app: Hono<SandboxEnv>, world: LinkedInWorld) {
  app.post('/_sandbox/invitations/:email', async (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email]) return c.json({ error: 'NOT_FOUND' }, 404);
    const body = (await c.req.json().catch(() => ({}))) as {
      direction?: string;
      count?: number;
      message?: string | null;
    };
    const direction = body.direction === 'received' ? 'received' : 'sent';
    const count = Math.max(1, Math.min(50, Number(body.count) || 1));
    const account = world.account(email);
    const busy = new Set([
      ...account.invitations.filter((i) => i.status === 'pending').map((i) => i.personId),
      ...account.received.filter((r) => r.status === 'pending').map((r) => r.personId),
    ]);
    const made: { id: string; publicId: string; name: string }[] = [];
    for (const person of world.population.people) {
      if (made.length >= count) break;
      if (busy.has(person.id) || world.degree(email, person, account) === 1) continue;
      if (direction === 'received') {
        const r = world.receiveInvitation(email, person, body.message ?? null);
        made.push({ id: r.id, publicId: person.publicId, name: person.name });
        continue;
      }
      const r = world.invite(email, person, body.message ?? null);
      if (r.ok) made.push({ id: r.invitation.id, publicId: person.publicId, name: person.name });
      else if (r.code !== 'ALREADY_INVITED' && r.code !== 'CANT_RESEND_YET' && r.code !== 'CANT_INVITE')
        return c.json({ error: r.code, message: r.message, made }, r.status as 400);
    }
    return c.json({ invitations: made });
  });
}
