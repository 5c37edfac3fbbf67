import { describe, expect, it } from 'vitest';
import { ZSequenceSteps } from '../../schemas/sequence.ts';
import {
  type BranchStep,
  branchMessages,
  branchTarget,
  conditionCheckMs,
  conditionMaxDepth,
  decideCondition,
  insertStep,
  nextStepIndex,
  onRoute,
  removeStep,
  sequenceConditions,
  sequenceTree,
} from './branches.ts';
import { stepNotInCategory } from './sequence.ts';

const DAY = 86_400_000;
const cond = (
  yes_steps: number,
  condition: 'accepted' | 'replied' | 'opened' = 'accepted',
  within_days = 3,
) => ({
  type: 'Condition' as const,
  condition,
  within_days,
  yes_steps,
});
// 0 Connect, 1 Condition(yes: 2..3), 2 Message, 3 Message, 4 InMail (NO path)
const flat = [
  { type: 'LI Connect' },
  cond(2),
  { type: 'LI Message' },
  { type: 'LI Message' },
  { type: 'InMail Message' },
];

describe('issue #9 branches: the tree of a flat sequence', () => {
  it('finds each condition with its YES and NO ranges', () => {
    expect(sequenceConditions(flat)).toEqual({
      nodes: [{ index: 1, depth: 1, yes: { start: 2, end: 4 }, no: { start: 4, end: 5 } }],
    });
    expect(sequenceTree(flat)).toEqual([
      { index: 0, kind: 'step' },
      {
        index: 1,
        kind: 'condition',
        yes: [
          { index: 2, kind: 'step' },
          { index: 3, kind: 'step' },
        ],
        no: [{ index: 4, kind: 'step' }],
      },
    ]);
  });

  it('ends a path at its last step, not at the next path', () => {
    expect(nextStepIndex(flat, 0)).toBe(1);
    expect(nextStepIndex(flat, 2)).toBe(3);
    expect(nextStepIndex(flat, 3)).toBe(5); // YES path done: the lead finishes
    expect(nextStepIndex(flat, 4)).toBe(5);
    expect(branchTarget(flat, 1, 'yes')).toBe(2);
    expect(branchTarget(flat, 1, 'no')).toBe(4);
    // An empty path finishes the lead at once.
    expect(branchTarget([cond(0)], 0, 'yes')).toBe(1);
    expect(branchTarget([cond(0)], 0, 'no')).toBe(1);
  });

  it('nests: a condition on a YES path splits only that path', () => {
    // 0 Cond(yes 1..3), 1 Message, 2 Cond(yes 3..3), 3 Message, 4 InMail (NO of 0)
    const nested = [
      cond(3),
      { type: 'LI Message' },
      cond(1, 'replied'),
      { type: 'LI Message' },
      { type: 'InMail Message' },
    ];
    const { nodes, error } = sequenceConditions(nested);
    expect(error).toBeUndefined();
    expect(nodes[1]).toEqual({ index: 2, depth: 2, yes: { start: 3, end: 4 }, no: { start: 4, end: 4 } });
    expect(nextStepIndex(nested, 3)).toBe(5);
    expect(branchTarget(nested, 2, 'no')).toBe(5);
    expect(onRoute(nested, 3, ['0:yes', '2:yes'])).toBe(true);
    expect(onRoute(nested, 3, ['0:yes', '2:no'])).toBe(false);
    expect(onRoute(nested, 4, ['0:yes'])).toBe(false);
    expect(onRoute(nested, 4, ['0:no'])).toBe(true);
  });

  it('refuses a YES path past its path, nesting too deep and too many conditions', () => {
    expect(sequenceConditions([cond(2), { type: 'LI Message' }]).error).toBe(branchMessages.badYesSteps);
    // Each condition's YES path holds the next one: conditionMaxDepth + 1 deep.
    const deep = [
      ...Array.from({ length: conditionMaxDepth + 1 }, (_, i) => cond(conditionMaxDepth + 1 - i)),
      { type: 'LI Message' },
    ];
    expect(sequenceConditions(deep).error).toBe(branchMessages.tooDeep);
    const parse = (steps: unknown[]) => ZSequenceSteps.safeParse(steps);
    expect(parse(deep).success).toBe(false);
    expect(parse(flat).success).toBe(true);
    const many = Array.from({ length: 11 }, () => [cond(1), { type: 'LI Message' }]).flat();
    // 11 conditions each with a one-step YES path, chained on NO paths: too deep and too many.
    expect(parse(many).success).toBe(false);
    expect(parse([{ type: 'Condition', within_days: 3 }]).success).toBe(false); // no kind
    expect(parse([{ type: 'Condition', condition: 'replied' }]).success).toBe(false); // no days
    expect(parse([cond(0, 'replied', 0)]).success).toBe(false);
    expect(parse([cond(0, 'replied', 91)]).success).toBe(false);
  });

  it("checks each path's steps and the condition's kind against the category", () => {
    expect(stepNotInCategory('linkedin', flat)).toBe(
      'The step "InMail Message" is not available in linkedin campaigns',
    );
    expect(stepNotInCategory('multichannel', flat)).toBeNull();
    expect(stepNotInCategory('email', [{ type: 'Email' }, cond(1, 'opened'), { type: 'Email' }])).toBeNull();
    expect(stepNotInCategory('email', [cond(0)])).toBe(
      'The condition "Invitation accepted" is not available in email campaigns',
    );
  });
});

