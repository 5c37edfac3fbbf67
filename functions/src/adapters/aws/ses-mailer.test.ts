import { describe, expect, it } from 'vitest';
import { withDisplayName } from './ses-mailer.ts';

describe('withDisplayName (a white label company as the sender of product mail)', () => {
  it('quotes an ASCII name, escaping quotes and backslashes', () => {
    expect(withDisplayName('Acme Growth', 'no-reply@x.test')).toBe('"Acme Growth" <no-reply@x.test>');
    expect(withDisplayName('A "B", C\\D', 'n@x.test')).toBe('"A \\"B\\", C\\\\D" <n@x.test>');
  });

  it('encodes a non-ASCII name as a MIME word and drops line breaks', () => {
    expect(withDisplayName('Zürich AG', 'n@x.test')).toBe(
      `=?UTF-8?B?${Buffer.from('Zürich AG').toString('base64')}?= <n@x.test>`,
    );
    expect(withDisplayName('Acme\r\nBcc: evil@x.test', 'n@x.test')).toBe(
      '"Acme Bcc: evil@x.test" <n@x.test>',
    );
    expect(withDisplayName('  ', 'n@x.test')).toBe('n@x.test');
  });
});
