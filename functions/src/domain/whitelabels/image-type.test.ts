import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.ts';

describe('imageTypeOf (branding uploads)', () => {
  it('tells PNG, GIF and JPEG by their signatures', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a...'))?.ext).toBe('gif');
    expect(imageTypeOf(new TextEncoder().encode('GIF87a...'))?.ext).toBe('gif');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
  });

  it('refuses anything else, whatever its name says (SVG, HTML, a truncated PNG)', () => {
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<html>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('GIF88a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });
});
