import type { Socket } from 'node:net';
import hoodiecrow, { type CommandHandler, type HoodiecrowServer } from 'hoodiecrow-imap';
import { IMAP_PLUGINS, type Mailboxes } from './mailboxes.ts';

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
): Promise<{ server: HoodiecrowServer; close(): Promise<void> }> {
  const front = hoodiecrow({ plugins: IMAP_PLUGINS, secureConnection: secure, users: {} });
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
    // From here on the connection talks to its own mailbox's store (and hears its new-mail notices).
    const store = mailboxes.store(user);
    front.removeListener('notify', connection._notificationCallback);
    connection.server = store;
    store.on('notify', connection._notificationCallback);
    connection.state = 'Authenticated';
    connection.send(
      { tag: parsed.tag, command: 'OK', attributes: [{ type: 'TEXT', value: 'User logged in' }] },
      'LOGIN SUCCESS',
      parsed,
      data,
    );
    callback();
  };
  front.setCommandHandler('LOGIN', login);
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
