import { randomBytes, randomInt } from 'node:crypto';
import { checkCap, DAY, DEFAULT_LIMITS, HOUR, recordBlocked, type SandboxLimits, usage } from './limits.ts';
import { baseDegree, type Degree } from './network.ts';
import {
  DEFAULT_POPULATION_SIZE,
  generatePopulation,
  type Person,
  type Population,
  SANDBOX_ACCOUNTS,
  type SandboxAccountSeed,
} from './population.ts';
import { idChars, rngFor } from './random.ts';
import { DEFAULT_REACTIONS, type ReactionSettings, settleAccount } from './reactions.ts';
import { type PeopleQuery, searchPeople } from './search.ts';
import type {
  AccountState,
  Conversation,
  ReceivedInvitation,
  SandboxState,
  SentInvitation,
} from './state.ts';

export interface WorldOptions {
  seed: number;
  now: () => number;
  limits?: Partial<SandboxLimits>;
  reactions?: Partial<ReactionSettings>;
  populationSize?: number;
}

export type Failure = { ok: false; status: number; code: string; message: string };
export type Result<T = object> = ({ ok: true } & T) | Failure;

const fail = (status: number, code: string, message: string): Failure => ({
  ok: false,
  status,
  code,
  message,
});

export const PIN_TTL_MS = 15 * 60_000;
export const PIN_MAX_ATTEMPTS = 5;
export const MESSAGE_MAX_LENGTH = 8000;

/** The sandbox's domain: people, networks, actions, limits and reactions. No HTTP in here. */
export class LinkedInWorld {
  readonly seed: number;
  readonly now: () => number;
  readonly limits: SandboxLimits;
  readonly reactions: ReactionSettings;
  readonly population: Population;
  state: SandboxState;
  /** Called after every change, so the store can persist. */
  onChange: () => void = () => {};
  private readonly degreeCache = new Map<string, Uint8Array>();

  constructor(opts: WorldOptions, state?: SandboxState) {
    this.seed = opts.seed;
    this.now = opts.now;
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.reactions = { ...DEFAULT_REACTIONS, ...opts.reactions };
    this.population = generatePopulation(opts.seed, opts.populationSize ?? DEFAULT_POPULATION_SIZE);
    this.state = state && state.seed === opts.seed && state.version === 1 ? state : this.freshState();
  }

  // ---------- setup ----------

  freshState(): SandboxState {
    const createdAt = this.now();
    const state: SandboxState = {
      version: 1,
      seed: this.seed,
      createdAt,
      nextId: 1,
      accounts: {},
      sessions: {},
      challenges: {},
    };
    this.state = state;
    for (const seed of SANDBOX_ACCOUNTS)
      state.accounts[seed.email] = this.freshAccount(seed.email, createdAt);
    return state;
  }

  reset(email?: string): void {
    if (email) {
      if (!this.state.accounts[email]) return;
      this.state.accounts[email] = this.freshAccount(email, this.now());
      if (this.state.inbox) delete this.state.inbox[email];
      for (const [token, s] of Object.entries(this.state.sessions))
        if (s.email === email) delete this.state.sessions[token];
    } else {
      this.freshState();
    }
    this.onChange();
  }

