import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordMessages, ZPassword } from './password.ts';

const first = (v: unknown) => ZPassword.safeParse(v).error?.issues[0]?.message;

describe('password (spec 1 §5)', () => {
  it('accepts 6 and 100 characters, refuses 5 and 101', () => {
    expect(ZPassword.safeParse('Aa1!aa').success).toBe(true);
    expect(first('Aa1!a')).toBe('Please enter a password at least 6 characters long');
    expect(ZPassword.safeParse(`Aa1!${'a'.repeat(96)}`).success).toBe(true);
    expect(first(`Aa1!${'a'.repeat(97)}`)).toBe(
      'Please enter a password that is a maximum of 100 characters long',
    );
  });

  it("says 'Please enter a password' when empty or missing, and only that", () => {
    expect(ZPassword.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Please enter a password']);
    expect(first(undefined)).toBe(passwordMessages.required);
  });

  it('needs a digit, a lowercase, an uppercase and a special symbol, and no spaces', () => {
    const complexity =
      'Please enter a password that contains at least 1 uppercase letter, lowercase letter, number and special symbol';
    for (const bad of ['aa1!aaa', 'AA1!AAA', 'Aaa!aaa', 'Aa1aaaa', 'Aa1! aaa'])
      expect(first(bad)).toBe(complexity);
  });

  it('accepts any mix of the four classes within bounds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,24}$/), fc.integer({ min: 0, max: 9 }), (low, digit) => {
        return ZPassword.safeParse(`A${low}${digit}#`.padEnd(6, 'x')).success;
      }),
    );
  });
});
