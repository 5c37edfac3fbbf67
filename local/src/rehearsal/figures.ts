// The rehearsal's figures (issue #9): actions per day by type against the limits, the restrictions
// the sandbox imposed, and the volume reached against the volume allowed. Pure: the runner feeds it
// what the LinkedIn sandbox recorded and the sender's settings.

export const rehearsalKinds = ['view', 'invite', 'message'] as const;
export type RehearsalKind = (typeof rehearsalKinds)[number];
export type PerKind = Record<RehearsalKind, number>;

const DAY_MS = 86_400_000;
const zero = (): PerKind => ({ view: 0, invite: 0, message: 0 });

export interface RehearsalInput {
  /** The first simulated day's start (epoch ms, midnight in the sender's timezone). */
  startMs: number;
  days: number;
  leads: number;
  /** Which simulated days have work hours (by index). */
  workDays: readonly boolean[];
  /** What one work day allows per type: the product's daily limit, never above the sandbox's cap. */
  dailyLimits: PerKind;
  /** Invitations per rolling week (the product's cap, never above the sandbox's). */
  weeklyInviteLimit: number;
  /** How many leads could reach each type at all during the run (the campaign's demand). */
  demand: PerKind;
  /** What the sandbox recorded: every successful limited action of the senders. */
  actions: readonly { kind: RehearsalKind; at: number }[];
  /** Attempts the sandbox refused at a cap. */
  refused: readonly { kind: RehearsalKind; at: number }[];
  /** Restrictions the sandbox imposed (one per restricted sender). */
  restrictions: readonly { sender: string; at: number; reason: string }[];
  senders: readonly string[];
  settings: string;
}

export interface RehearsalDay {
  date: string;
  work: boolean;
  actions: PerKind;
  /** The day's limit per type (0 on a day without work hours; invitations also within the week's cap). */
  limits: PerKind;
  refused: number;
}

export interface RehearsalReport {
  days: number;
  leads: number;
  settings: string;
  senders: readonly string[];
  start: string;
  perDay: RehearsalDay[];
  totals: Record<
    RehearsalKind,
    { reached: number; allowedByLimits: number; demand: number; allowed: number }
  >;
  restrictions: RehearsalInput['restrictions'];
  refused: number;
  /** Volume reached against the volume allowed, in percent (one decimal). */
  volumePercent: number;
  summary: string;
}

/**
 * The summary line `npm run rehearse` ends with.
 *
 * @example
 * summaryLine(30, 0, 97.4) // 'rehearsal: 30 days, 0 restrictions, 97.4% of allowed volume'
 */
export function summaryLine(days: number, restrictions: number, percent: number): string {
  return `rehearsal: ${days} days, ${restrictions} restrictions, ${percent}% of allowed volume`;
}

/**
 * The limits of each simulated day: a work day allows the daily limit of each type, and invitations
 * no more than the rolling week leaves (the allowances of the six days before count against it).
 */
export function dailyAllowances(
  workDays: readonly boolean[],
  limits: PerKind,
  weeklyInviteLimit: number,
): PerKind[] {
  const out: PerKind[] = [];
  for (let d = 0; d < workDays.length; d++) {
    if (!workDays[d]) {
      out.push(zero());
      continue;
    }
    let week = 0;
    for (let k = Math.max(0, d - 6); k < d; k++) week += out[k]!.invite;
    out.push({
      view: limits.view,
      message: limits.message,
      invite: Math.max(0, Math.min(limits.invite, weeklyInviteLimit - week)),
    });
  }
  return out;
}

/**
 * Builds the report. The volume allowed of a type is what the limits allow over the run, but never
 * more than the campaign could use (its demand: 500 leads cannot take 2,000 views); the volume
 * reached is what the sandbox recorded inside the run.
 */
