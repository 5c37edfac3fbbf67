import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStep } from '../rules/outreach/sequence.ts';
import { cloneTemplateName, shortenForConnect, ZSequenceTemplateRequest } from './templates.ts';

describe('spec 3 §5 connect template shortening', () => {
  it('leaves 279 characters alone', () => {
    expect(shortenForConnect('x'.repeat(279))).toEqual({ text: 'x'.repeat(279), notice: null });
  });
  it('cuts 280 or more to 280 with the notice', () => {
    const notice = 'Template message is too long, shortened to 280 characters';
    expect(shortenForConnect('x'.repeat(280))).toEqual({ text: 'x'.repeat(280), notice });
    expect(shortenForConnect('x'.repeat(281))).toEqual({ text: 'x'.repeat(280), notice });
  });
  it('never splits an emoji and never exceeds 280 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (s) => {
        const { text } = shortenForConnect(s);
        expect(text.length).toBeLessThanOrEqual(280);
        expect(s.startsWith(text)).toBe(true);
        const last = text.charCodeAt(text.length - 1);
        expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
      }),
    );
  });
});

describe('spec 3 §5 sequence template name', () => {
  it("is required ('Please input a name for this template')", () => {
    const r = ZSequenceTemplateRequest.safeParse({ name: ' ', sequence: [defaultStep('LI View', 0)] });
    expect(r.error?.issues[0].message).toBe('Please input a name for this template');
    expect(
      ZSequenceTemplateRequest.safeParse({ name: 'Outreach', sequence: [defaultStep('LI View', 0)] }).success,
    ).toBe(true);
  });
  it("clones get the suffix '(clone)' (§2)", () => {
    expect(cloneTemplateName('Onboarding')).toBe('Onboarding (clone)');
  });
});
