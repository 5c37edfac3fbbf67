// Issue #9 "If/else branches": a Condition step waits for the invitation to be accepted, a reply, or
// the email to be opened, within N days, and the lead goes on along one of two paths.
//
// The sequence stays one flat list of steps (every step keeps its index: bot actions, schedules and
// activity rows name steps by index). A Condition step at index i with `yes_steps: k` owns the k
// steps after it as its YES path; the rest of the path the condition stands on is its NO path. So a
// condition is always the last step of its own path, and paths nest (OURS, see SPEC-CHOICES).

/** The step type of a condition (not a LinkedIn/email/X action; never in `stepTypes`). */
export const conditionStepType = 'Condition' as const;

/** What a condition waits for. */
export const conditionKinds = ['accepted', 'replied', 'opened'] as const;
export type ConditionKind = (typeof conditionKinds)[number];

/** Labels of the condition kinds (the editor and the activity). OURS. */
export const conditionLabels: Record<ConditionKind, string> = {
  accepted: 'Invitation accepted',
  replied: 'Replied',
  opened: 'Email opened',
};

/** OURS: bounds of a condition's wait, its nesting and how many conditions a sequence holds. */
export const conditionDaysMin = 1;
export const conditionDaysMax = 90;
export const conditionMaxDepth = 3;
export const conditionMaxCount = 10;
/** OURS: how often a waiting lead's condition is looked at again (replies and acceptances wake it at once). */
export const conditionCheckMs = 4 * 3_600_000;

export type Branch = 'yes' | 'no';

/** The fields of a step this module reads. */
export interface BranchStep {
  type: string;
  condition?: ConditionKind;
  within_days?: number;
  yes_steps?: number;
}

export const isCondition = (s: BranchStep | undefined): boolean => s?.type === conditionStepType;

/** One path of the tree: the flat index range [start, end) it covers. */
interface Span {
  start: number;
  end: number;
}

export interface ConditionNode {
  index: number;
  depth: number;
  /** Flat ranges of the two paths (an empty path has start === end). */
  yes: Span;
  no: Span;
}

/**
 * The conditions of a flat sequence with their two paths, or the first structural error
 * (a `yes_steps` past its path's end, or nesting deeper than {@link conditionMaxDepth}).
 *
 * @example
 * sequenceConditions([{ type: 'LI Connect' }, { type: 'Condition', yes_steps: 1 }, { type: 'LI Message' }, { type: 'InMail Message' }])
 * // { nodes: [{ index: 1, depth: 1, yes: { start: 2, end: 3 }, no: { start: 3, end: 4 } }] }
 */
export function sequenceConditions(steps: readonly BranchStep[]): { nodes: ConditionNode[]; error?: string } {
  const nodes: ConditionNode[] = [];
  const walk = (span: Span, depth: number): string | undefined => {
    for (let i = span.start; i < span.end; i++) {
      const s = steps[i];
      if (!isCondition(s)) continue;
      if (depth + 1 > conditionMaxDepth) return branchMessages.tooDeep;
      const k = s.yes_steps ?? 0;
      if (i + 1 + k > span.end) return branchMessages.badYesSteps;
      const node: ConditionNode = {
        index: i,
        depth: depth + 1,
        yes: { start: i + 1, end: i + 1 + k },
        no: { start: i + 1 + k, end: span.end },
      };
      nodes.push(node);
      return walk(node.yes, depth + 1) ?? walk(node.no, depth + 1);
    }
    return undefined;
  };
  const error = walk({ start: 0, end: steps.length }, 0);
  return error ? { nodes, error } : { nodes };
}

export const branchMessages = {
  tooDeep: `Conditions can be nested at most ${conditionMaxDepth} deep`,
  tooMany: `A sequence can hold at most ${conditionMaxCount} conditions`,
  badYesSteps: 'A condition’s Yes path is longer than the steps after it',
  kindNotInCategory: (kind: ConditionKind, category: string) =>
    `The condition "${conditionLabels[kind]}" is not available in ${category} campaigns`,
} as const;

/** Which condition kinds each campaign category offers (OURS: accepted needs an invite, opened an email). */
export const conditionKindsByCategory: Record<string, readonly ConditionKind[]> = {
  linkedin: ['accepted', 'replied'],
  inmail: ['replied'],
  group: ['replied'],
  event: ['replied'],
  company: [],
  email: ['replied', 'opened'],
  twitter: ['replied'],
  multichannel: ['accepted', 'replied', 'opened'],
};

/**
 * The index a lead goes to after step `index` on its path: the next step, or `steps.length` when the
 * path ends there (the lead is done). A condition's own next is chosen by {@link branchTarget}.
 *
 * @example
 * nextStepIndex([{ type: 'Condition', yes_steps: 1 }, { type: 'LI Message' }, { type: 'InMail Message' }], 1) // 3 (the YES path ends)
 */
export function nextStepIndex(steps: readonly BranchStep[], index: number): number {
  const { nodes } = sequenceConditions(steps);
  let end = steps.length;
  for (const n of nodes) {
    for (const span of [n.yes, n.no])
      if (index >= span.start && index < span.end && span.end < end) end = span.end;
  }
  return index + 1 < end ? index + 1 : steps.length;
}

