/** MP4 and MOV files both start with an ISO-BMFF `ftyp` box. */
export const isMp4OrMov = (bytes: Uint8Array) =>
  bytes.length >= 12 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';

/**
 * The duration in seconds an MP4/MOV declares in its movie header (`moov/mvhd`: timescale and
 * duration, 32-bit in version 0, 64-bit in version 1), or null when there is none.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const at = buf.indexOf('mvhd', 0, 'latin1');
  if (at < 4) return null;
  const version = buf[at + 4];
  const base = at + 8; // after the type, version and flags
  try {
    if (version === 1) {
      const timescale = buf.readUInt32BE(base + 16);
      const duration = Number(buf.readBigUInt64BE(base + 20));
      return timescale ? duration / timescale : null;
    }
    const timescale = buf.readUInt32BE(base + 8);
    const duration = buf.readUInt32BE(base + 12);
    return timescale ? duration / timescale : null;
  } catch {
    return null;
  }
}

/**
 * The smallest MP4 Instagram's and Facebook's checks read: an `ftyp` box, then `moov` with a version-0
 * `mvhd` declaring `seconds` (timescale 1000), padded to `bytes`.
 */
export function mp4Of(seconds: number, bytes = 0): Uint8Array<ArrayBuffer> {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'latin1');
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(1000, 20); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 24); // duration
  const moov = Buffer.alloc(8);
  moov.writeUInt32BE(8 + mvhd.length, 0);
  moov.write('moov', 4, 'latin1');
  const head = Buffer.concat([ftyp, moov, mvhd]);
  const out = Buffer.alloc(Math.max(bytes, head.length));
  head.copy(out);
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.length) as ArrayBuffer);
}