  private freshAccount(email: string, createdAt: number): AccountState {
    const account: AccountState = {
      email,
      invitations: [],
      received: [],
      connections: [],
      conversations: [],
      actions: [],
      blocked: [],
      restriction: null,
    };
    const me = this.me(email);
    const rand = rngFor(this.seed, 'seed-state', email);
    const people = this.population.people;
    const strangers = people.filter((p) => baseDegree(this.seed, email, p.id) !== 1);
    const friends = people.filter((p) => baseDegree(this.seed, email, p.id) === 1);
    const notes = [
      `Hi ${me.firstName}, I'd like to join your professional network.`,
      null,
      `Hello ${me.firstName} — we met at the SaaS meetup last month. Let's stay in touch!`,
      null,
    ];
    for (let i = 0; i < 4 && strangers.length > 0; i++) {
      const person = strangers[Math.floor(rand() * strangers.length)];
      if (account.received.some((r) => r.personId === person.id)) continue;
      account.received.push({
        id: this.newNumericId(),
        personId: person.id,
        message: notes[i],
        sentAt: createdAt - (i * 7 + 3) * HOUR,
        status: 'pending',
        respondedAt: null,
      });
    }
    const openers = [
      'Great to be connected! How is the new quarter going at your end?',
      'Thanks for the intro last week — I shared your deck with the team.',
      'Are you going to the conference in March?',
    ];
    for (let i = 0; i < 3 && friends.length > 0; i++) {
      const person = friends[Math.floor(rand() * friends.length)];
      if (account.conversations.some((c) => c.personId === person.id)) continue;
      const start = createdAt - (i + 1) * 2 * DAY;
      const messages = [
        {
          id: this.newId('msg'),
          from: 'them' as const,
          text: `Hi ${me.firstName}! ${openers[i]}`,
          at: start,
        },
        {
          id: this.newId('msg'),
          from: 'me' as const,
          text: `Hi ${person.firstName}, thanks for the message!`,
          at: start + HOUR,
          settled: true,
        },
      ];
      if (i === 0) {
        messages.push({
          id: this.newId('msg'),
          from: 'them',
          text: 'Let me know when you have time to chat.',
          at: start + 3 * HOUR,
        });
      }
      account.conversations.push({
        id: this.threadId(email, person.id),
        personId: person.id,
        messages,
        lastReadAt: i === 0 ? start + 2 * HOUR : start + 2 * HOUR,
      });
    }
    return account;
  }

  newId(prefix: string): string {
    return `${prefix}-${this.state.nextId++}`;
  }

  private newNumericId(): string {
    return String(7_200_000_000_000 + this.state.nextId++);
  }

  private threadId(email: string, personId: number): string {
    return `2-${idChars(rngFor(this.seed, 'thread', email, personId), 30)}==`;
  }

  // ---------- lookups ----------

  accountSeed(email: string): SandboxAccountSeed | undefined {
    return SANDBOX_ACCOUNTS.find((a) => a.email === email.trim().toLowerCase());
  }

  me(email: string): Person {
    const index = SANDBOX_ACCOUNTS.findIndex((a) => a.email === email);
    if (index < 0) throw new Error(`Unknown sandbox account ${email}`);
    return this.population.accounts[index];
  }

  /** The account's state with every due reaction applied. */
  account(email: string): AccountState {
    const account = this.state.accounts[email];
    if (!account) throw new Error(`Unknown sandbox account ${email}`);
    const changed = settleAccount(account, {
      seed: this.seed,
      now: this.now(),
      me: this.me(email),
      newId: () => this.newId('msg'),
      settings: this.reactions,
    });
    if (changed) this.onChange();
    return account;
  }

  findPerson(ref: string): Person | undefined {
    const id = decodeURIComponent(ref)
      .replace(/^urn:li:(fsd_profile|fs_miniProfile|member):/, '')
      .replace(/\/$/, '');
    return this.population.byPublicId.get(id) ?? this.population.byMemberId.get(id);
  }

  private baseDegrees(email: string): Uint8Array {
    let cached = this.degreeCache.get(email);
    if (!cached) {
      cached = new Uint8Array(this.population.people.length);
      for (const p of this.population.people) cached[p.id] = baseDegree(this.seed, email, p.id);
      this.degreeCache.set(email, cached);
    }
    return cached;
  }

  /** Degree as the account sees it now (accepted invitations make 1st degree). */
  degree(email: string, person: Person, account = this.account(email)): Degree | 0 {
    if (person.memberId === this.me(email).memberId) return 0;
    if (person.id >= this.population.people.length) return 3;
    if (account.connections.some((c) => c.personId === person.id)) return 1;
    return this.baseDegrees(email)[person.id] as Degree;
  }

  connections(email: string): { person: Person; connectedAt: number }[] {
    const account = this.account(email);
    const base = this.baseDegrees(email);
    const seeded = this.population.people
      .filter((p) => base[p.id] === 1)
      .map((person) => ({ person, connectedAt: this.state.createdAt - (1 + (person.id % 700)) * DAY }));
    const made = account.connections.map((c) => ({
      person: this.population.byId.get(c.personId)!,
      connectedAt: c.connectedAt,
    }));
    return [...made, ...seeded].sort((a, b) => b.connectedAt - a.connectedAt);
  }

