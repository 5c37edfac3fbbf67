import { describe, expect, it } from 'vitest';
import { CSV_MAX_COLUMNS, CSV_MAX_ROWS, csvMessages, parseProfileCsv } from './profile-csv.ts';

const url = (i: number) => `https://www.linkedin.com/in/person-${i}/`;
const rejects = (text: string) => {
  try {
    parseProfileCsv(text);
  } catch (e) {
    return { status: (e as { statusCode?: number }).statusCode, message: (e as Error).message };
  }
  return null;
};

describe('parseProfileCsv caps', () => {
  it('accepts exactly the row cap and answers 400 one row beyond it', () => {
    // Prepare
    const rows = (n: number) => ['LinkedIn URL', ...Array.from({ length: n }, (_, i) => url(i))].join('\n');
    // Act
    const atCap = parseProfileCsv(rows(CSV_MAX_ROWS));
    const over = rejects(rows(CSV_MAX_ROWS + 1));
    // Assess
    expect(atCap.leads).toHaveLength(CSV_MAX_ROWS);
    expect(over).toEqual({ status: 400, message: csvMessages.tooManyRows });
  });

  it('answers 400 to a row with more columns than the cap', () => {
    const wide = Array.from({ length: CSV_MAX_COLUMNS + 1 }, (_, i) => `c${i}`).join(',');
    expect(rejects(`LinkedIn URL\n${url(1)}\n${url(2)},${wide}`)).toEqual({
      status: 400,
      message: csvMessages.tooManyColumns,
    });
  });

  it('answers 400 to an overlong row and to a malformed file, never a 500', () => {
    expect(rejects(`LinkedIn URL,Note\n${url(1)},${'x'.repeat(20_000)}`)).toEqual({
      status: 400,
      message: csvMessages.rowTooLong,
    });
    expect(rejects('LinkedIn URL,Note\n"unclosed,quote\n')).toEqual({
      status: 400,
      message: csvMessages.unreadable,
    });
  });
});
