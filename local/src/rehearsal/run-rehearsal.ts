import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pickSender } from '@outreach/functions/domain/scheduling/rotation/assign-sender';
import { loadOutreachSettings } from '@outreach/functions/domain/settings/load-settings';
import { getDeps } from '@outreach/functions/lib/deps';
import { DEFAULT_LIMITS } from '@outreach/sandbox/linkedin/limits';
import { weeklyInviteLimit } from '@outreach/shared/rules/outreach/daily-limits';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { localDate, weekdayOf } from '@outreach/shared/rules/outreach/zoned-time';
import type { TRehearsalProfile, TRehearsalSender } from '@outreach/shared/schemas/rehearsal';
import { startRuntime } from '../runtime.ts';
import { reportHtml } from './chart.ts';
import { readActivity } from './drive-clock.ts';
import {
  buildSendersReport,
  type RehearsalKind,
  type RehearsalReport,
  type RehearsalSenderInput,
} from './figures.ts';
import { rehearsalSenders, SANDBOX_PASSWORD, SANDBOX_SENDERS } from './rehearsal-senders.ts';
import { defaultRehearsalSequence, rehearsalSequence } from './rehearsal-sequence.ts';

const DAY_MS = 86_400_000;
const PASSWORD = 'Rehearse1!pass';
export interface RehearsalOptions {
  days?: number;
  leads?: number;
  /** Where report.json and report.html go (default `.data/rehearsal` at the repo root). */
  outDir: string;
  /** `default`: the product's default limits; `caps`: the daily limits set at the sandbox's caps. */
  settings?: 'default' | 'caps';
  /** The campaign's senders and their own daily limits (issue #9); it takes the place of `settings`. */
  profile?: TRehearsalProfile;
  /** Days after the invitation is accepted before the message step (the default sequence's delay). */
  messageDelayDays?: number;
  /** A campaign's sequence to rehearse (its LinkedIn views, invitations and messages); default View → Connect → Message. */
  sequence?: SequenceStep[];
  /** Keep the rehearsal's runtime data (otherwise a throw-away folder). */
  keepData?: boolean;
  /** Told after each simulated day. */
  onProgress?: (p: {
    day: number;
    days: number;
    date: string;
    counts: Record<RehearsalKind, number>;
  }) => void;
  log?: (m: string) => void;
}

