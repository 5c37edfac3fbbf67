import { AppError } from '@outreach/shared/errors';
import * as oidc from 'openid-client';
import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';
import type { MailServerLogin } from '../../ports/mail-protocols.ts';
import { notify } from '../notifications/notify.ts';
import { mailboxSecretContext } from './mail-logins.ts';
import { getMailbox, type MailboxKey } from './mail-settings-view.ts';
import { discoverMailProvider } from './mailbox-oauth.ts';

export const MAILBOX_DISCONNECTED_MESSAGE =
  'Your mailbox got disconnected. Please reconnect it on the Integrations page to keep your email campaigns running.';

/** The mailbox cannot be used any more (revoked grant, changed password): it is marked broken. */
export class MailboxUnavailable extends AppError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

/**
 * Marks a mailbox broken once (a conditional write, so two detectors notify once) and tells its owner
 * with a notification (type email-disconnected).
 */
export async function markMailboxBroken(deps: Deps, key: MailboxKey, reason: string): Promise<void> {
  try {
    await MailboxEntity.patch(key)
      .set({ status: 'broken', errorMessage: reason, updatedAt: deps.clock.now() })
      .where((a, op) => op.eq(a.status, 'connected'))
      .go();
  } catch {
    return; // already broken (or gone): notified before
  }
  await notify(deps, {
    ...key,
    type: 'email-disconnected',
    level: 'error',
    target: 'user',
    message: MAILBOX_DISCONNECTED_MESSAGE,
  });
}

/**
 * The SMTP and IMAP logins of the user's mailbox: the stored passwords, or for Gmail and Outlook a
 * fresh access token from the refresh token. A refused refresh (the user revoked our access) marks the
 * mailbox broken, notifies, and throws `MailboxUnavailable`.
 */
export async function mailboxLogins(
  deps: Deps,
  key: MailboxKey,
): Promise<{
  email: string;
  senderName: string;
  replyTo: string;
  smtp: MailServerLogin;
  imap: MailServerLogin;
}> {
  const m = await getMailbox(deps, key);
  if (!m) throw new MailboxUnavailable('No mailbox is connected');
  if (m.status === 'broken') throw new MailboxUnavailable(m.errorMessage ?? MAILBOX_DISCONNECTED_MESSAGE);
  const secret = JSON.parse(
    await deps.secrets.decrypt(m.secretEnc, mailboxSecretContext(key.teamId, key.userId)),
  );
  const base = { email: m.email, senderName: m.senderName ?? '', replyTo: m.replyToEmail ?? m.email };
  if (m.provider === 'smtp') {
    const s = m.smtp as { smtpServer: string; port: number; username: string; isTlsEnabled: boolean };
    const i = m.imap as { imapServer: string; port: number; username: string; isTlsEnabled: boolean };
    return {
      ...base,
      smtp: {
        host: s.smtpServer,
        port: s.port,
        tls: s.isTlsEnabled,
        username: s.username,
        password: secret.smtpPassword,
      },
      imap: {
        host: i.imapServer,
        port: i.port,
        tls: i.isTlsEnabled,
        username: i.username,
        password: secret.imapPassword,
      },
    };
  }
  const cfg = deps.env.mailOAuth[m.provider];
  let accessToken: string;
  try {
    const tokens = await oidc.refreshTokenGrant(await discoverMailProvider(cfg), secret.refreshToken);
    accessToken = tokens.access_token;
    // Microsoft rotates refresh tokens: keep the newest one.
    if (tokens.refresh_token && tokens.refresh_token !== secret.refreshToken) {
      const secretEnc = await deps.secrets.encrypt(
        JSON.stringify({ refreshToken: tokens.refresh_token }),
        mailboxSecretContext(key.teamId, key.userId),
      );
      await MailboxEntity.patch(key).set({ secretEnc }).go();
    }
  } catch (err) {
    if ((err as { error?: string }).error === 'invalid_grant') {
      const reason =
        m.provider === 'outlook'
          ? "We've encountered an error. Please disconnect and reconnect your Outlook account."
          : 'Access to this Gmail account was revoked. Please disconnect and reconnect it.';
      await markMailboxBroken(deps, key, reason);
      throw new MailboxUnavailable(reason);
    }
    throw err;
  }
  const login = (s: { host: string; port: number }): MailServerLogin => ({
    ...s,
    tls: true,
    username: m.email,
    password: '',
    accessToken,
  });
  return { ...base, smtp: login(cfg.smtp), imap: login(cfg.imap) };
}
