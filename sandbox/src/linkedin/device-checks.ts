// LinkedIn's sign-in checks on where a session comes from (issue #9, "the sandbox models LinkedIn's
// checks"): a login from another country, or with another browser identity (user agent), than the
// account last used gets the email PIN challenge; a saved session replayed from another country or
// browser is signed out (the next login then meets the challenge). Off unless the sandbox is started
// with `identityChecks` (other suites log the same accounts in from several browsers on purpose).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { countryOfAddress } from './geo.ts';
import type { LinkedInWorld } from './world.ts';

/** Where a request comes from, as LinkedIn sees it: the IP's country and the browser's user agent. */
export interface Device {
  country: string;
  userAgent: string;
}

/** What the checks keep in the sandbox's state (additive: absent in older state files). */
export interface DeviceState {
  /** The device each account last signed in from. */
  last: Record<string, Device>;
  /** The device each session (li_at) was opened from. */
  sessions: Record<string, Device>;
  /** The device of each open PIN challenge, remembered once the PIN is right. */
  challenges: Record<string, Device>;
}

export function deviceOf(c: Context): Device {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined; // not served by Node (app.request in unit tests): a direct connection
  }
  return { country: countryOfAddress(address), userAgent: c.req.header('user-agent') ?? '' };
}

const same = (a: Device, b: Device) => a.country === b.country && a.userAgent === b.userAgent;

export class DeviceChecks {
  constructor(
    private readonly world: LinkedInWorld,
    readonly enabled: boolean,
  ) {}

  private get state(): DeviceState {
    const s = this.world.state as { devices?: DeviceState };
    s.devices ??= { last: {}, sessions: {}, challenges: {} };
    return s.devices;
  }

  /** The device the account last signed in from (for tests and the local runtime's look). */
  lastDevice(email: string): Device | null {
    return this.state.last[email] ?? null;
  }

  /** Whether a correct password from `device` must still pass the email PIN. */
  needsPin(email: string, device: Device): boolean {
    const last = this.state.last[email];
    return this.enabled && !!last && !same(last, device);
  }

  /** Keeps the device of a PIN challenge until its PIN is right. */
  challengeOpened(challengeId: string, device: Device): void {
    this.state.challenges[challengeId] = device;
    this.world.onChange();
  }

  /** The device a challenge was opened from (removed: a challenge is passed once). */
  challengePassed(challengeId: string): Device | undefined {
    const d = this.state.challenges[challengeId];
    delete this.state.challenges[challengeId];
    return d;
  }

  /** A session opened: the account's device is now this one. */
  signedIn(email: string, token: string, device: Device): void {
    this.state.last[email] = device;
    this.state.sessions[token] = device;
    // Sessions that ended leave nothing behind.
    for (const t of Object.keys(this.state.sessions))
      if (!this.world.state.sessions[t]) delete this.state.sessions[t];
    this.state.sessions[token] = device;
    this.world.onChange();
  }

  /** Whether a saved session may be used from `device` (sessions opened before the checks always may). */
  sessionAllowed(token: string | undefined, device: Device): boolean {
    if (!this.enabled || !token) return true;
    const opened = this.state.sessions[token];
    return !opened || same(opened, device);
  }
}
