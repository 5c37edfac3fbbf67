import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPostTransition,
  canReschedulePost,
  postStatusDisplayName,
  postStatuses,
  postStatusTooltip,
} from './posts.ts';

describe('spec 3 §3 post statuses and display names', () => {
  it('maps statuses to the display names', () => {
    expect(postStatusDisplayName).toEqual({
      published: 'Published',
      pending: 'Scheduled',
      archived: 'Queued',
      executing: 'Queued',
      queued: 'Queued',
      skipped: 'Skipped',
      platform_deleted: 'Not Found',
      invalid: 'Invalid',
    });
  });
});

describe('spec 3 §8 post tooltips', () => {
  it('explains skipped posts, with the too-long payload message', () => {
    expect(postStatusTooltip('skipped', 'payload_too_long')).toBe(
      'This post is skipped, the attachment file is too large.',
    );
    expect(postStatusTooltip('skipped')).toMatch(/bot was not running/);
  });
  it('explains invalid posts by error code, else the fallback', () => {
    expect(postStatusTooltip('invalid', 'instagram_invalid_aspect_ratio')).toBe(
      "The image's aspect ratio does not fall within Instagram acceptable range. Photo must fall into a 4:5 to 1.91:1 range",
    );
    expect(postStatusTooltip('invalid', 'instagram_daily_limit')).toBe(
      'You reached instagram daily post limit. Try again tomorrow',
    );
    expect(postStatusTooltip('invalid', 'toString')).toBe(
      'This post file has invalid parameters, please try another file',
    );
    expect(postStatusTooltip('published', 'instagram_spam')).toBeNull();
  });
});

describe('spec 3 §4 rescheduling', () => {
  it('sets pending; published, executing and archived posts cannot be rescheduled', () => {
    expect(canReschedulePost('pending')).toBe(true);
    expect(canReschedulePost('skipped')).toBe(true);
    expect(canReschedulePost('published')).toBe(false);
    expect(canReschedulePost('executing')).toBe(false);
    expect(canReschedulePost('archived')).toBe(false);
  });
  it('archived is final (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...postStatuses), (to) => {
        expect(canPostTransition('archived', to)).toBe(false);
      }),
    );
  });
});
