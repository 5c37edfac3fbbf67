// Spec 3 §3 (conversations), §5 (inbox message length, attachments, sending rules), §8 (errors).
import * as z from 'zod';
import {
  fileMaxBytes,
  inboxMaxAttachments,
  inboxMaxAttachmentsTrial,
  inboxMessageMaxLength,
  inmailMessageMaxLength,
} from '../constants/outreach.ts';

export const inboxMessages = {
  fileTooLarge: 'You cannot upload file of size more than 10 Mb',
  fileTypeRejected: 'Download error. Try again.',
  trialMoreFiles: 'Upgrade your subscription to PROFESSIONAL plans to attach more files',
  maxFiles: (n: number) => `Maximum ${n} file(s) can be attached`,
  excluded: "You can't send a message to the excluded connection.",
  notInNetwork: "You can't send a message to a person who is not in your LinkedIn network.",
  sendFailed422: 'Unable to send message',
  uploadFailed: 'Uploading failed! Please contact support!',
  uploadFailedInternal: "Couldn't upload the file!",
  fileUploaded: 'File uploaded!',
  recalled: 'This message has been deleted.',
  membersInboxOnly: 'You are only allowed to view your own messages inbox.',
  notSynced: 'Your LinkedIn contacts are not synced',
  /** OURS: the spec gives no text for an over-long message. */
  tooLong: (limit: number) => `Message cannot be longer than ${limit} characters`,
  /** OURS: the spec says sponsored messages and offers must be answered on LinkedIn. */
  replyOnLinkedin: 'This message must be answered on LinkedIn.',
} as const;

export const inboxKinds = ['linkedin', 'inmail', 'sales-navigator'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** Max characters of a message: 8000, InMail 1900 (spec 3 §5). */
export function inboxMessageLimit(kind: InboxKind): number {
  return kind === 'inmail' ? inmailMessageMaxLength : inboxMessageMaxLength;
}

export const inboxFilters = [
  'all',
  'unread',
  'archive',
  'archived',
  'tagged',
  'inmail',
  'sales navigator',
  'replies',
] as const;
export const conversationActions = ['markRead', 'markUnread', 'archive', 'unarchive', 'delete'] as const;

/** Accepted attachment types: images and common document/archive formats (spec 3 §5; list OURS). */
export const acceptedAttachmentTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/rtf': ['rtf'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/x-7z-compressed': ['7z'],
  'application/vnd.rar': ['rar'],
  'application/x-rar-compressed': ['rar'],
} as const satisfies Record<string, readonly string[]>;

const acceptedExtensions = new Set<string>(Object.values(acceptedAttachmentTypes).flat());

export interface AttachmentFile {
  name: string;
  size: number;
  type?: string;
}

/** Whether a file's type (MIME, else extension) is accepted. */
export function isAcceptedAttachment(file: Pick<AttachmentFile, 'name' | 'type'>): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!acceptedExtensions.has(ext)) return false;
  return !file.type || Object.hasOwn(acceptedAttachmentTypes, file.type.toLowerCase());
}

/**
 * The first problem with files about to be attached, or null (spec 3 §5): more than 10 MB;
 * a rejected type; too many files (1 on a trial, with the upgrade message, else 6 OURS).
 *
 * @example
 * attachmentError([{ name: 'a.pdf', size: 11 * 1024 * 1024 }], { alreadyAttached: 0, trialStarted: false })
 * // 'You cannot upload file of size more than 10 Mb'
 */
export function attachmentError(
  files: readonly AttachmentFile[],
  opts: { alreadyAttached: number; trialStarted: boolean },
): string | null {
  const max = opts.trialStarted ? inboxMaxAttachmentsTrial : inboxMaxAttachments;
  if (opts.alreadyAttached + files.length > max) {
    return opts.trialStarted ? inboxMessages.trialMoreFiles : inboxMessages.maxFiles(max);
  }
  for (const f of files) {
    if (f.size > fileMaxBytes) return inboxMessages.fileTooLarge;
    if (!isAcceptedAttachment(f)) return inboxMessages.fileTypeRejected;
  }
  return null;
}

export interface SendContext {
  text: string;
  filesCount: number;
  leadExcluded?: boolean;
  isSponsored?: boolean;
  isLinkedinOffer?: boolean;
  inNetwork?: boolean;
  kind?: InboxKind;
}

/**
 * Why sending is disabled, or null (spec 3 §5): no text and no file (''), an excluded lead,
 * sponsored messages and LinkedIn offers, a person outside the network, an over-long text.
 */
export function sendBlockReason(c: SendContext): string | null {
  if (c.text.trim() === '' && c.filesCount === 0) return '';
  if (c.leadExcluded) return inboxMessages.excluded;
  if (c.isSponsored || c.isLinkedinOffer) return inboxMessages.replyOnLinkedin;
  if (c.inNetwork === false) return inboxMessages.notInNetwork;
  const limit = inboxMessageLimit(c.kind ?? 'linkedin');
  if (c.text.length > limit) return inboxMessages.tooLong(limit);
  return null;
}

const text = (limit: number) => z.string().max(limit, inboxMessages.tooLong(limit));

/** POST /conversations/messages (new or existing conversation). */
export const ZSendMessageRequest = z
  .object({
    message: text(inboxMessageMaxLength),
    conversationId: z.string().max(512).optional(),
    objectUrn: z.string().max(512).optional(),
    isGroup: z.boolean().optional(),
  })
  .refine((v) => v.message.trim() !== '', { message: 'Please enter a message', path: ['message'] });
/** POST /conversations/{id}/send-sn-message — Sales Navigator / InMail threads. */
export const ZSendInmailRequest = z.object({
  message: text(inmailMessageMaxLength).refine((m) => m.trim() !== ''),
});
/** POST /conversations/{id}/modify. */
export const ZModifyConversationRequest = z.object({
  action: z.enum(conversationActions),
  isSales: z.boolean().optional(),
});

/** POST /invites/change-status (spec 3 §3, §5). */
export const invitationMessages = {
  noSelection: 'Please select at least one invitation to make this action.',
} as const;
export const ZChangeInvitesRequest = z.object({
  inviteIds: z
    .array(z.union([z.string().max(256), z.number()]))
    .min(1, invitationMessages.noSelection)
    .max(500),
  status: z.enum(['WITHDRAW', 'ACCEPT', 'REJECT']),
});
export const invitationTabs = ['sent', 'received', 'withdrawn'] as const;
/** Sent allows Withdraw; received allows Accept or Reject (spec 3 §4). */
export function invitationActions(
  tab: (typeof invitationTabs)[number],
): ('WITHDRAW' | 'ACCEPT' | 'REJECT')[] {
  if (tab === 'sent') return ['WITHDRAW'];
  if (tab === 'received') return ['ACCEPT', 'REJECT'];
  return [];
}
