import type { Socket } from 'node:net';
import hoodiecrow, {
  type CommandHandler,
  type HoodiecrowConnection,
  type HoodiecrowServer,
} from 'hoodiecrow-imap';
import { IMAP_PLUGINS, type Mailboxes } from './mailboxes.ts';

/** Whether an OAuth access token opens `user`'s mailbox (the OAuth providers answer). */
export type TokenValidator = (user: string, token: string) => Promise<boolean>;

/**
 * An IMAP front door (hoodiecrow) on `port`: LOGIN checks the address and password against the
 * sandbox's mailboxes and hands the connection over to that mailbox's own store, so every later
 * command of the connection (SELECT, FETCH, SEARCH, IDLE, …) sees that mailbox only.
 * `secure`: implicit TLS (an IMAPS port) with hoodiecrow's bundled self-signed certificate.
 */
export async function startImapServer(
  mailboxes: Mailboxes,
  host: string,
  port: number,
  secure: boolean,
  validateToken: TokenValidator = async () => false,
): Promise<{ server: HoodiecrowServer; close(): Promise<void> }> {
  const front = hoodiecrow({
    plugins: [...IMAP_PLUGINS, 'SASL-IR', 'XOAUTH2'],
    secureConnection: secure,
    users: {},
  });
  // From LOGIN or AUTHENTICATE on, the connection talks to its own mailbox's store (and hears its
  // new-mail notices).
  const enter = (connection: HoodiecrowConnection, user: string) => {
    const store = mailboxes.store(user);
    front.removeListener('notify', connection._notificationCallback);
    connection.server = store;
    store.on('notify', connection._notificationCallback);
    connection.state = 'Authenticated';
  };
  // Open connections (an IDLE-ing client) would keep close() waiting forever: they are ended at stop.
  const sockets = new Set<Socket>();
  front.server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const login: CommandHandler = (connection, parsed, data, callback) => {
    const [user, pass] = (parsed.attributes ?? []).map((a) => String(a?.value ?? ''));
    if (connection.state !== 'Not Authenticated' || !user || pass === undefined) {
      connection.send(
        {
          tag: parsed.tag,
          command: 'BAD',
          attributes: [{ type: 'TEXT', value: 'LOGIN takes 2 string arguments' }],
        },
        'INVALID COMMAND',
        parsed,
        data,
      );
      return callback();
    }
    if (!mailboxes.checkPassword(user, pass)) {
      connection.send(
        {
          tag: parsed.tag,
          command: 'NO',
          attributes: [{ type: 'TEXT', value: '[AUTHENTICATIONFAILED] Invalid credentials' }],
        },
        'LOGIN FAILED',
        parsed,
        data,
      );
      return callback();
    }
    enter(connection, user);
    connection.send(
      { tag: parsed.tag, command: 'OK', attributes: [{ type: 'TEXT', value: 'User logged in' }] },
      'LOGIN SUCCESS',
      parsed,
      data,
    );
    callback();
  };
  front.setCommandHandler('LOGIN', login);
  // XOAUTH2 (Gmail's and Outlook's OAuth mail login), SASL-IR style: `user=…^Aauth=Bearer …^A^A`.
  const xoauth2: CommandHandler = (connection, parsed, data, callback) => {
    const no = (text: string) => {
      connection.send(
        { tag: parsed.tag, command: 'NO', attributes: [{ type: 'TEXT', value: text }] },
        'AUTHENTICATE XOAUTH2 FAILED',
        parsed,
        data,
      );
      callback();
    };
    if (connection.state !== 'Not Authenticated') return no('Already authenticated');
    const parts = Buffer.from(String(parsed.attributes?.[0]?.value ?? ''), 'base64')
      .toString('utf8')
      .split('\x01');
    const user = parts[0]?.startsWith('user=') ? parts[0].slice(5) : '';
    const token = parts[1]?.startsWith('auth=Bearer ') ? parts[1].slice(12) : '';
    if (!user || !token) return no('Invalid SASL argument.');
    validateToken(user, token).then(
      (ok) => {
        if (!ok) return no('[AUTHENTICATIONFAILED] Invalid credentials (Failure)');
        enter(connection, user);
        connection.send(
          { tag: parsed.tag, command: 'OK', attributes: [{ type: 'TEXT', value: 'Authenticated' }] },
          'AUTHENTICATE XOAUTH2 SUCCESS',
          parsed,
          data,
        );
        callback();
      },
      () => no('[UNAVAILABLE] Try again later'),
    );
  };
  front.setCommandHandler('AUTHENTICATE XOAUTH2', xoauth2);
  await new Promise<void>((r) => front.listen(port, host, () => r()));
  return {
    server: front,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        front.close(() => r());
      }),
  };
}
