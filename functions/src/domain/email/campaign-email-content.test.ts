import { describe, expect, it } from 'vitest';
import { composeEmailHtml, signatureImageKey } from './campaign-email-content.ts';

describe('signatureImageKey', () => {
  it("finds the team's kept file behind the saved URL, and nothing else", () => {
    expect(signatureImageKey('t1', 'http://127.0.0.1:9000/bucket/attachments/t1/01J/logo%20a.png')).toBe(
      'attachments/t1/01J/logo a.png',
    );
    expect(signatureImageKey('t1', 'https://cdn.example.com/attachments/t1/01J/logo.png')).toBe(
      'attachments/t1/01J/logo.png',
    );
    expect(signatureImageKey('t1', 'https://cdn.example.com/attachments/t2/01J/logo.png')).toBeNull();
    expect(signatureImageKey('t1', 'not a url')).toBeNull();
  });
});

describe('composeEmailHtml', () => {
  const base = { imageUri: 'https://x/a.png', imageCid: 'sig@x' };
  it('shows the image where the signature has it, by its Content-ID, and escapes the message', () => {
    const html = composeEmailHtml({
      ...base,
      message: 'Hi <Ada>\nbye',
      signatureHtml: '<p>Sam</p><p><img src="https://x/a.png" width="80"></p>',
      unsubscribeUrl: 'https://app/u?t=1&x=2',
    });
    expect(html).toBe(
      '<div>Hi &lt;Ada&gt;<br>bye</div><div>-- <br><p>Sam</p><p><img src="cid:sig@x" width="80"></p></div><p><a href="https://app/u?t=1&amp;x=2">Unsubscribe</a></p>',
    );
  });
  it('appends the image when the rich text does not show it, without the dash when excluded', () => {
    expect(composeEmailHtml({ ...base, message: 'Hi', signatureHtml: '<p>Sam</p>', dash: false })).toBe(
      '<div>Hi</div><div><p>Sam</p><img src="cid:sig@x" alt=""></div>',
    );
  });
});