  pendingInvitationTo(email: string, person: Person): SentInvitation | undefined {
    return this.account(email).invitations.find((i) => i.personId === person.id && i.status === 'pending');
  }

  search(email: string, query: PeopleQuery) {
    const account = this.account(email);
    return searchPeople(this.population.people, (p) => this.degree(email, p, account) as Degree, query);
  }

  // ---------- auth ----------

  /** Checks credentials; returns the account email or a failure. */
  checkPassword(emailInput: string, password: string): Result<{ seed: SandboxAccountSeed }> {
    const seed = this.accountSeed(emailInput);
    if (!seed) {
      return fail(
        401,
        'UNKNOWN_ACCOUNT',
        "Couldn't find a LinkedIn account associated with this email. Please try again.",
      );
    }
    if (seed.password !== password) {
      return fail(401, 'WRONG_PASSWORD', 'Wrong email or password. Try again or create an account.');
    }
    return { ok: true, seed };
  }

  createSession(email: string): { token: string; csrf: string } {
    const token = `AQED${randomBytes(48).toString('base64url')}`;
    const csrf = `ajax:${randomInt(1e9, 1e10 - 1)}${randomInt(1e8, 1e9 - 1)}`;
    this.state.sessions[token] = { email, csrf, createdAt: this.now() };
    this.onChange();
    return { token, csrf };
  }

  sessionEmail(token: string | undefined): string | null {
    if (!token) return null;
    const session = this.state.sessions[token];
    return session && this.state.accounts[session.email] ? session.email : null;
  }

  /** LinkedIn signs the account out everywhere (a password change, a security check): every session ends. */
  endSessionsOf(email: string): number {
    let ended = 0;
    for (const [token, s] of Object.entries(this.state.sessions))
      if (s.email === email) {
        delete this.state.sessions[token];
        ended++;
      }
    if (ended) this.onChange();
    return ended;
  }

  endSession(token: string | undefined): void {
    if (token && this.state.sessions[token]) {
      delete this.state.sessions[token];
      this.onChange();
    }
  }

  createChallenge(email: string, redirect: string | null): { id: string; pin: string } {
    const id = randomBytes(16).toString('hex');
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.state.challenges[id] = { email, pin, createdAt: this.now(), redirect, attempts: 0 };
    this.onChange();
    return { id, pin };
  }

  /** A new code for an open challenge; null when it is gone. */
  resendChallenge(id: string): { email: string; pin: string } | null {
    const challenge = this.state.challenges[id];
    if (!challenge) return null;
    challenge.pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    challenge.createdAt = this.now();
    challenge.attempts = 0;
    this.onChange();
    return { email: challenge.email, pin: challenge.pin };
  }

  /** Verifies a PIN: ok with the email, or a failure; too many tries or expiry end the challenge. */
  verifyChallenge(id: string, pin: string): Result<{ email: string; redirect: string | null }> {
    const challenge = this.state.challenges[id];
    if (!challenge)
      return fail(404, 'CHALLENGE_NOT_FOUND', 'This verification request has expired. Please sign in again.');
    if (this.now() - challenge.createdAt > PIN_TTL_MS) {
      delete this.state.challenges[id];
      this.onChange();
      return fail(410, 'CHALLENGE_EXPIRED', 'This verification code has expired. Please sign in again.');
    }
    if (challenge.pin !== pin.trim()) {
      challenge.attempts++;
      if (challenge.attempts >= PIN_MAX_ATTEMPTS) delete this.state.challenges[id];
      this.onChange();
      return fail(
        400,
        'WRONG_PIN',
        "The verification code you entered isn't valid. Please check the code and try again.",
      );
    }
    delete this.state.challenges[id];
    this.onChange();
    return { ok: true, email: challenge.email, redirect: challenge.redirect };
  }

  // ---------- actions ----------

  private guard(email: string): Failure | null {
    const account = this.account(email);
    if (account.restriction) return fail(403, 'RESTRICTED', 'Your account has been restricted.');
    return null;
  }

