import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import hoodiecrow, { type HoodiecrowServer } from 'hoodiecrow-imap';

/** The IMAP extensions every sandbox mailbox offers (hoodiecrow plugins). */
export const IMAP_PLUGINS = ['ID', 'IDLE', 'UNSELECT', 'ENABLE', 'UIDPLUS', 'SPECIAL-USE', 'NAMESPACE'];

interface SavedMailbox {
  password: string;
  uidvalidity: number;
  uidnext: number;
  messages: { uid: number; flags: string[]; internaldate: string; raw: string }[];
}

/** The stored name of a mailbox's file: the address with anything unusual replaced. */
const fileOf = (email: string) => `${email.replace(/[^a-z0-9@._+-]/gi, '_')}.json`;

/**
 * Every mailbox of the sandbox: one hoodiecrow IMAP store per address (hoodiecrow itself is
 * single-user; the IMAP front door hands each signed-in connection to its own mailbox's store),
 * saved as JSON under `dir` so mail survives a restart. Delivery to an unknown address creates its
 * mailbox (the sandbox is a catch-all), with the default password.
 */
export class Mailboxes {
  private readonly stores = new Map<string, HoodiecrowServer>();
  private readonly passwords = new Map<string, string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly dir: string,
    private readonly defaultPassword: string,
  ) {
    mkdirSync(dir, { recursive: true });
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const email = f.slice(0, -'.json'.length);
      const saved = JSON.parse(readFileSync(join(dir, f), 'utf8')) as SavedMailbox;
      this.passwords.set(email, saved.password);
    }
  }

  /** Creates the mailbox when missing; answers its address, lower-cased. */
  ensure(address: string, password = this.defaultPassword): string {
    const email = address.trim().toLowerCase();
    if (!this.passwords.has(email)) {
      this.passwords.set(email, password);
      this.save(email, true);
    }
    return email;
  }

  checkPassword(address: string, password: string): boolean {
    const email = address.trim().toLowerCase();
    return this.passwords.has(email) && this.passwords.get(email) === password;
  }

  /** The mailbox's IMAP store (loaded on first use). */
  store(address: string): HoodiecrowServer {
    const email = this.ensure(address);
    let s = this.stores.get(email);
    if (!s) {
      const file = join(this.dir, fileOf(email));
      const saved: SavedMailbox | null = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      s = hoodiecrow({
        plugins: IMAP_PLUGINS,
        storage: {
          INBOX: {
            messages: saved?.messages ?? [],
            uidnext: saved?.uidnext ?? 1,
            uidvalidity: saved?.uidvalidity ?? 1,
          },
          '': {},
        },
      });
      // Flags and expunges change the store through IMAP: save a moment after any answer.
      (s as unknown as { outputHandlers: Array<() => void> }).outputHandlers.push(() => this.later(email));
      this.stores.set(email, s);
    }
    return s;
  }

  /** Appends a message (its raw bytes) to the mailbox's INBOX and saves it; answers its UID. */
  deliver(address: string, raw: Buffer, at: Date): number {
    const email = this.ensure(address);
    const { message } = this.store(email).appendMessage('INBOX', [], at, raw.toString('binary'));
    this.save(email);
    return message.uid;
  }

  /** The raw messages of a mailbox's INBOX, oldest first. */
  messages(address: string): { uid: number; raw: Buffer; flags: string[] }[] {
    return this.store(address)
      .getMailbox('INBOX')
      .messages.map((m) => ({ uid: m.uid, raw: Buffer.from(m.raw, 'binary'), flags: [...m.flags] }));
  }

  private later(email: string) {
    if (this.timers.has(email)) return;
    this.timers.set(
      email,
      setTimeout(() => {
        this.timers.delete(email);
        this.save(email);
      }, 200),
    );
  }

  private save(email: string, onlyIfMissing = false) {
    const file = join(this.dir, fileOf(email));
    if (onlyIfMissing && existsSync(file)) return;
    const inbox = this.stores.get(email)?.getMailbox('INBOX');
    const data: SavedMailbox = {
      password: this.passwords.get(email) ?? this.defaultPassword,
      uidvalidity: inbox?.uidvalidity ?? 1,
      uidnext: inbox?.uidnext ?? 1,
      messages: (inbox?.messages ?? []).map((m) => ({
        uid: m.uid,
        flags: m.flags,
        internaldate: String(m.internaldate),
        raw: m.raw,
      })),
    };
    writeFileSync(file, JSON.stringify(data));
  }

  /** Writes every pending change (at stop). */
  flush() {
    for (const [email, t] of this.timers) {
      clearTimeout(t);
      this.save(email);
    }
    this.timers.clear();
  }
}
