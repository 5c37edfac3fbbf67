import { describe, expect, it } from 'vitest';
import { MB } from '../../constants/outreach.ts';
import { sniffImageType, validatePostMedia } from './post-media.ts';

const GB = 1024 * MB;

describe('spec 3 §5 media errors and §9 limits', () => {
  it('X: image over 5MB; video over 512MB or over 2 min 20 s', () => {
    expect(validatePostMedia('twitter', { kind: 'image', sizeBytes: 5 * MB })).toBeNull();
    expect(validatePostMedia('twitter', { kind: 'image', sizeBytes: 5 * MB + 1 })).toBe(
      'X (Twitter) images cannot be larger than 5MB',
    );
    expect(validatePostMedia('twitter', { kind: 'video', sizeBytes: 512 * MB + 1 })).toBe(
      'X (Twitter) videos cannot be larger than 512MB',
    );
    expect(validatePostMedia('twitter', { kind: 'video', sizeBytes: MB, durationSec: 140 })).toBeNull();
    expect(validatePostMedia('twitter', { kind: 'video', sizeBytes: MB, durationSec: 141 })).toBe(
      'X (Twitter) videos cannot be longer than 2 min 20 s',
    );
  });

  it('Instagram: image over 8MB; video over 100MB, wider than 1920, not MP4/MOV, not 3–60 s, bad codec', () => {
    expect(validatePostMedia('instagram', { kind: 'image', sizeBytes: 8 * MB + 1 })).toMatch(/8MB/);
    const video = {
      kind: 'video' as const,
      sizeBytes: MB,
      durationSec: 30,
      width: 1080,
      mimeType: 'video/mp4',
    };
    expect(validatePostMedia('instagram', video)).toBeNull();
    expect(validatePostMedia('instagram', { ...video, sizeBytes: 100 * MB + 1 })).toMatch(/100MB/);
    expect(validatePostMedia('instagram', { ...video, width: 1921 })).toMatch(/1920/);
    expect(validatePostMedia('instagram', { ...video, mimeType: 'video/webm' })).toBe(
      'Instagram does not support this video format or video codec. Try another video.',
    );
    expect(validatePostMedia('instagram', { ...video, codec: 'vp9' })).toMatch(/codec/);
    expect(validatePostMedia('instagram', { ...video, codec: 'hevc' })).toBeNull();
    expect(validatePostMedia('instagram', { ...video, durationSec: 3 })).toBeNull();
    expect(validatePostMedia('instagram', { ...video, durationSec: 2.9 })).toMatch(/between 3 and 60/);
    expect(validatePostMedia('instagram', { ...video, durationSec: 60 })).toBeNull();
    expect(validatePostMedia('instagram', { ...video, durationSec: 61 })).toMatch(/60 s|1 min/);
  });

  it('Instagram images: aspect ratio 4:5 to 1.91:1', () => {
    const img = { kind: 'image' as const, sizeBytes: MB };
    expect(validatePostMedia('instagram', { ...img, width: 1080, height: 1350 })).toBeNull();
    expect(validatePostMedia('instagram', { ...img, width: 1910, height: 1000 })).toBeNull();
    expect(validatePostMedia('instagram', { ...img, width: 1000, height: 1400 })).toMatch(/aspect ratio/);
    expect(validatePostMedia('instagram', { ...img, width: 2000, height: 1000 })).toMatch(/aspect ratio/);
  });

  it('LinkedIn: image over 15MB, over 5760x5760, not png/jpeg/gif; video over 10MB, 10 min, 256x144–4096x2304; document 100MB', () => {
    const img = { kind: 'image' as const, sizeBytes: MB, mimeType: 'image/png', width: 5760, height: 5760 };
    expect(validatePostMedia('linkedin', img)).toBeNull();
    expect(validatePostMedia('linkedin', { ...img, sizeBytes: 15 * MB + 1 })).toMatch(/15MB/);
    expect(validatePostMedia('linkedin', { ...img, width: 5761 })).toMatch(/5760x5760/);
    expect(validatePostMedia('linkedin', { ...img, mimeType: 'image/webp' })).toBe(
      'LinkedIn images must be PNG, JPEG or GIF',
    );
    const video = { kind: 'video' as const, sizeBytes: 10 * MB, durationSec: 600, width: 256, height: 144 };
    expect(validatePostMedia('linkedin', video)).toBeNull();
    expect(validatePostMedia('linkedin', { ...video, sizeBytes: 10 * MB + 1 })).toMatch(/10MB/);
    expect(validatePostMedia('linkedin', { ...video, durationSec: 601 })).toMatch(/10 min/);
    expect(validatePostMedia('linkedin', { ...video, width: 255 })).toMatch(/256x144/);
    expect(validatePostMedia('linkedin', { ...video, width: 4096, height: 2305 })).toMatch(/4096x2304/);
    expect(validatePostMedia('linkedin', { kind: 'document', sizeBytes: 100 * MB })).toBeNull();
    expect(validatePostMedia('linkedin', { kind: 'document', sizeBytes: 100 * MB + 1 })).toMatch(/100MB/);
  });

  it('Facebook: image over 30MB; video over 4GB or over 120 min', () => {
    expect(validatePostMedia('facebook', { kind: 'image', sizeBytes: 30 * MB + 1 })).toMatch(/30MB/);
    expect(validatePostMedia('facebook', { kind: 'video', sizeBytes: 4 * GB })).toBeNull();
    expect(validatePostMedia('facebook', { kind: 'video', sizeBytes: 4 * GB + 1 })).toMatch(/4GB/);
    expect(validatePostMedia('facebook', { kind: 'video', sizeBytes: MB, durationSec: 7201 })).toMatch(
      /120 min/,
    );
  });

  it('recognises png, gif and jpeg by signature', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg'))).toBeNull();
  });
});