  private limited(account: AccountState, kind: 'invite' | 'message' | 'view'): Failure | null {
    const now = this.now();
    const cap = checkCap(account, kind, now, this.limits);
    if (cap.ok) return null;
    recordBlocked(account, kind, cap.cap!, now, this.limits);
    this.onChange();
    if (account.restriction) return fail(403, 'RESTRICTED', 'Your account has been restricted.');
    if (kind === 'invite') {
      return cap.cap === 'weekly'
        ? fail(429, 'WEEKLY_INVITATION_LIMIT', "You've reached the weekly invitation limit")
        : fail(429, 'DAILY_INVITATION_LIMIT', "You've reached the daily invitation limit");
    }
    if (kind === 'message') return fail(429, 'MESSAGE_LIMIT', "You've reached the daily message limit");
    return fail(429, 'PROFILE_VIEW_LIMIT', "You've reached today's limit for profile views");
  }

  /** Records a profile view (never of one's own profile). */
  viewProfile(email: string, person: Person): Result {
    const denied = this.guard(email);
    if (denied) return denied;
    if (person.memberId === this.me(email).memberId) return { ok: true };
    const account = this.account(email);
    const limited = this.limited(account, 'view');
    if (limited) return limited;
    account.actions.push({ kind: 'view', personId: person.id, at: this.now() });
    this.onChange();
    return { ok: true };
  }

  invite(email: string, person: Person, note: string | null): Result<{ invitation: SentInvitation }> {
    const denied = this.guard(email);
    if (denied) return denied;
    const account = this.account(email);
    const now = this.now();
    if (person.id >= this.population.people.length)
      return fail(400, 'CANT_INVITE', 'This member cannot be invited.');
    if (this.degree(email, person, account) === 1)
      return fail(400, 'ALREADY_CONNECTED', `You're already connected to ${person.name}.`);
    if (account.invitations.some((i) => i.personId === person.id && i.status === 'pending')) {
      return fail(400, 'ALREADY_INVITED', `You've already sent an invitation to ${person.name}.`);
    }
    const withdrawn = account.invitations.find(
      (i) =>
        i.personId === person.id &&
        i.status === 'withdrawn' &&
        now - (i.withdrawnAt ?? 0) < this.limits.resendAfterWithdrawMs,
    );
    if (withdrawn) {
      return fail(
        400,
        'CANT_RESEND_YET',
        `You can resend an invitation to ${person.name} 3 weeks after withdrawing it.`,
      );
    }
    const text = note?.trim() ? note.trim() : null;
    if (text && [...text].length > this.limits.noteMaxLength) {
      return fail(400, 'NOTE_TOO_LONG', `Your note can be up to ${this.limits.noteMaxLength} characters.`);
    }
    const limited = this.limited(account, 'invite');
    if (limited) return limited;
    const invitation: SentInvitation = {
      id: this.newNumericId(),
      personId: person.id,
      note: text,
      sentAt: now,
      status: 'pending',
      acceptedAt: null,
      withdrawnAt: null,
    };
    account.invitations.push(invitation);
    account.actions.push({ kind: 'invite', personId: person.id, at: now });
    this.onChange();
    return { ok: true, invitation };
  }

  withdraw(email: string, invitationId: string): Result<{ invitation: SentInvitation }> {
    const denied = this.guard(email);
    if (denied) return denied;
    const invitation = this.account(email).invitations.find((i) => i.id === invitationId);
    if (!invitation) return fail(404, 'NOT_FOUND', 'Invitation not found.');
    if (invitation.status !== 'pending')
      return fail(400, 'NOT_PENDING', 'This invitation is no longer pending.');
    invitation.status = 'withdrawn';
    invitation.withdrawnAt = this.now();
    this.onChange();
    return { ok: true, invitation };
  }

  /** Tests: an invitation from `person` arrives now (pending in the received tab). */
  receiveInvitation(email: string, person: Person, message: string | null): ReceivedInvitation {
    const received: ReceivedInvitation = {
      id: this.newNumericId(),
      personId: person.id,
      message,
      sentAt: this.now(),
      status: 'pending',
      respondedAt: null,
    };
    this.account(email).received.push(received);
    this.onChange();
    return received;
  }

