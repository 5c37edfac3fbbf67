import { type Context, Hono } from 'hono';
import { SANDBOX_CSS, SANDBOX_JS } from './assets.ts';
import { avatarSvg } from './avatar.ts';
import { registerNotificationPages } from './celebrations.ts';
import { companiesManagedBy, companyInvitesBy, registerCompanyPages } from './companies.ts';
import { parseCookies } from './cookies.ts';
import { DeviceChecks, deviceOf } from './device-checks.ts';
import { registerDirectoryApi } from './directory.ts';
import { registerEngagerPages } from './engagers.ts';
import { registerEventPages } from './events.ts';
import { registerGroupPages } from './groups.ts';
import type { Html } from './html.ts';
import { registerInboxApi } from './inbox.ts';
import { registerInMailPages } from './inmail.ts';
import { registerInvitationsControl } from './invitations-control.ts';
import type { Person } from './population.ts';
import { SANDBOX_ACCOUNTS } from './population.ts';
import { registerPostPages } from './post-pages.ts';
import { registerProfileExtras } from './profile-extras.ts';
import { activeSalesContract, registerSalesNavigatorPages } from './sales-navigator.ts';
import { parsePeopleQuery } from './search.ts';
import type { AccountState } from './state.ts';
import { registerTypeaheadApi } from './typeahead.ts';
import { authwallPage, loginPage, pinChallengePage, restrictedPage } from './views/auth.ts';
import { feedPage } from './views/feed.ts';
import type { Chrome } from './views/layout.ts';
import { messagingPage } from './views/messaging.ts';
import { connectionsPage, invitationManagerPage, myNetworkPage } from './views/network.ts';
import { contactInfoPage, profileLimitPage, profilePage } from './views/profile.ts';
import { searchPage } from './views/search.ts';
import { registerVoyagerApi } from './voyager.ts';
import { registerCrmVoyagerApi } from './voyager-crm.ts';
import type { LinkedInWorld } from './world.ts';

export type SandboxEnv = { Variables: { email: string } };
type Ctx = Context<SandboxEnv>;

export type SendMail = (m: { to: string; subject: string; text: string; html?: string }) => Promise<void>;

export const RESTRICTED_PATH = '/checkpoint/challenge/restricted/';
const INVITATION_PAGE_SIZE = 100;

/** Only same-site paths are honoured as redirects (an open redirect would be a bad habit to copy). */
export function safeRedirect(target: string | null | undefined, host: string | undefined): string | null {
  if (!target) return null;
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      if (url.host !== host) return null;
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path.startsWith('/login') || path.startsWith('/checkpoint') || path.startsWith('/authwall'))
    return null;
  return path;
}

const htmlResponse = (c: Ctx, page: Html, status: 200 | 404 = 200) => c.html(page.value, status);

