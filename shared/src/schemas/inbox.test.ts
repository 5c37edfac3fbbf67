import { describe, expect, it } from 'vitest';
import { MB } from '../constants/outreach.ts';
import {
  attachmentError,
  inboxMessageLimit,
  invitationActions,
  sendBlockReason,
  ZChangeInvitesRequest,
  ZSendMessageRequest,
} from './inbox.ts';

describe('spec 3 §5 inbox message length', () => {
  it('allows 8000 characters, InMail 1900', () => {
    expect(inboxMessageLimit('linkedin')).toBe(8000);
    expect(inboxMessageLimit('inmail')).toBe(1900);
    expect(ZSendMessageRequest.safeParse({ message: 'x'.repeat(8000), conversationId: 'c' }).success).toBe(
      true,
    );
    expect(ZSendMessageRequest.safeParse({ message: 'x'.repeat(8001), conversationId: 'c' }).success).toBe(
      false,
    );
    expect(sendBlockReason({ text: 'x'.repeat(1900), filesCount: 0, kind: 'inmail' })).toBeNull();
    expect(sendBlockReason({ text: 'x'.repeat(1901), filesCount: 0, kind: 'inmail' })).toBe(
      'Message cannot be longer than 1900 characters',
    );
  });
});

describe('spec 3 §5 attachments', () => {
  const opts = { alreadyAttached: 0, trialStarted: false };
  it('max 10 MB per file', () => {
    expect(attachmentError([{ name: 'a.pdf', size: 10 * MB }], opts)).toBeNull();
    expect(attachmentError([{ name: 'a.pdf', size: 10 * MB + 1 }], opts)).toBe(
      'You cannot upload file of size more than 10 Mb',
    );
  });
  it("rejects other types ('Download error. Try again.')", () => {
    expect(attachmentError([{ name: 'run.exe', size: 10 }], opts)).toBe('Download error. Try again.');
    expect(attachmentError([{ name: 'a.png', size: 10, type: 'application/x-msdownload' }], opts)).toBe(
      'Download error. Try again.',
    );
    expect(attachmentError([{ name: 'deck.PPTX', size: 10 }], opts)).toBeNull();
  });
  it('a trial user with one file is asked to upgrade; otherwise the maximum is stated', () => {
    expect(attachmentError([{ name: 'a.pdf', size: 1 }], { alreadyAttached: 1, trialStarted: true })).toBe(
      'Upgrade your subscription to PROFESSIONAL plans to attach more files',
    );
    expect(attachmentError([{ name: 'a.pdf', size: 1 }], { alreadyAttached: 6, trialStarted: false })).toBe(
      'Maximum 6 file(s) can be attached',
    );
  });
});

describe('spec 3 §5 sending rules', () => {
  it('disables sending with no text and no file', () => {
    expect(sendBlockReason({ text: '  ', filesCount: 0 })).toBe('');
    expect(sendBlockReason({ text: '', filesCount: 1 })).toBeNull();
  });
  it('refuses excluded leads, sponsored messages and offers, and people outside the network', () => {
    expect(sendBlockReason({ text: 'hi', filesCount: 0, leadExcluded: true })).toBe(
      "You can't send a message to the excluded connection.",
    );
    expect(sendBlockReason({ text: 'hi', filesCount: 0, isSponsored: true })).toMatch(/on LinkedIn/);
    expect(sendBlockReason({ text: 'hi', filesCount: 0, isLinkedinOffer: true })).toMatch(/on LinkedIn/);
    expect(sendBlockReason({ text: 'hi', filesCount: 0, inNetwork: false })).toBe(
      "You can't send a message to a person who is not in your LinkedIn network.",
    );
  });
});

describe('spec 3 §4/§5 invitations', () => {
  it('warns when nothing is selected', () => {
    expect(
      ZChangeInvitesRequest.safeParse({ inviteIds: [], status: 'WITHDRAW' }).error?.issues[0].message,
    ).toBe('Please select at least one invitation to make this action.');
  });
  it('sent allows Withdraw; received Accept or Reject', () => {
    expect(invitationActions('sent')).toEqual(['WITHDRAW']);
    expect(invitationActions('received')).toEqual(['ACCEPT', 'REJECT']);
    expect(invitationActions('withdrawn')).toEqual([]);
  });
});
