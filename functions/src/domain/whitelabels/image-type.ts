/** The image types branding accepts, told by their first bytes (never by the name or declared type). */
export type BrandingImageType = {
  contentType: 'image/png' | 'image/gif' | 'image/jpeg';
  ext: 'png' | 'gif' | 'jpg';
};

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/**
 * The image type from its signature: PNG, GIF (87a/89a) or JPEG; null for anything else.
 *
 * @example
 * imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // { contentType: 'image/png', ext: 'png' }
 */
export function imageTypeOf(bytes: Uint8Array): BrandingImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', ext: 'png' };
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return { contentType: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  return null;
}
