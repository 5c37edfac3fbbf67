import { describe, expect, it } from 'vitest';
import {
  defaultSchedule,
  isEmptyRichText,
  normaliseRichText,
  type PostContext,
  type PostDraft,
  scheduleTimestamp,
  validatePost,
  validateSchedule,
  ZCreatePostRequest,
  ZScheduleDialog,
} from './posts.ts';

const now = Date.UTC(2025, 2, 20, 15, 45); // 15:45 UTC
const ctx: PostContext = { nowMs: now, timezone: 'UTC', planAllows: true, trialStarted: false };
const ok: PostDraft = {
  title: 'Launch',
  content: '<p>Hello</p>',
  networks: ['linkedin'],
  attachmentsCount: 0,
  scheduledAt: now + 60_000,
};

describe('spec 3 §5 post validation, in order, first failure wins', () => {
  it('passes a complete post', () => {
    expect(validatePost(ok, ctx)).toBeNull();
  });
  it('1. Add title to the post.', () => {
    expect(validatePost({ ...ok, title: ' ', content: '', networks: [] }, ctx)).toBe(
      'Add title to the post.',
    );
  });
  it('2. Add some text to post. (empty markup counts as empty)', () => {
    expect(validatePost({ ...ok, content: '<p><br></p>', networks: [] }, ctx)).toBe('Add some text to post.');
  });
  it('3. any attachment error is shown', () => {
    expect(
      validatePost(
        { ...ok, attachmentError: 'Uploading failed! Please contact support!', networks: [] },
        ctx,
      ),
    ).toBe('Uploading failed! Please contact support!');
  });
  it('4. Please select at least one platform to post your content!', () => {
    expect(validatePost({ ...ok, networks: [] }, ctx)).toBe(
      'Please select at least one platform to post your content!',
    );
  });
  it('5. PLEASE ADD IMAGE/VIDEO TO PUBLISH IN INSTAGRAM', () => {
    expect(validatePost({ ...ok, networks: ['instagram'], content: 'x'.repeat(99_999) }, ctx)).toBe(
      'PLEASE ADD IMAGE/VIDEO TO PUBLISH IN INSTAGRAM',
    );
    expect(validatePost({ ...ok, networks: ['instagram'], attachmentsCount: 1 }, ctx)).toBeNull();
  });
  it('6–9. length limits per network at their edges, X first, LinkedIn last', () => {
    const all: PostDraft = {
      ...ok,
      networks: ['linkedin', 'facebook', 'instagram', 'twitter'],
      attachmentsCount: 1,
    };
    expect(validatePost({ ...all, content: 'x'.repeat(280) }, ctx)).toBeNull();
    expect(validatePost({ ...all, content: 'x'.repeat(281) }, ctx)).toBe(
      'X (Twitter) posts cannot be longer than 280 characters.',
    );
    expect(
      validatePost({ ...ok, networks: ['instagram'], attachmentsCount: 1, content: 'x'.repeat(2200) }, ctx),
    ).toBeNull();
    expect(
      validatePost(
        { ...ok, networks: ['instagram', 'linkedin'], attachmentsCount: 1, content: 'x'.repeat(3001) },
        ctx,
      ),
    ).toBe('Instagram post caption cannot be longer than 2200 characters.');
    expect(validatePost({ ...ok, networks: ['facebook'], content: 'x'.repeat(63206) }, ctx)).toBeNull();
    expect(validatePost({ ...ok, networks: ['facebook'], content: 'x'.repeat(63207) }, ctx)).toBe(
      'Facebook posts cannot be longer than 63206 characters.',
    );
    expect(validatePost({ ...ok, content: 'x'.repeat(3000) }, ctx)).toBeNull();
    expect(validatePost({ ...ok, content: 'x'.repeat(3001) }, ctx)).toBe(
      'Linkedin post cannot be longer than 3000 characters.',
    );
  });
  it('10. Post time should be after the current time, shown in the user timezone as hh:mm A', () => {
    expect(validatePost({ ...ok, scheduledAt: now }, ctx)).toBe(
      'Post time should be after the current time (03:45 PM)',
    );
    expect(validatePost({ ...ok, scheduledAt: now }, { ...ctx, timezone: 'Europe/Berlin' })).toBe(
      'Post time should be after the current time (04:45 PM)',
    );
    expect(validatePost({ ...ok, scheduledAt: null }, ctx)).toBeNull();
  });
  it('11. a plan error unless the plan fits or a trial has started', () => {
    const noPlan = { ...ctx, planAllows: false };
    expect(validatePost(ok, noPlan)).toBe(
      'Experience the full potential of this feature by upgrading to one of our Premium plans.',
    );
    expect(validatePost(ok, { ...noPlan, trialStarted: true })).toBeNull();
    // Step 10 still comes before step 11.
    expect(validatePost({ ...ok, scheduledAt: now - 1 }, noPlan)).toMatch(/^Post time/);
  });
  it('checks steps 1, 2 and 4–9 in the request schema', () => {
    const r = ZCreatePostRequest.safeParse({ title: 'T', content: '<p></p>', networks: ['linkedin'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Add some text to post.');
    expect(ZCreatePostRequest.safeParse({ title: 'T', content: 'Hi', networks: ['twitter'] }).success).toBe(
      true,
    );
  });
});

describe('spec 3 §5 rich-text editor', () => {
  it('treats empty markup as empty and saves it as an empty string', () => {
    expect(isEmptyRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isEmptyRichText('<p>Hi</p>')).toBe(false);
    expect(normaliseRichText('<p><br/></p>')).toBe('');
    expect(normaliseRichText('<p>Hi</p>')).toBe('<p>Hi</p>');
  });
});

describe('spec 3 §5 schedule dialog', () => {
  it('allows minutes 00, 15, 30, 45 and hours 1–12 with AM/PM', () => {
    expect(ZScheduleDialog.safeParse({ date: '2025-03-20', hour: 12, minute: 45, place: 'PM' }).success).toBe(
      true,
    );
    expect(ZScheduleDialog.safeParse({ date: '2025-03-20', hour: 0, minute: 0, place: 'AM' }).success).toBe(
      false,
    );
    expect(ZScheduleDialog.safeParse({ date: '2025-03-20', hour: 13, minute: 0, place: 'AM' }).success).toBe(
      false,
    );
    expect(ZScheduleDialog.safeParse({ date: '2025-03-20', hour: 1, minute: 10, place: 'AM' }).success).toBe(
      false,
    );
  });
  it('reads 12 AM as midnight and 12 PM as noon in the user timezone', () => {
    expect(scheduleTimestamp({ date: '2025-03-20', hour: 12, minute: 15, place: 'AM' }, 'UTC')).toBe(
      Date.UTC(2025, 2, 20, 0, 15),
    );
    expect(scheduleTimestamp({ date: '2025-03-20', hour: 12, minute: 0, place: 'PM' }, 'Europe/Berlin')).toBe(
      Date.UTC(2025, 2, 20, 11),
    );
  });
  it('needs a date from today and a time after now', () => {
    expect(validateSchedule({ date: '2025-03-19', hour: 11, minute: 0, place: 'PM' }, now, 'UTC')).toBe(
      'Date cannot be before today',
    );
    expect(validateSchedule({ date: '2025-03-20', hour: 3, minute: 45, place: 'PM' }, now, 'UTC')).toBe(
      'Post time should be after the current time (03:45 PM)',
    );
    expect(validateSchedule({ date: '2025-03-20', hour: 4, minute: 0, place: 'PM' }, now, 'UTC')).toBeNull();
    // 15:45 UTC is already 21 March in Auckland: 20 March is before today there.
    expect(
      validateSchedule({ date: '2025-03-20', hour: 11, minute: 0, place: 'PM' }, now, 'Pacific/Auckland'),
    ).toBe('Date cannot be before today');
  });
  it('defaults to the next quarter hour, rolling over to the next day after 11:45 PM', () => {
    // The CI red of session 10: at 10:59 PM the "an hour ahead" default was 12 AM of the same day.
    expect(defaultSchedule(Date.UTC(2025, 2, 20, 23, 59), 'UTC')).toEqual({
      date: '2025-03-21',
      hour: 12,
      minute: 0,
      place: 'AM',
    });
    expect(defaultSchedule(Date.UTC(2025, 2, 20, 15, 30), 'UTC')).toEqual({
      date: '2025-03-20',
      hour: 3,
      minute: 30,
      place: 'PM',
    });
    // 05:50 UTC is 10:50 PM the day before in Los Angeles (PDT), 11:00 PM after rounding.
    expect(defaultSchedule(Date.UTC(2025, 2, 21, 5, 50), 'America/Los_Angeles')).toEqual({
      date: '2025-03-20',
      hour: 11,
      minute: 0,
      place: 'PM',
    });
    // Kathmandu is UTC+5:45: 18:14 UTC is 11:59 PM there, so the default is 12:00 AM the next day.
    expect(defaultSchedule(Date.UTC(2025, 2, 20, 18, 14), 'Asia/Kathmandu')).toEqual({
      date: '2025-03-21',
      hour: 12,
      minute: 0,
      place: 'AM',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2025, 0, 3); t += 7 * 60_000) {
      const choice = defaultSchedule(t + 3600_000, 'America/Los_Angeles');
      expect(validateSchedule(choice, t, 'America/Los_Angeles')).toBeNull();
    }
  });
});
