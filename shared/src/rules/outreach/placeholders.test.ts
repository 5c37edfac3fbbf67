import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvColumnKey,
  listPlaceholders,
  renderTemplate,
  standardPlaceholders,
  unresolvedPlaceholders,
} from './placeholders.ts';

const lead = {
  firstName: 'Ana',
  lastName: 'Silva',
  currentEmployer: 'Acme',
  currentTitle: 'CTO',
  industryName: 'Software',
};

describe('spec 3 §5 template placeholders', () => {
  it('replaces the five standard placeholders', () => {
    expect(standardPlaceholders).toEqual(['first_name', 'last_name', 'company', 'position', 'industry']);
    const text = 'Hi {{first_name}} {{last_name}}, {{position}} at {{company}} ({{industry}})';
    expect(renderTemplate(text, lead)).toBe('Hi Ana Silva, CTO at Acme (Software)');
  });

  it('reads the lead edit form names too (title = Position, company)', () => {
    expect(renderTemplate('{{position}} @ {{company}}', { title: 'VP', company: 'Beta' })).toBe('VP @ Beta');
  });

  it('tolerates spaces inside braces and any letter case', () => {
    expect(renderTemplate('Hi {{ First_Name }}!', lead)).toBe('Hi Ana!');
  });

  it('empties a standard placeholder without a value', () => {
    expect(renderTemplate('Hi {{first_name}}, {{industry}}.', { firstName: 'Ana' })).toBe('Hi Ana, .');
  });

  it('replaces {{column}} with CSV column values', () => {
    const csv = { csv_email: 'ana@acme.io', csv_emailaddress: 'a@b.c', plan: 'Pro' };
    expect(renderTemplate('{{email}} {{csv_email}} {{Email Address}} {{plan}}', lead, csv)).toBe(
      'ana@acme.io ana@acme.io a@b.c Pro',
    );
  });

  it('keeps unknown placeholders and lists them as unresolved', () => {
    expect(renderTemplate('Hi {{nickname}}', lead)).toBe('Hi {{nickname}}');
    expect(
      unresolvedPlaceholders('Hi {{first_name}} {{nickname}} {{industry}}', { firstName: 'Ana' }),
    ).toEqual(['nickname', 'industry']);
  });

  it('lists placeholders once each, in order', () => {
    expect(listPlaceholders('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });

  it('normalises CSV headers to csv_ keys', () => {
    expect(csvColumnKey('Email Address')).toBe('csv_emailaddress');
    expect(csvColumnKey('csv_email')).toBe('csv_email');
  });

  it('leaves text without placeholders unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{{')),
        (s) => {
          expect(renderTemplate(s, lead)).toBe(s);
        },
      ),
    );
  });

  it('never leaves a standard placeholder behind (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...standardPlaceholders),
        fc.string().filter((s) => !s.includes('{') && !s.includes('}')),
        (name, around) => {
          expect(renderTemplate(`${around}{{${name}}}`, {})).toBe(around);
        },
      ),
    );
  });
});
