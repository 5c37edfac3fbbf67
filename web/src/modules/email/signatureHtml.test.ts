import { describe, expect, it } from 'vitest';
import { signatureHtml } from './signatureHtml.ts';

const img = { file_name: 'logo.png', file_uri: 'https://cdn.test/attachments/t1/01/logo.png?a=1&b=2' };

describe('signatureHtml', () => {
  it('keeps a text that already shows the saved image as it is', () => {
    // Prepare
    const html = '<p>Ann<img src="https://cdn.test/attachments/t1/01/logo.png?a=1&amp;b=2" alt=""></p>';
    // Act
    const out = signatureHtml({
      emailSignature: html,
      emailAttachments: [img],
      isExcludedSignatureDash: false,
    });
    // Assess
    expect(out).toBe(html);
  });

  it('shows a saved image the text does not show under it, escaped', () => {
    const out = signatureHtml({ emailSignature: '', emailAttachments: [img], isExcludedSignatureDash: true });
    expect(out).toBe('<p><img src="https://cdn.test/attachments/t1/01/logo.png?a=1&amp;b=2" alt=""></p>');
  });

  it('leaves a signature without image alone', () => {
    const out = signatureHtml({
      emailSignature: '<p>Ann</p>',
      emailAttachments: [],
      isExcludedSignatureDash: false,
    });
    expect(out).toBe('<p>Ann</p>');
  });
});