  respond(email: string, invitationId: string, action: 'accept' | 'ignore'): Result {
    const denied = this.guard(email);
    if (denied) return denied;
    const account = this.account(email);
    const received = account.received.find((r) => r.id === invitationId);
    if (!received) return fail(404, 'NOT_FOUND', 'Invitation not found.');
    if (received.status !== 'pending')
      return fail(400, 'NOT_PENDING', 'This invitation was already handled.');
    const now = this.now();
    received.status = action === 'accept' ? 'accepted' : 'ignored';
    received.respondedAt = now;
    if (action === 'accept' && !account.connections.some((c) => c.personId === received.personId)) {
      account.connections.push({
        personId: received.personId,
        connectedAt: now,
        source: 'received-accepted',
      });
    }
    this.onChange();
    return { ok: true };
  }

  conversationWith(email: string, person: Person): Conversation | undefined {
    return this.account(email).conversations.find((c) => c.personId === person.id);
  }

  sendMessage(
    email: string,
    to: { person?: Person; conversationId?: string },
    textInput: string,
  ): Result<{ conversation: Conversation }> {
    const denied = this.guard(email);
    if (denied) return denied;
    const account = this.account(email);
    const person =
      to.person ??
      (to.conversationId
        ? this.population.byId.get(
            account.conversations.find((c) => c.id === to.conversationId)?.personId ?? -1,
          )
        : undefined);
    if (!person) return fail(404, 'NOT_FOUND', 'Conversation not found.');
    const text = textInput.replace(/\r\n/g, '\n').trim();
    if (!text) return fail(400, 'EMPTY_MESSAGE', 'Write a message first.');
    if (text.length > MESSAGE_MAX_LENGTH) return fail(400, 'MESSAGE_TOO_LONG', 'Your message is too long.');
    if (this.degree(email, person, account) !== 1) {
      return fail(
        403,
        'NOT_CONNECTED',
        `You can only message your 1st-degree connections. Connect with ${person.name} first.`,
      );
    }
    const limited = this.limited(account, 'message');
    if (limited) return limited;
    const now = this.now();
    let conversation = account.conversations.find((c) => c.personId === person.id);
    if (!conversation) {
      conversation = {
        id: this.threadId(email, person.id),
        personId: person.id,
        messages: [],
        lastReadAt: now,
      };
      account.conversations.push(conversation);
    }
    conversation.messages.push({ id: this.newId('msg'), from: 'me', text, at: now, settled: false });
    conversation.lastReadAt = now;
    account.actions.push({ kind: 'message', personId: person.id, at: now });
    this.onChange();
    return { ok: true, conversation };
  }

  markRead(conversation: Conversation): void {
    const last = conversation.messages.at(-1);
    if (last && conversation.lastReadAt < last.at) {
      conversation.lastReadAt = Math.max(this.now(), last.at);
      this.onChange();
    }
  }

  // ---------- inspection ----------

  /** Everything tests need to count actions, duplicates and cap breaches. */
  snapshot(email: string) {
    const account = this.account(email);
    const me = this.me(email);
    const ref = (personId: number) => {
      const p = this.population.byId.get(personId)!;
      return { publicId: p.publicId, memberId: p.memberId, name: p.name };
    };
    const now = this.now();
    return {
      email,
      name: me.name,
      publicId: me.publicId,
      memberId: me.memberId,
      now,
      restriction: account.restriction,
      usage: usage(account, now),
      limits: this.limits,
      invitations: account.invitations.map((i) => ({ ...i, ...ref(i.personId) })),
      received: account.received.map((r) => ({ ...r, ...ref(r.personId) })),
      connections: account.connections.map((c) => ({ ...c, ...ref(c.personId) })),
      conversations: account.conversations.map((c) => ({
        id: c.id,
        ...ref(c.personId),
        lastReadAt: c.lastReadAt,
        messages: c.messages.map(({ id, from, text, at }) => ({ id, from, text, at })),
      })),
      messages: account.conversations
        .flatMap((c) =>
          c.messages.map((m) => ({
            id: m.id,
            threadId: c.id,
            direction: m.from === 'me' ? 'out' : 'in',
            text: m.text,
            at: m.at,
            ...ref(c.personId),
          })),
        )
        .sort((a, b) => a.at - b.at),
      views: account.actions.filter((a) => a.kind === 'view').map((a) => ({ at: a.at, ...ref(a.personId) })),
      actions: account.actions.map((a) => ({ ...a, ...ref(a.personId) })),
      blocked: account.blocked,
    };
  }
}
