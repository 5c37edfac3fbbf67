import { describe, expect, it } from 'vitest';
import { composeEmailHtml } from './campaign-email-content.ts';

describe('composeEmailHtml', () => {
  const imageUrl = 'https://app.example.com/blobs/signatures/t1/01J/a.png';
  it('shows the image where the signature has it, by its public URL, and escapes the message', () => {
    const html = composeEmailHtml({
      imageUrl,
      message: 'Hi <Ada>\nbye',
      signatureHtml: `<p>Sam</p><p><img src="${imageUrl}" width="80"></p>`,
      unsubscribeUrl: 'https://app/u?t=1&x=2',
    });
    expect(html).toBe(
      `<div>Hi &lt;Ada&gt;<br>bye</div><div>-- <br><p>Sam</p><p><img src="${imageUrl}" width="80"></p></div><p><a href="https://app/u?t=1&amp;x=2">Unsubscribe</a></p>`,
    );
  });
  it('appends the image when the rich text does not show it, without the dash when excluded', () => {
    expect(composeEmailHtml({ imageUrl, message: 'Hi', signatureHtml: '<p>Sam</p>', dash: false })).toBe(
      `<div>Hi</div><div><p>Sam</p><img src="${imageUrl}" alt=""></div>`,
    );
  });
});
