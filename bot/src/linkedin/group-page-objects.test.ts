import { describe, expect, it } from 'vitest';
import { groupIdFromUrl, parseMembersCount } from './group-page-objects.ts';

describe('group page objects', () => {
  it('reads member counts as LinkedIn writes them', () => {
    expect(parseMembersCount('12 members')).toBe(12);
    expect(parseMembersCount('1 member')).toBe(1);
    expect(parseMembersCount('1,234 members')).toBe(1234);
    expect(parseMembersCount('12K members')).toBe(12_000);
    expect(parseMembersCount('1.5M members')).toBe(1_500_000);
    expect(parseMembersCount('Private group')).toBeUndefined();
    expect(parseMembersCount(undefined)).toBeUndefined();
  });
  it('reads the group id of a group URL of any origin', () => {
    expect(groupIdFromUrl('https://www.linkedin.com/groups/1234567/')).toBe('1234567');
    expect(groupIdFromUrl('http://127.0.0.1:4000/groups/7654321/members/?page=2')).toBe('7654321');
    expect(groupIdFromUrl('https://www.linkedin.com/company/acme/')).toBeNull();
  });
});
