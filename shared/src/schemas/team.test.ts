import { describe, expect, it } from 'vitest';
import {
  ZCreateInviteRequest,
  ZGroupName,
  ZInviteForm,
  ZInviteName,
  ZMembersQuery,
  ZTeamNameRequest,
} from './team.ts';

const msgs = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('invite (spec 1 §5, spec 2 §5)', () => {
  it("says 'Please add a name' when missing and 'Please enter a valid name' when blank", () => {
    expect(msgs(ZInviteName.safeParse(''))).toEqual(['Please add a name']);
    expect(msgs(ZInviteName.safeParse(undefined))).toEqual(['Please add a name']);
    expect(msgs(ZInviteName.safeParse('   '))).toEqual(['Please enter a valid name']);
    expect(ZInviteName.parse('  Ann ')).toBe('Ann');
  });

  it('needs a valid email unless created without email', () => {
    expect(msgs(ZInviteForm.safeParse({ name: 'Ann', email: 'ann@' }))).toEqual([
      'Please enter a valid email',
    ]);
    expect(msgs(ZInviteForm.safeParse({ name: 'Ann' }))).toEqual(['Please enter a valid email']);
    expect(ZInviteForm.safeParse({ name: 'Ann', withoutEmail: true }).success).toBe(true);
  });

  it('defaults the role to owner and forces member without email', () => {
    expect(ZInviteForm.parse({ name: 'Ann', email: 'ann@acme.io' }).role).toBe('owner');
    const ghost = ZInviteForm.parse({ name: 'Ann', email: 'ann@acme.io', role: 'admin', withoutEmail: true });
    expect(ghost).toMatchObject({ role: 'member', email: undefined });
  });

  it('lower-cases the invite request email', () => {
    expect(ZCreateInviteRequest.parse({ teamId: 't', name: 'Ann', email: ' Ann@Acme.io ' }).email).toBe(
      'ann@acme.io',
    );
  });
});

describe('group and team names (spec 1 §5, spec 2 §5)', () => {
  it("needs a non-blank name ('Please enter a name')", () => {
    expect(msgs(ZGroupName.safeParse('  '))).toEqual(['Please enter a name']);
    expect(ZGroupName.parse(' Sales ')).toBe('Sales');
    expect(ZTeamNameRequest.safeParse({ teamId: 't', name: 'Acme' }).success).toBe(true);
  });
});

describe('members query (spec 1 §7, spec 2 §7)', () => {
  it('sorts by role ascending by default and splits groupIds', () => {
    expect(ZMembersQuery.parse({})).toEqual({ page: 1, perPage: 10, sortField: 'role', sortOrder: 'ASC' });
    expect(ZMembersQuery.parse({ groupIds: 'g1, g2' }).groupIds).toEqual(['g1', 'g2']);
  });
});
