import {
  messageStepName,
  messageStepTypes,
  type SequenceStep,
} from '@outreach/shared/rules/outreach/sequence';

/**
 * The title of a step in the editor: message steps are named First, Second… Message in order
 * (shared `messageStepName`); other steps by what they do (ours).
 *
 * @example
 * stepTitle([{ type: 'LI View' }, { type: 'LI Message' }], 1) // 'First Message'
 */
export function stepTitle(steps: readonly Pick<SequenceStep, 'type'>[], index: number): string {
  const type = steps[index].type;
  if ((messageStepTypes as readonly string[]).includes(type)) {
    const n = steps
      .slice(0, index)
      .filter((s) => (messageStepTypes as readonly string[]).includes(s.type)).length;
    return messageStepName(n);
  }
  switch (type) {
    case 'LI View':
      return 'View profile';
    case 'LI Connect':
      return 'Connection request';
    case 'Condition':
      return 'If / else';
    default:
      return type;
  }
}

/** A delay in words: 'right away', '1 day', '3 hours'. */
export function delayText(step: Pick<SequenceStep, 'delay_number' | 'delay_time_unit'>): string {
  if (!step.delay_number) return 'right away';
  const unit = step.delay_time_unit === 'hour(s)' ? 'hour' : 'day';
  return `${step.delay_number} ${unit}${step.delay_number === 1 ? '' : 's'}`;
}