describe('issue #9 branches: which path a lead takes', () => {
  const step = { condition: 'replied' as const, within_days: 2 };
  it('takes YES as soon as the condition is met within the days', () => {
    expect(decideCondition(step, { repliedAt: 5 * 3_600_000 }, 0, 6 * 3_600_000)).toEqual({ take: 'yes' });
    expect(decideCondition({ condition: 'opened', within_days: 2 }, { openedAt: DAY }, 0, DAY)).toEqual({
      take: 'yes',
    });
  });
  it('waits for the next check, never past the deadline', () => {
    expect(decideCondition(step, {}, 0, 0)).toEqual({ wait: conditionCheckMs });
    expect(decideCondition(step, {}, 0, 2 * DAY - 1000)).toEqual({ wait: 2 * DAY });
  });
  it('takes NO at day N without the event, and for an event after the deadline', () => {
    expect(decideCondition(step, {}, 0, 2 * DAY)).toEqual({ take: 'no' });
    expect(decideCondition(step, { repliedAt: 2 * DAY + 1 }, 0, 3 * DAY)).toEqual({ take: 'no' });
    expect(decideCondition({ condition: 'accepted', within_days: 2 }, { repliedAt: 1 }, 0, 2 * DAY)).toEqual({
      take: 'no',
    });
  });
});

describe('issue #9 branches: the editor builds both paths of the flat list', () => {
  it('adds a step at the end of a YES path, a nested YES path and a NO path, and keeps the tree', () => {
    // Connect, then a condition with an empty YES path and an empty NO path.
    let steps: BranchStep[] = [{ type: 'LI Connect' }, cond(0)];
    steps = insertStep(steps, 2, [1], { type: 'LI Message' }); // YES: Message
    steps = insertStep(steps, 3, [], { type: 'LI View' }); // NO: View
    steps = insertStep(steps, 3, [1], cond(0, 'replied')); // YES: …, then a nested condition
    steps = insertStep(steps, 4, [1, 3], { type: 'InMail Message' }); // nested YES: InMail
    expect(steps.map((s) => s.type)).toEqual([
      'LI Connect',
      'Condition',
      'LI Message',
      'Condition',
      'InMail Message',
      'LI View',
    ]);
    expect(sequenceTree(steps)).toEqual([
      { index: 0, kind: 'step' },
      {
        index: 1,
        kind: 'condition',
        yes: [
          { index: 2, kind: 'step' },
          { index: 3, kind: 'condition', yes: [{ index: 4, kind: 'step' }], no: [] },
        ],
        no: [{ index: 5, kind: 'step' }],
      },
    ]);
    // Removing the nested condition takes its paths with it; removing a YES step shrinks the path.
    const noNested = removeStep(steps, 3);
    expect(noNested.map((s) => s.type)).toEqual(['LI Connect', 'Condition', 'LI Message', 'LI View']);
    expect(noNested[1]!.yes_steps).toBe(1);
    const noYes = removeStep(noNested, 2);
    expect(noYes[1]!.yes_steps).toBe(0);
    expect(sequenceTree(noYes)[1]).toEqual({
      index: 1,
      kind: 'condition',
      yes: [],
      no: [{ index: 2, kind: 'step' }],
    });
    expect(sequenceConditions(noYes).error).toBeUndefined();
  });
});