export function buildReport(input: RehearsalInput): RehearsalReport {
  const endMs = input.startMs + input.days * DAY_MS;
  const allowances = dailyAllowances(input.workDays, input.dailyLimits, input.weeklyInviteLimit);
  const perDay: RehearsalDay[] = allowances.map((limits, d) => ({
    date: new Date(input.startMs + d * DAY_MS).toISOString().slice(0, 10),
    work: Boolean(input.workDays[d]),
    actions: zero(),
    limits,
    refused: 0,
  }));
  const dayOf = (at: number) => Math.floor((at - input.startMs) / DAY_MS);
  for (const a of input.actions) {
    if (a.at < input.startMs || a.at >= endMs) continue;
    perDay[dayOf(a.at)]!.actions[a.kind] += 1;
  }
  for (const r of input.refused) {
    if (r.at < input.startMs || r.at >= endMs) continue;
    perDay[dayOf(r.at)]!.refused += 1;
  }
  const totals = {} as RehearsalReport['totals'];
  let reached = 0;
  let allowed = 0;
  for (const kind of rehearsalKinds) {
    const byLimits = allowances.reduce((s, l) => s + l[kind], 0);
    const done = perDay.reduce((s, d) => s + d.actions[kind], 0);
    const kindAllowed = Math.min(byLimits, Math.max(0, input.demand[kind]));
    totals[kind] = {
      reached: done,
      allowedByLimits: byLimits,
      demand: input.demand[kind],
      allowed: kindAllowed,
    };
    // Beyond the allowance is not extra credit: the goal is using what is allowed, safely.
    reached += Math.min(done, kindAllowed);
    allowed += kindAllowed;
  }
  const volumePercent = allowed === 0 ? 0 : Math.round((reached / allowed) * 1000) / 10;
  const refused = perDay.reduce((s, d) => s + d.refused, 0);
  return {
    days: input.days,
    leads: input.leads,
    settings: input.settings,
    senders: input.senders,
    start: new Date(input.startMs).toISOString(),
    perDay,
    totals,
    restrictions: input.restrictions,
    refused,
    volumePercent,
    summary: summaryLine(input.days, input.restrictions.length, volumePercent),
  };
}

/** One sender of a rotated rehearsal (issue #9): its own limits, work days, leads and what it did. */
export interface RehearsalSenderInput {
  /** The member's name, as the product shows the sender. */
  name: string;
  /** The sandbox LinkedIn account that stood in for the member's. */
  account: string;
  workDays: readonly boolean[];
  dailyLimits: PerKind;
  demand: PerKind;
  actions: RehearsalInput['actions'];
  refused: RehearsalInput['refused'];
  restrictions: RehearsalInput['restrictions'];
}

/** A sender's own figures in the report: the limits it ran with and what it did against them. */
export interface RehearsalSenderReport {
  name: string;
  account: string;
  dailyLimits: PerKind;
  perDay: RehearsalDay[];
  totals: RehearsalReport['totals'];
  volumePercent: number;
}

/**
 * The report of a rehearsal with one or more senders, each under its own limits (issue #9): every
 * sender's figures as `buildReport` makes them, and the campaign's as their sum (a day's limit line is
 * the senders' limits added up; a sender's volume above its own allowance does not make up for another's).
 */
export function buildSendersReport(
  common: Pick<RehearsalInput, 'startMs' | 'days' | 'leads' | 'weeklyInviteLimit' | 'settings'>,
  senders: readonly RehearsalSenderInput[],
): RehearsalReport & { bySender: RehearsalSenderReport[] } {
  if (senders.length === 0) throw new Error('a rehearsal has at least one sender');
  const each = senders.map((s) =>
    buildReport({
      ...common,
      workDays: s.workDays,
      dailyLimits: s.dailyLimits,
      demand: s.demand,
      actions: s.actions,
      refused: s.refused,
      restrictions: s.restrictions,
      senders: [s.account],
    }),
  );
  const first = each[0]!;
  const perDay: RehearsalDay[] = first.perDay.map((d, i) => {
    const days = each.map((r) => r.perDay[i]!);
    const sum = (pick: (x: RehearsalDay) => PerKind) => {
      const out = zero();
      for (const x of days) for (const k of rehearsalKinds) out[k] += pick(x)[k];
      return out;
    };
    return {
      date: d.date,
      work: days.some((x) => x.work),
      actions: sum((x) => x.actions),
      limits: sum((x) => x.limits),
      refused: days.reduce((s, x) => s + x.refused, 0),
    };
  });
  const totals = {} as RehearsalReport['totals'];
  let reached = 0;
  let allowed = 0;
  for (const kind of rehearsalKinds) {
    const t = { reached: 0, allowedByLimits: 0, demand: 0, allowed: 0 };
    for (const r of each) {
      const x = r.totals[kind];
      t.reached += x.reached;
      t.allowedByLimits += x.allowedByLimits;
      t.demand += x.demand;
      t.allowed += x.allowed;
      reached += Math.min(x.reached, x.allowed);
      allowed += x.allowed;
    }
    totals[kind] = t;
  }
  const volumePercent = allowed === 0 ? 0 : Math.round((reached / allowed) * 1000) / 10;
  const restrictions = each.flatMap((r) => r.restrictions);
  return {
    days: common.days,
    leads: common.leads,
    settings: common.settings,
    senders: senders.map((s) => `${s.name} (${s.account})`),
    start: first.start,
    perDay,
    totals,
    restrictions,
    refused: perDay.reduce((s, d) => s + d.refused, 0),
    volumePercent,
    summary: summaryLine(common.days, restrictions.length, volumePercent),
    bySender: senders.map((s, i) => ({
      name: s.name,
      account: s.account,
      dailyLimits: s.dailyLimits,
      perDay: each[i]!.perDay,
      totals: each[i]!.totals,
      volumePercent: each[i]!.volumePercent,
    })),
  };
}