/** A tiny JSON client for the rehearsal's own user, signing in again when the clock expired its token. */
function client(base: string, email: string) {
  let token = '';
  const raw = async (method: string, path: string, body?: unknown, auth = true) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth && token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a plain-text answer (an error page) stays text
    }
    // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of many routes, read field by field
    return { status: res.status, body: parsed as any };
  };
  const call = async (method: string, path: string, body?: unknown, ok = [200, 201, 204]) => {
    let res = await raw(method, path, body);
    if (res.status === 401 && token) {
      token = (await raw('POST', '/auth/sign-in', { email, password: PASSWORD }, false)).body.authToken;
      res = await raw(method, path, body);
    }
    if (!ok.includes(res.status))
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    call,
    setToken: (t: string) => {
      token = t;
    },
    raw,
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` (data, a short wall pause between reads) until it answers something; fails after `ms`. */
async function until<T>(fn: () => Promise<T | undefined>, what: string, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`rehearsal: timed out waiting for ${what}`);
    await wait(200);
  }
}

/**
 * The 30-day rehearsal (issue #9): boots the embedded runtime on throw-away data with the bot's
 * pauses on the product clock, signs up, connects a sandbox LinkedIn account, runs a campaign of
 * `leads` sandbox people (View → Connect with a note → Message after acceptance) and moves the clock
 * day by day: within a day it jumps to the next thing due (a schedule, the bot's next action after its
 * pause) only once nothing is due now, so it waits for data, never for wall time. Then it reads what
 * the sandbox recorded and writes `report.json` and `report.html`.
 */
export async function runRehearsal(opts: RehearsalOptions): Promise<RehearsalReport> {
  const days = opts.days ?? 30;
  const leads = opts.leads ?? 500;
  const given =
    opts.sequence ??
    defaultRehearsalSequence.map((s) =>
      s.type === 'LI Message' && opts.messageDelayDays !== undefined
        ? { ...s, delay_number: opts.messageDelayDays }
        : s,
    );
  const plan = rehearsalSequence(given);
  if (!plan) throw new Error('the sequence has no LinkedIn view, invitation or message to rehearse');
  const messageDelayDays = plan.messageDelayDays;
  const log = opts.log ?? (() => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'outreach-rehearsal-'));
  const pauseFile = join(dataDir, 'bot-pauses.json');
  // The bot child process inherits these: Fargate's pace (20–90 s between actions) on the product clock.
  Object.assign(process.env, {
    BOT_PACING: 'product-clock',
    BOT_PACING_FILE: pauseFile,
    BOT_ACTION_DELAY_MS: '20000,90000',
    BOT_SYNC_PAGE_PAUSE_MS: '50,150',
    BOT_POLL_MS: '200',
  });
  // Midnight UTC after today: the sender's timezone is set to UTC, so days are calendar days.
  const startMs = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    quiet: true,
    seed: false,
    clockStart: startMs,
    throwAway: !opts.keepData,
  });
  const stalls: string[] = [];
  try {
    const base = runtime.url;
    const deps = getDeps();
    const clock = runtime.clock;
    const linkedin = (runtime.info.sandboxes as { linkedin: { url: string } }).linkedin.url;

    const senders = rehearsalSenders(opts.profile, opts.settings);
    const mailText = async (to: string, link: RegExp, what: string) =>
      until(async () => {
        const mails = (await (await fetch(`${base}/_local/mail.json`)).json()) as {
          to: string;
          text: string;
        }[];
        return mails.find((m) => m.to.includes(to))?.text.match(link)?.[1];
      }, what);
    // A user, verified through the link the product mailed, on UTC and the sender's own daily limits.
    const stamp = Date.now().toString(36);
    const signUp = async (i: number, sender: TRehearsalSender) => {
      const email = `rehearsal-${stamp}-${i}@example.test`;
      const api = client(base, email);
      const signedUp = await api.call('POST', '/auth/sign-up', {
        email,
        password: PASSWORD,
        firstName: 'Rehearsal',
        lastName: i === 0 ? 'User' : `Sender ${i + 1}`,
      });
      api.setToken(signedUp.authToken);
      const verify = await mailText(email, /\/verify-email\/([A-Za-z0-9_-]+)/, 'the verification mail');
      await api.call('PATCH', `/auth/verify-email/${verify}`);
      return { api, email, sender, account: SANDBOX_SENDERS[i]! };
    };
    const members = [await signUp(0, senders[0]!)];
    const owner = members[0]!;
    const me = await owner.api.call('GET', '/users/me');
    const teamId = me.lastTeamId as string;
    if (senders.length > 1) {
      // Room for the senders in the throw-away team: a plan with seats, as a paying team has.
      await deps.db.entities.team
        .patch({ teamId })
        .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
        .go();
      for (let i = 1; i < senders.length; i++) {
        const m = await signUp(i, senders[i]!);
        await owner.api.call('POST', `/teams/${teamId}/invites`, {
          name: `Sender ${i + 1}`,
          email: m.email,
          role: 'member',
        });
        const key = await mailText(m.email, /\/team\/invite\/([A-Za-z0-9_-]+)/, 'the team invitation');
        const invite = await m.api.call('GET', `/teams/invites/${key}`);
        await m.api.call('POST', `/teams/invites/${invite.id}/accept`, {});
        members.push(m);
      }
    }
    const ids: string[] = [];
    for (const m of members) {
      await m.api.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
      await m.api.call('PATCH', '/users/edit-daily-limits', m.sender.limits);
      ids.push((await m.api.call('GET', '/users/me')).id as string);

      // The sandbox account, connected as the Integrations page does: the bot signs in.
      const connect = await m.api.raw('PATCH', '/linked-in/update-credentials', {
        email: m.account,
        password: SANDBOX_PASSWORD,
        countryCode: 'US',
      });
      // 408: the bot is still signing in. A busy machine can also outrun the function's own timeout
      // (500) after the credentials were saved: the account's status below tells either way.
      if (![200, 408, 500].includes(connect.status))
        throw new Error(`connecting ${m.account}: ${connect.status} ${JSON.stringify(connect.body)}`);
      await until(async () => {
        const st = (await m.api.call('GET', '/users/me/cloud-bot-info')).loginStatus as string | undefined;
        if (st && /INVALID|VERIFICATION|RESTRICTED/.test(st))
          throw new Error(`connecting ${m.account}: ${st}`);
        return st === 'LOGGED_IN' ? st : undefined;
      }, 'the LinkedIn sign-in');
      // A newly connected account warms up by default (issue #9); the rehearsal measures an
      // established account at its limits, so its owner turns the warm-up off as the page allows.
      await m.api.call('PATCH', '/users/me/sender-caps', { warmUp: false });
      log(`signed in ${m.account} in the sandbox for ${m.sender.name}`);
    }
    const api = owner.api;

    // The leads: sandbox people (never a sender), as a CSV of profile URLs.
    const accounts = (await (await fetch(`${linkedin}/_sandbox/accounts`)).json()) as { publicId: string }[];
    const own = new Set(accounts.map((a) => a.publicId));
    const directory = (await (
      await fetch(`${linkedin}/_sandbox/directory/people?limit=${Math.min(500, leads + 10)}`)
    ).json()) as { people: { publicId: string; firstName: string; lastName?: string; company?: string }[] };
    const people = directory.people.filter((p) => !own.has(p.publicId)).slice(0, leads);
    if (people.length < leads) throw new Error(`the sandbox directory has only ${people.length} people`);
    // Uploaded in files of 100: one request stays well inside a function's timeout on a busy machine.
    const upload = async (batch: typeof people) => {
      const csv = [
        'LinkedIn URL,First Name,Last Name,Company',
        ...batch.map(
          (p) =>
            `https://www.linkedin.com/in/${p.publicId}/,${p.firstName.replace(/,/g, ' ')},${(p.lastName ?? '').replace(/,/g, ' ')},${(p.company ?? '').replace(/,/g, ' ')}`,
        ),
      ].join('\n');
      const presigned = await api.call('POST', '/uploads/presigned-url', {
        filename: 'rehearsal.csv',
        mimetype: 'text/csv',
        size: Buffer.byteLength(csv),
      });
      const put = await fetch(presigned.signed_url, {
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
        body: csv,
      });
      if (!put.ok) throw new Error(`uploading the leads: ${put.status}`);
      return presigned.key as string;
    };
    const BATCH = 100;
    const campaign = await api.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: await upload(people.slice(0, BATCH)),
      touchSequence: { sequence: plan.sequence },
    });
    // The campaign's senders (issue #9): each lead sticks to one of them, under that sender's limits.
    if (ids.length > 1) await api.call('PATCH', `/campaigns/${campaign.id}/senders`, { senderIds: ids });
    // Leads are added to an active campaign only: publish, then the other files.
    await api.call('POST', `/campaigns/${campaign.id}/publish`);
    for (let i = BATCH; i < people.length; i += BATCH)
      await api.call('PATCH', `/campaigns/${campaign.id}/linked-in/audience/csv`, {
        key: await upload(people.slice(i, i + BATCH)),
      });
    log(`campaign ${campaign.id} published with ${people.length} leads`);

    // The days: jump to the next due thing once nothing is due now, up to the day's end.
    const STALL_MS = 90_000;
    const idle = async () => {
      let since = Date.now();
      let last = '';
      for (;;) {
        const a = await readActivity(deps, clock.now(), pauseFile);
        if (!a.busy) return a;
        if (a.reason !== last) {
          last = a.reason ?? '';
          since = Date.now();
        } else if (Date.now() - since > STALL_MS) {
          // Nothing moved for a long while: note it and let the clock go on rather than hang.
          stalls.push(`${new Date(clock.now()).toISOString()}: ${a.reason}`);
          return { busy: false, nextAt: clock.now() + 3_600_000 };
        }
        await wait(100);
      }
    };
    const sandboxState = async (account: string) =>
      (await (await fetch(`${linkedin}/_sandbox/state/${account}`)).json()) as {
        blocked: { kind: RehearsalKind; cap: string; at: number }[];
        restriction: { at: number; reason: string } | null;
        invitations: { acceptedAt: number | null }[];
      };
    // What a sender did, as the product recorded it: the bot's finished actions that acted on the
    // site (the sandbox also counts the profile visit of an invitation or a message as a view).
    const performed = { 'view-profile': 'view', connect: 'invite', message: 'message' } as const;
    const doneActions = async (userId: string) => {
      const { data } = await deps.db.entities.botAction.query
        .byAccountStatus({ teamId, userId, status: 'done' })
        .go({ pages: 'all' });
      return data;
    };
    const actionsDone = async (userId: string) =>
      (await doneActions(userId)).flatMap((a) => {
        const kind = performed[a.type as keyof typeof performed];
        const result = (a.outcome as { result?: string } | undefined)?.result;
        return kind && (result === 'viewed' || result === 'sent')
          ? [{ kind, at: a.finishedAt ?? a.dueAt }]
          : [];
      });
    for (let day = 0; day < days; day++) {
      const dayEnd = startMs + (day + 1) * DAY_MS;
      for (;;) {
        const a = await idle();
        const now = clock.now();
        if (now >= dayEnd) break;
        const target = Math.min(a.nextAt ?? dayEnd, dayEnd);
        // Whole milliseconds: the product clock stamps ids (ULIDs) that take integers only.
        if (target > now) clock.advance(Math.ceil(target - now));
      }
      const counts = { view: 0, invite: 0, message: 0 };
      for (const userId of ids)
        for (const x of await actionsDone(userId))
          if (x.at >= dayEnd - DAY_MS && x.at < dayEnd) counts[x.kind] += 1;
      opts.onProgress?.({
        day: day + 1,
        days,
        date: new Date(dayEnd - DAY_MS).toISOString().slice(0, 10),
        counts,
      });
    }

    // The figures: what the sandbox recorded, per sender against its own limits and work days.
    const endMs = startMs + days * DAY_MS;
    // Each lead's sender: settled at its first step, else the one its first step will settle.
    const { data: campaignLeads } = await deps.db.entities.lead.query
      .byCampaign({ teamId, campaignId: campaign.id })
      .go({ pages: 'all', attributes: ['leadId', 'userId', 'senderAt'] });
    const senderOfLead = (l: (typeof campaignLeads)[number]) =>
      ids.length === 1 ? ids[0]! : l.senderAt !== undefined ? l.userId : pickSender(ids, l.leadId);
    const perSender: RehearsalSenderInput[] = [];
    for (const [i, m] of members.entries()) {
      const userId = ids[i]!;
      const state = await sandboxState(m.account);
      const finished = await doneActions(userId);
      const resultOf = (a: (typeof finished)[number]) =>
        (a.outcome as { result?: string } | undefined)?.result;
      // Leads the site had nothing to do for: gone profiles, or people already connected or invited.
      const noInvite = finished.filter(
        (a) =>
          a.type === 'connect' &&
          ['already-connected', 'already-pending', 'not-found'].includes(resultOf(a) ?? ''),
      ).length;
      const noView = finished.filter((a) => a.type === 'view-profile' && resultOf(a) === 'not-found').length;
      const ownLeads = campaignLeads.filter((l) => senderOfLead(l) === userId).length;
      const settings = await loadOutreachSettings(deps, userId);
      perSender.push({
        name: m.sender.name,
        account: m.account,
        workDays: Array.from({ length: days }, (_, d) => {
          const weekday = weekdayOf(localDate(startMs + d * DAY_MS + 12 * 3_600_000, settings.timezone));
          return settings.hours.some((h) => h.day === weekday && h.endHour > h.startHour);
        }),
        // The limits the product applied (the sender's own settings), never above the sandbox's caps.
        dailyLimits: {
          view: Math.min(settings.limits.views, DEFAULT_LIMITS.profileViewsPerDay),
          invite: Math.min(settings.limits.invites, DEFAULT_LIMITS.invitesPerDay),
          message: Math.min(settings.limits.messages, DEFAULT_LIMITS.messagesPerDay),
        },
        demand: {
          view: plan.has.view ? ownLeads - noView : 0,
          invite: plan.has.invite ? ownLeads - noInvite : 0,
          // A message is possible once an invitation was accepted and the step's delay passed.
          message: plan.has.message
            ? state.invitations.filter(
                (x) => x.acceptedAt !== null && x.acceptedAt + (messageDelayDays + 1) * DAY_MS <= endMs,
              ).length
            : 0,
        },
        actions: await actionsDone(userId),
        refused: state.blocked,
        restrictions: state.restriction ? [{ sender: m.account, ...state.restriction }] : [],
      });
    }
    const report = buildSendersReport(
      {
        startMs,
        days,
        leads,
        weeklyInviteLimit: Math.min(weeklyInviteLimit, DEFAULT_LIMITS.invitesPerWeek),
        settings: opts.profile
          ? 'the campaign’s senders and their own daily limits'
          : opts.settings === 'caps'
            ? "daily limits at the sandbox's caps"
            : 'default',
      },
      perSender,
    );
    mkdirSync(opts.outDir, { recursive: true });
    writeFileSync(
      join(opts.outDir, 'report.json'),
      JSON.stringify({ ...report, stalls, notRehearsed: plan.left }, null, 2),
    );
    writeFileSync(join(opts.outDir, 'report.html'), reportHtml(report));
    return report;
  } finally {
    await runtime.stop();
    if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    else log(`rehearsal data kept in ${dataDir}`);
  }
}
