import { describe, expect, it } from 'vitest';
import { publicBlobUrl, publicSignature, signatureImageKey, storedSignature } from './signature-image.ts';

describe('signatureImageKey', () => {
  it("finds the team's image behind a URL on any host or port, or the stored path, and nothing else", () => {
    expect(signatureImageKey('t1', 'http://127.0.0.1:9000/bucket/blobs/signatures/t1/01J/logo%20a.png')).toBe(
      'blobs/signatures/t1/01J/logo a.png',
    );
    expect(signatureImageKey('t1', '/blobs/signatures/t1/01J/logo.png')).toBe(
      'blobs/signatures/t1/01J/logo.png',
    );
    // Saved before images had the public prefix.
    expect(signatureImageKey('t1', 'https://cdn.example.com/attachments/t1/01J/logo.png')).toBe(
      'attachments/t1/01J/logo.png',
    );
    expect(signatureImageKey('t1', 'https://cdn.example.com/blobs/signatures/t2/01J/logo.png')).toBeNull();
    expect(signatureImageKey('t1', '/blobs/signatures/t1/../t2/x.png')).toBeNull();
    expect(signatureImageKey('t1', 'https://elsewhere.example.com/logo.png')).toBeNull();
  });
});

describe('storedSignature and publicSignature', () => {
  const saved = {
    emailSignature:
      '<p>Sam</p><p><img src="http://127.0.0.1:4569/b/blobs/signatures/t1/01J/a.png" alt=""><img src="https://x.example.com/b.png"></p>',
    emailAttachments: [
      { file_name: 'a.png', file_uri: 'http://127.0.0.1:4569/b/blobs/signatures/t1/01J/a.png' },
    ],
  };
  it('stores the image as its path, with no host or port, and leaves other images alone', () => {
    expect(storedSignature('t1', saved)).toEqual({
      emailSignature:
        '<p>Sam</p><p><img src="/blobs/signatures/t1/01J/a.png" alt=""><img src="https://x.example.com/b.png"></p>',
      emailAttachments: [{ file_name: 'a.png', file_uri: '/blobs/signatures/t1/01J/a.png' }],
    });
  });
  it('resolves the stored path under whatever public base is configured now', () => {
    const stored = storedSignature('t1', saved);
    for (const base of ['http://127.0.0.1:5000/b', 'https://app.example.com/']) {
      const url = `${base.replace(/\/$/, '')}/blobs/signatures/t1/01J/a.png`;
      const env = { blobPublicUrl: base, appUrl: 'https://unused.example.com' };
      expect(publicSignature(env, 't1', stored)).toEqual({
        emailSignature: `<p>Sam</p><p><img src="${url}" alt=""><img src="https://x.example.com/b.png"></p>`,
        emailAttachments: [{ file_name: 'a.png', file_uri: url }],
      });
    }
    // Without a blob base (AWS), the app's URL, whose CloudFront serves /blobs/*.
    expect(publicBlobUrl({ appUrl: 'https://app.example.com' }, 'blobs/x/a b.png')).toBe(
      'https://app.example.com/blobs/x/a%20b.png',
    );
  });
});
