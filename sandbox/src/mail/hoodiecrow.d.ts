// hoodiecrow-imap ships no types: the little of its API the mail sandbox uses.
declare module 'hoodiecrow-imap' {
  import type { EventEmitter } from 'node:events';

  export interface HoodiecrowMessage {
    raw: string;
    flags: string[];
    internaldate: string | Date;
    uid: number;
  }
  export interface HoodiecrowMailbox {
    messages: HoodiecrowMessage[];
    uidnext: number;
    uidvalidity: number;
  }
  export interface HoodiecrowConnection {
    server: HoodiecrowServer;
    state: string;
    _notificationCallback: (...args: unknown[]) => void;
    send(response: unknown, description: string, parsed: unknown, data: unknown): void;
  }
  export type CommandHandler = (
    connection: HoodiecrowConnection,
    parsed: { tag: string; attributes?: { type: string; value: string }[] },
    data: unknown,
    callback: () => void,
  ) => void;
  export interface HoodiecrowServer extends EventEmitter {
    server: import('node:net').Server;
    storage: Record<string, unknown>;
    listen(port: number, host: string, cb?: () => void): void;
    close(cb?: () => void): void;
    setCommandHandler(command: string, handler: CommandHandler): void;
    getMailbox(path: string): HoodiecrowMailbox;
    appendMessage(
      mailbox: string,
      flags: string[],
      internaldate: Date,
      raw: string,
    ): { mailbox: HoodiecrowMailbox; message: HoodiecrowMessage };
  }
  export interface HoodiecrowOptions {
    plugins?: string[];
    storage?: Record<string, unknown>;
    users?: Record<string, { password: string }>;
    secureConnection?: boolean;
    debug?: boolean;
  }
  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