/** Where a lead goes from the condition at `index` on a branch: that path's first step, or the end. */
export function branchTarget(steps: readonly BranchStep[], index: number, branch: Branch): number {
  const node = sequenceConditions(steps).nodes.find((n) => n.index === index);
  if (!node) return steps.length;
  const span = node[branch];
  return span.start < span.end ? span.start : steps.length;
}

/** What the product knows about a lead when its condition is looked at. */
export interface ConditionFacts {
  connectedAt?: number;
  repliedAt?: number;
  openedAt?: number;
}

export type ConditionDecision = { take: Branch } | { wait: number };

/**
 * The pure rule of a condition: met (at any time before its deadline) → YES; not met at
 * `since + within_days` → NO; otherwise look again at the next check (never later than the deadline).
 *
 * @example
 * decideCondition({ condition: 'accepted', within_days: 3 }, { connectedAt: 5 }, 0, 10) // { take: 'yes' }
 * decideCondition({ condition: 'replied', within_days: 1 }, {}, 0, 86_400_000) // { take: 'no' }
 */
export function decideCondition(
  step: Pick<BranchStep, 'condition' | 'within_days'>,
  facts: ConditionFacts,
  since: number,
  now: number,
): ConditionDecision {
  const deadline = since + (step.within_days ?? conditionDaysMin) * 86_400_000;
  const at =
    step.condition === 'accepted'
      ? facts.connectedAt
      : step.condition === 'replied'
        ? facts.repliedAt
        : facts.openedAt;
  if (at !== undefined && at <= deadline) return { take: 'yes' };
  if (now >= deadline) return { take: 'no' };
  return { wait: Math.min(deadline, now + conditionCheckMs) };
}

/** The token of a taken branch, stored on the lead (`<condition index>:yes`). */
export const branchToken = (index: number, branch: Branch) => `${index}:${branch}`;

/**
 * Whether the step at `index` lies on the route the lead's taken branches allow (a step on a path the
 * lead did not take is not "done" for it).
 */
export function onRoute(steps: readonly BranchStep[], index: number, taken: readonly string[]): boolean {
  for (const n of sequenceConditions(steps).nodes) {
    for (const b of ['yes', 'no'] as const) {
      const span = n[b];
      if (index >= span.start && index < span.end && !taken.includes(branchToken(n.index, b))) return false;
    }
  }
  return true;
}

/** The tree of a flat sequence, for display: each node a step with its index, conditions with both paths. */
export type SequenceTreeNode =
  | { index: number; kind: 'step' }
  | { index: number; kind: 'condition'; yes: SequenceTreeNode[]; no: SequenceTreeNode[] };

export function sequenceTree(steps: readonly BranchStep[]): SequenceTreeNode[] {
  const build = (start: number, end: number): SequenceTreeNode[] => {
    const out: SequenceTreeNode[] = [];
    for (let i = start; i < end; i++) {
      if (!isCondition(steps[i])) {
        out.push({ index: i, kind: 'step' });
        continue;
      }
      const k = Math.max(0, Math.min(steps[i].yes_steps ?? 0, end - i - 1));
      out.push({ index: i, kind: 'condition', yes: build(i + 1, i + 1 + k), no: build(i + 1 + k, end) });
      return out;
    }
    return out;
  };
  return build(0, steps.length);
}

/**
 * Inserts `step` at flat index `at`, the end of one path of the tree: each condition in `yesOf` (the
 * conditions whose YES path holds that path, all before `at`) gets one more YES step. The editor's
 * "Add step" of a path.
 *
 * @example
 * insertStep([{ type: 'Condition', yes_steps: 0 }], 1, [0], { type: 'LI Message' })
 * // [{ type: 'Condition', yes_steps: 1 }, { type: 'LI Message' }]
 */
export function insertStep<T extends BranchStep>(
  steps: readonly T[],
  at: number,
  yesOf: readonly number[],
  step: T,
): T[] {
  const out = steps.map((s, i) => (yesOf.includes(i) ? { ...s, yes_steps: (s.yes_steps ?? 0) + 1 } : s));
  out.splice(at, 0, step);
  return out;
}

/**
 * Removes the step at `index`; a condition goes with both its paths (everything after it on its
 * path). The YES paths holding it shrink by as many steps.
 *
 * @example
 * removeStep([{ type: 'Condition', yes_steps: 1 }, { type: 'LI Message' }, { type: 'LI View' }], 1)
 * // [{ type: 'Condition', yes_steps: 0 }, { type: 'LI View' }]
 */
export function removeStep<T extends BranchStep>(steps: readonly T[], index: number): T[] {
  const node = sequenceConditions(steps).nodes.find((n) => n.index === index);
  const count = (node ? node.no.end : index + 1) - index;
  const out = steps.map((s, j) => {
    if (j >= index || !isCondition(s)) return s;
    const yesEnd = j + 1 + (s.yes_steps ?? 0);
    return index < yesEnd ? { ...s, yes_steps: (s.yes_steps ?? 0) - count } : s;
  });
  out.splice(index, count);
  return out;
}

/** A new Condition step of the editor (OURS: 3 days, an empty YES path). */
export const defaultCondition = (condition: ConditionKind) => ({
  type: conditionStepType,
  condition,
  within_days: 3,
  yes_steps: 0,
  delay_time_unit: 'day(s)' as const,
  delay_number: 0,
});
