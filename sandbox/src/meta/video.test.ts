import { describe, expect, it } from 'vitest';
import { isMp4OrMov, mp4DurationSeconds, mp4Of } from './video.ts';

describe('mp4DurationSeconds', () => {
  it("reads the movie header's duration of an MP4, and nothing from other files", () => {
    expect(isMp4OrMov(mp4Of(12.5))).toBe(true);
    expect(mp4DurationSeconds(mp4Of(12.5, 4096))).toBe(12.5);
    expect(mp4DurationSeconds(mp4Of(16 * 60))).toBe(960);
    expect(isMp4OrMov(new Uint8Array(64))).toBe(false);
    expect(mp4DurationSeconds(new Uint8Array(64))).toBeNull();
  });
});