export function createApp(
  world: LinkedInWorld,
  sendMail: SendMail,
  opts: { identityChecks?: boolean } = {},
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>({ strict: false });
  const devices = new DeviceChecks(world, opts.identityChecks ?? false);

  const notFound = (c: Ctx) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found | LinkedIn Sandbox</title><link rel="stylesheet" href="/static/sandbox.css"></head><body><div class="login-page"><div class="login__form"><h1>This page doesn’t exist</h1><p>Please check your URL or return to <a href="/feed/">LinkedIn home</a>.</p></div></div></body></html>`,
      404,
    );
  const tokenOf = (c: Ctx) => parseCookies(c.req.header('cookie')).li_at;
  const emailOf = (c: Ctx) => world.sessionEmail(tokenOf(c));

  const unreadCount = (account: AccountState) =>
    account.conversations.filter((conv) => {
      const last = conv.messages.at(-1);
      return !!last && last.from === 'them' && last.at > conv.lastReadAt;
    }).length;

  const chrome = (email: string, active: Chrome['active'] = null): Chrome => ({
    me: world.me(email),
    unread: unreadCount(world.account(email)),
    active,
    noteMax: world.limits.noteMaxLength,
  });

  type PageHandler = (c: Ctx, email: string) => Response | Promise<Response>;
  /** Signed-in pages: anonymous visitors go to the login (profiles: the authwall); restricted accounts to the checkpoint. */
  const signedIn =
    (handler: PageHandler, anonymous: 'login' | 'authwall' = 'login') =>
    (c: Ctx) => {
      const email = emailOf(c);
      const url = new URL(c.req.url);
      const here = url.pathname + url.search;
      if (!email) {
        return anonymous === 'authwall'
          ? c.redirect(`/authwall?trk=bf&sessionRedirect=${encodeURIComponent(here)}`, 302)
          : c.redirect(`/login?session_redirect=${encodeURIComponent(here)}`, 302);
      }
      if (world.account(email).restriction) return c.redirect(RESTRICTED_PATH, 302);
      if (!devices.sessionAllowed(tokenOf(c), deviceOf(c))) {
        // A session replayed from another country or browser: signed out, the next login meets the PIN.
        world.endSession(tokenOf(c));
        return c.redirect(`/login?session_redirect=${encodeURIComponent(here)}`, 302);
      }
      return handler(c, email);
    };

  const setSessionCookies = (c: Ctx, email: string, device = deviceOf(c)) => {
    const { token, csrf } = world.createSession(email);
    devices.signedIn(email, token, device);
    c.header('Set-Cookie', `li_at=${token}; Path=/; HttpOnly; SameSite=Lax`, { append: true });
    c.header('Set-Cookie', `JSESSIONID="${csrf}"; Path=/; SameSite=Lax`, { append: true });
    c.header('Set-Cookie', 'liap=true; Path=/; SameSite=Lax', { append: true });
  };

  const mailPin = async (email: string, pin: string) => {
    const me = world.me(email);
    try {
      await sendMail({
        to: email,
        subject: `Here's your verification code ${pin}`,
        text: `Hi ${me.firstName},\n\nPlease use this verification code to complete your sign in: ${pin}\n\nThis code will expire in 15 minutes. If you didn't try to sign in, please change your password.\n\nLinkedIn Sandbox`,
        html: `<p>Hi ${me.firstName},</p><p>Please use this verification code to complete your sign in:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${pin}</p><p>This code will expire in 15 minutes. If you didn't try to sign in, please change your password.</p><p>LinkedIn Sandbox</p>`,
      });
    } catch (error) {
      console.error('[linkedin-sandbox] sendMail failed', error);
    }
  };

  // ---------- static ----------
  app.get('/static/sandbox.css', (c) =>
    c.body(SANDBOX_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'max-age=300' }),
  );
  app.get('/static/sandbox.js', (c) =>
    c.body(SANDBOX_JS, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'max-age=300',
    }),
  );
  app.get('/media/avatars/:file', (c) => {
    const person = world.findPerson(c.req.param('file').replace(/\.svg$/, ''));
    if (!person) return c.notFound();
    return c.body(avatarSvg(person), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'max-age=86400',
    });
  });

  // ---------- sign-in ----------
  app.get('/', (c) => c.redirect(emailOf(c) ? '/feed/' : '/login', 302));
  app.get('/uas/login', (c) => c.redirect(`/login${new URL(c.req.url).search}`, 302));
  app.get('/login', (c) => {
    if (emailOf(c) && !c.req.query('force')) {
      return c.redirect(safeRedirect(c.req.query('session_redirect'), c.req.header('host')) ?? '/feed/', 302);
    }
    const errorKey = c.req.query('errorKey');
    const error =
      errorKey === 'wrong_password'
        ? { field: 'password' as const, message: 'Wrong email or password. Try again or create an account.' }
        : errorKey === 'unknown_account'
          ? {
              field: 'username' as const,
              message: "Couldn't find a LinkedIn account associated with this email. Please try again.",
            }
          : errorKey === 'challenge_expired'
            ? {
                field: 'password' as const,
                message: 'Your verification session expired. Please sign in again.',
              }
            : undefined;
    return htmlResponse(
      c,
      loginPage({
        redirect: c.req.query('session_redirect') ?? null,
        email: c.req.query('session_key'),
        error,
        accounts: SANDBOX_ACCOUNTS,
      }),
    );
  });

  const loginSubmit = async (c: Ctx) => {
    const form = await c.req.parseBody();
    const email = String(form.session_key ?? '')
      .trim()
      .toLowerCase();
    const password = String(form.session_password ?? '');
    const redirect = safeRedirect(String(form.session_redirect ?? ''), c.req.header('host'));
    const checked = world.checkPassword(email, password);
    if (!checked.ok) {
      const params = new URLSearchParams({
        errorKey: checked.code === 'UNKNOWN_ACCOUNT' ? 'unknown_account' : 'wrong_password',
        session_key: email,
      });
      if (redirect) params.set('session_redirect', redirect);
      return c.redirect(`/login?${params.toString()}`, 303);
    }
    if (checked.seed.challenge === 'email-pin' || devices.needsPin(checked.seed.email, deviceOf(c))) {
      const challenge = world.createChallenge(checked.seed.email, redirect);
      devices.challengeOpened(challenge.id, deviceOf(c));
      await mailPin(checked.seed.email, challenge.pin);
      return c.redirect(`/checkpoint/challenge/${challenge.id}/`, 303);
    }
    setSessionCookies(c, checked.seed.email);
    return c.redirect(redirect ?? '/feed/', 303);
  };
  app.post('/checkpoint/lg/login-submit', loginSubmit);
  app.post('/login', loginSubmit);

  app.get('/authwall', (c) => {
    const target = safeRedirect(c.req.query('sessionRedirect'), c.req.header('host')) ?? '/feed/';
    if (emailOf(c)) return c.redirect(target, 302);
    return htmlResponse(c, authwallPage(target));
  });

  app.get('/m/logout', (c) => {
    world.endSession(tokenOf(c));
    c.header('Set-Cookie', 'li_at=; Path=/; Max-Age=0', { append: true });
    c.header('Set-Cookie', 'JSESSIONID=; Path=/; Max-Age=0', { append: true });
    return c.redirect('/login', 302);
  });

  app.get('/checkpoint/challenge/restricted', (c) => {
    const email = emailOf(c);
    if (!email) return c.redirect('/login', 302);
    const restriction = world.account(email).restriction;
    if (!restriction) return c.redirect('/feed/', 302);
    return htmlResponse(c, restrictedPage(restriction.reason));
  });

  app.post('/checkpoint/challenge/verify', async (c) => {
    const form = await c.req.parseBody();
    const id = String(form.challengeId ?? '');
    const result = world.verifyChallenge(id, String(form.pin ?? ''));
    if (!result.ok) {
      if (world.state.challenges[id]) return c.redirect(`/checkpoint/challenge/${id}/?error=wrong_pin`, 303);
      return c.redirect('/login?errorKey=challenge_expired', 303);
    }
    setSessionCookies(c, result.email, devices.challengePassed(id));
    return c.redirect(result.redirect ?? '/feed/', 303);
  });
  app.post('/checkpoint/challenge/:id/resend', async (c) => {
    const resent = world.resendChallenge(c.req.param('id'));
    if (!resent) return c.redirect('/login?errorKey=challenge_expired', 303);
    await mailPin(resent.email, resent.pin);
    return c.redirect(`/checkpoint/challenge/${c.req.param('id')}/?resent=1`, 303);
  });
  app.get('/checkpoint/challenge/:id', (c) => {
    const challenge = world.state.challenges[c.req.param('id')];
    if (!challenge) return c.redirect('/login?errorKey=challenge_expired', 302);
    return htmlResponse(
      c,
      pinChallengePage({
        challengeId: c.req.param('id'),
        email: challenge.email,
        error: c.req.query('error')
          ? "The verification code you entered isn't valid. Please check the code and try again."
          : undefined,
        resent: !!c.req.query('resent'),
      }),
    );
  });

  // ---------- signed-in pages ----------
  const suggestionsFor = (email: string, count: number): Person[] => {
    const account = world.account(email);
    const pendingIds = new Set(
      account.invitations.filter((i) => i.status === 'pending').map((i) => i.personId),
    );
    const out: Person[] = [];
    for (const p of world.population.people) {
      if (out.length >= count) break;
      if (world.degree(email, p, account) === 2 && !pendingIds.has(p.id) && !p.connectUnderMore) out.push(p);
    }
    return out;
  };

  app.get(
    '/feed',
    signedIn((c, email) => {
      const now = world.now();
      const connections = world.connections(email);
      return htmlResponse(
        c,
        feedPage(chrome(email, 'feed'), {
          connectionCount: connections.length,
          posts: connections
            .slice(0, 6)
            .map(({ person }, i) => ({ person, at: now - (i * 5 + 2) * 3_600_000 })),
          suggestions: suggestionsFor(email, 4),
          now,
          managedPages: companiesManagedBy(email),
        }),
      );
    }),
  );

  const receivedRows = (email: string) =>
    world
      .account(email)
      .received.filter((r) => r.status === 'pending')
      .sort((a, b) => b.sentAt - a.sentAt)
      .map((invitation) => ({ invitation, person: world.population.byId.get(invitation.personId)! }));
  const sentRows = (email: string) =>
    world
      .account(email)
      .invitations.filter((i) => i.status === 'pending')
      .sort((a, b) => b.sentAt - a.sentAt)
      .map((invitation) => ({ invitation, person: world.population.byId.get(invitation.personId)! }));

  app.get(
    '/mynetwork',
    signedIn((c, email) =>
      htmlResponse(
        c,
        myNetworkPage(chrome(email, 'network'), {
          received: receivedRows(email),
          sentCount: sentRows(email).length,
          connections: world.connections(email).length,
          suggestions: suggestionsFor(email, 12),
          now: world.now(),
        }),
      ),
    ),
  );

  const invitationManager = (tab: 'received' | 'sent') =>
    signedIn((c, email) => {
      const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
      return htmlResponse(
        c,
        invitationManagerPage(chrome(email, 'network'), {
          tab,
          received: receivedRows(email),
          sent: sentRows(email),
          connections: world.connections(email).length,
          page,
          pageSize: INVITATION_PAGE_SIZE,
          now: world.now(),
        }),
      );
    });
  app.get('/mynetwork/invitation-manager/sent', invitationManager('sent'));
  app.get('/mynetwork/invitation-manager/received', invitationManager('received'));
  app.get('/mynetwork/invitation-manager', invitationManager('received'));
  app.get(
    '/mynetwork/invite-connect/connections',
    signedIn((c, email) =>
      htmlResponse(
        c,
        connectionsPage(
          chrome(email, 'network'),
          world.connections(email),
          world.now(),
          Math.max(0, Math.floor(Number(c.req.query('start')) || 0)),
        ),
      ),
    ),
  );

  app.get(
    '/search/results/people',
    signedIn((c, email) => {
      const query = parsePeopleQuery(new URL(c.req.url).searchParams);
      const result = world.search(email, query);
      return htmlResponse(
        c,
        searchPage(chrome(email), query, result, (p) => world.pendingInvitationTo(email, p)),
      );
    }),
  );
  app.get('/search/results/all', (c) =>
    c.redirect(`/search/results/people/${new URL(c.req.url).search}`, 302),
  );

  app.get(
    '/in/me',
    signedIn((c, email) => c.redirect(`/in/${world.me(email).publicId}/`, 302)),
  );
  app.get(
    '/in/:publicId/overlay/contact-info',
    signedIn((c, email) => {
      const person = world.findPerson(c.req.param('publicId') ?? '');
      if (!person) return notFound(c);
      return htmlResponse(c, contactInfoPage(chrome(email), person, world.degree(email, person)));
    }, 'authwall'),
  );
  app.get(
    '/in/:publicId',
    signedIn((c, email) => {
      const person = world.findPerson(c.req.param('publicId') ?? '');
      if (!person) return notFound(c);
      const viewed = world.viewProfile(email, person);
      if (!viewed.ok) {
        if (viewed.code === 'RESTRICTED') return c.redirect(RESTRICTED_PATH, 302);
        return htmlResponse(c, profileLimitPage(chrome(email), viewed.message));
      }
      const own = person.memberId === world.me(email).memberId;
      return htmlResponse(
        c,
        profilePage(chrome(email), {
          person,
          degree: world.degree(email, person),
          own,
          pending: own ? undefined : world.pendingInvitationTo(email, person),
          connectionCount: own ? world.connections(email).length : person.connectionCount,
        }),
      );
    }, 'authwall'),
  );

  // ---------- messaging ----------
  const conversationRows = (email: string) =>
    [...world.account(email).conversations]
      .filter((c) => c.messages.length > 0)
      .sort((a, b) => (b.messages.at(-1)?.at ?? 0) - (a.messages.at(-1)?.at ?? 0))
      .map((conversation) => ({ conversation, person: world.population.byId.get(conversation.personId)! }));

  app.get(
    '/messaging',
    signedIn((c, email) =>
      htmlResponse(
        c,
        messagingPage(chrome(email, 'messaging'), { rows: conversationRows(email), now: world.now() }),
      ),
    ),
  );
  const compose = signedIn((c, email) => {
    const ref = c.req.query('recipient') ?? c.req.query('profileUrn') ?? '';
    const person = world.findPerson(ref);
    if (!person) return notFound(c);
    const existing = world.conversationWith(email, person);
    if (existing && existing.messages.length > 0) return c.redirect(`/messaging/thread/${existing.id}/`, 302);
    return htmlResponse(
      c,
      messagingPage(chrome(email, 'messaging'), {
        rows: conversationRows(email),
        compose: { person, allowed: world.degree(email, person) === 1 },
        now: world.now(),
      }),
    );
  });
  app.get('/messaging/compose', compose);
  app.get('/messaging/thread/new', compose);
  app.get(
    '/messaging/thread/:id',
    signedIn((c, email) => {
      const rows = conversationRows(email);
      const active = rows.find((r) => r.conversation.id === c.req.param('id'));
      if (!active) return c.redirect('/messaging/', 302);
      world.markRead(active.conversation);
      return htmlResponse(c, messagingPage(chrome(email, 'messaging'), { rows, active, now: world.now() }));
    }),
  );

  registerVoyagerApi(app, world, { emailOf, tokenOf });
  registerCrmVoyagerApi(app, world);
  registerTypeaheadApi(app);
  // Before the post pages: another member's activity page is served here, one's own falls through.
  registerProfileExtras(app, world, { signedIn, chrome, emailOf });
  registerInboxApi(app, world);
  registerInMailPages(app, world, { signedIn, chrome });
  registerPostPages(app, world, { signedIn, chrome });
  registerDirectoryApi(app, world);
  registerInvitationsControl(app, world);
  registerGroupPages(app, world, { signedIn, chrome });
  registerNotificationPages(app, world, { signedIn, chrome });
  registerEventPages(app, world, { signedIn, chrome });
  registerCompanyPages(app, world, { signedIn, chrome });
  registerEngagerPages(app, world, { signedIn, chrome });
  registerSalesNavigatorPages(app, world, { signedIn, chrome });

  // ---------- sandbox control (for tests and the local runtime) ----------
  app.get('/_sandbox/health', (c) => c.json({ ok: true, now: world.now() }));
  app.get('/_sandbox/accounts', (c) =>
    c.json(
      SANDBOX_ACCOUNTS.map((a) => {
        const me = world.me(a.email);
        return {
          email: a.email,
          password: a.password,
          challenge: a.challenge,
          name: me.name,
          publicId: me.publicId,
          memberId: me.memberId,
          restricted: !!world.account(a.email).restriction,
        };
      }),
    ),
  );
  app.get('/_sandbox/state/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email])
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    return c.json({
      ...world.snapshot(email),
      companyInvites: companyInvitesBy(world, email),
      lastDevice: devices.lastDevice(email),
      salesContract: activeSalesContract(world, email),
      // Every 1st-degree connection (the seeded network too, which `connections` leaves out).
      firstDegree: world.connections(email).map((c) => c.person.publicId),
    });
  });
  // Test control: LinkedIn signs an account out of every session; the next visit meets the sign-in.
  app.post('/_sandbox/sessions/:email/end', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email]) return c.json({ error: 'NOT_FOUND' }, 404);
    return c.json({ ended: world.endSessionsOf(email) });
  });
  app.post('/_sandbox/reset', async (c) => {
    let email: string | undefined;
    try {
      const body = (await c.req.json()) as { email?: string };
      email = body.email?.toLowerCase();
    } catch {
      email = undefined;
    }
    world.reset(email);
    return c.json({ ok: true, email: email ?? null });
  });

  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('[linkedin-sandbox]', error);
    return c.text('Something went wrong', 500);
  });
  return app;
}
