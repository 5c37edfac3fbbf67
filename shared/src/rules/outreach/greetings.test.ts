import { describe, expect, it } from 'vitest';
import { defaultGreetings, type TGreetingMessage } from '../../schemas/profile.ts';
import {
  type CelebrationSeen,
  GREETING_REPEAT_DAYS,
  greetingActionId,
  greetingKindPrefix,
  isGreetingDue,
  isRepeatGreeting,
  planGreetings,
  renderGreeting,
} from './greetings.ts';

const NOW = Date.UTC(2026, 11, 31, 0, 30);

const seen = (type: CelebrationSeen['type'], publicId: string, date: string): CelebrationSeen => ({
  type,
  date,
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName: publicId[0]!.toUpperCase() + publicId.slice(1),
  lastName: 'Lovelace',
});
const on = (types: CelebrationSeen['type'][]): TGreetingMessage[] =>
  defaultGreetings.map((g) => ({ ...g, isEnabled: types.includes(g.type) }));

describe('greetings rules', () => {
  it('an occasion is due on its date and up to two days after, not before, across a year end', () => {
    expect(isGreetingDue('2026-12-31', NOW)).toBe(true);
    expect(isGreetingDue('2026-12-29', NOW)).toBe(true);
    expect(isGreetingDue('2026-12-28', NOW)).toBe(false);
    expect(isGreetingDue('2027-01-01', NOW)).toBe(false);
    expect(isGreetingDue('2027-01-01', Date.UTC(2027, 0, 2, 23))).toBe(true);
    expect(isGreetingDue('not a date', NOW)).toBe(false);
  });

  it('one action per person per occasion', () => {
    expect(greetingActionId({ type: 'birthday', publicId: 'Ada', date: '2026-12-30' })).toBe(
      'greeting#birthday#ada#2026-12-30',
    );
    expect(greetingActionId({ type: 'birthday', publicId: 'ada', date: '2027-12-30' })).not.toBe(
      greetingActionId({ type: 'birthday', publicId: 'ada', date: '2026-12-30' }),
    );
  });

  it('fills the placeholders the settings page offers', () => {
    const p = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(renderGreeting('Happy birthday, {{firstName}}!', p)).toBe('Happy birthday, Ada!');
    expect(renderGreeting('Hi {{ firstName }} {{lastName}} / {{first_name}}', p)).toBe(
      'Hi Ada Lovelace / Ada',
    );
  });

  it('plans enabled, due occasions once each, oldest first', () => {
    // Prepare
    const read = [
      seen('birthday', 'ada', '2026-12-31'),
      seen('birthday', 'ada', '2026-12-31'),
      seen('work-anniversary', 'bob', '2026-12-30'),
      seen('new-position', 'cy', '2026-12-31'),
      seen('birthday', 'dee', '2026-12-20'),
    ];
    // Act
    const plan = planGreetings(read, on(['birthday', 'work-anniversary']), NOW);
    // Assess
    expect(plan.map((g) => g.actionId)).toEqual([
      'greeting#work-anniversary#bob#2026-12-30',
      'greeting#birthday#ada#2026-12-31',
    ]);
    expect(plan[1]).toMatchObject({
      text: 'Happy birthday, Ada!',
      profileUrl: 'https://www.linkedin.com/in/ada/',
    });
    expect(planGreetings(read, on([]), NOW)).toEqual([]);
  });

  it('greets a person once per occasion kind: the same birthday listed on two dates is one greeting', () => {
    // Prepare: the site lists Ada's birthday on yesterday's and today's notifications, and her new position.
    const read = [
      seen('birthday', 'ada', '2026-12-31'),
      seen('birthday', 'ada', '2026-12-30'),
      seen('new-position', 'ada', '2026-12-31'),
    ];
    // Act
    const plan = planGreetings(read, on(['birthday', 'new-position']), NOW);
    // Assess
    expect(plan.map((g) => g.actionId)).toEqual([
      'greeting#birthday#ada#2026-12-30',
      'greeting#new-position#ada#2026-12-31',
    ]);
    expect(greetingKindPrefix({ type: 'birthday', publicId: 'Ada' })).toBe('greeting#birthday#ada#');
    expect(plan[0]!.actionId.startsWith(greetingKindPrefix(read[0]!))).toBe(true);
  });

  it('a greeting of a kind rules out another of that kind for GREETING_REPEAT_DAYS, across a year end', () => {
    expect(isRepeatGreeting('2026-12-30', '2026-12-31')).toBe(true);
    expect(isRepeatGreeting('2026-12-31', '2026-12-30')).toBe(true);
    expect(isRepeatGreeting('2026-12-31', '2027-12-31')).toBe(false);
    const last = new Date(Date.UTC(2026, 11, 31) + (GREETING_REPEAT_DAYS - 1) * 86_400_000).toISOString();
    expect(isRepeatGreeting('2026-12-31', last.slice(0, 10))).toBe(true);
    expect(isRepeatGreeting('2026-12-31', 'not a date')).toBe(false);
  });
});
