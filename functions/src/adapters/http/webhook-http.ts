import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookOutcome, WebhookTransport } from '../../ports/webhook-transport.ts';

/** The start of a receiver's answer kept in the delivery log. */
const MAX_BODY = 1000;

/** Whether an address is one a webhook may reach from the cloud: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/**
 * DNS lookup that refuses non-public addresses. Checking at connect time, on the address actually
 * dialled, also stops DNS rebinding (a name that resolved public at subscribe time and private now).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) {
      const e = Object.assign(new Error(`Refused: ${hostname} resolves to a private address`), {
        code: 'EWEBHOOKPRIVATE',
      });
      return callback(e, '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface WebhookHttpOptions {
  /** Local mode: loopback and private receivers are fine (the webhook sandbox is on 127.0.0.1). */
  allowPrivate: boolean;
  /** Local mode: maps a stored URL onto where it is served now (the webhook sandbox's port). */
  rebase?: (url: URL) => URL;
  /** Monotonic milliseconds for durations (the Clock port's wall time). */
  now: () => number;
}

/** Posts webhooks with node:http(s); never follows redirects. */
export function webhookHttpTransport(opts: WebhookHttpOptions): WebhookTransport {
  return {
    post: (call) =>
      new Promise<WebhookOutcome>((resolve) => {
        const started = opts.now();
        const done = (o: { status: number; body: string } | { error: string }) =>
          resolve({ ...o, durationMs: Math.max(0, Math.round(opts.now() - started)) });
        let url: URL;
        try {
          url = new URL(call.url);
          if (opts.rebase) url = opts.rebase(url);
        } catch {
          return done({ error: 'Invalid URL' });
        }
        if (!opts.allowPrivate && ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''))) {
          if (!isPublicAddress(url.hostname.replace(/^\[|\]$/g, '')))
            return done({ error: `Refused: ${url.hostname} is a private address` });
        }
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const req = send(
          url,
          {
            method: 'POST',
            headers: { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
            timeout: call.timeoutMs,
            ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              if (body.length < MAX_BODY) body += chunk;
            });
            res.on('end', () => done({ status: res.statusCode ?? 0, body: body.slice(0, MAX_BODY) }));
            res.on('error', (e) => done({ error: e.message }));
          },
        );
        req.on('timeout', () => req.destroy(new Error(`Timed out after ${call.timeoutMs} ms`)));
        req.on('error', (e) => done({ error: e.message }));
        req.end(call.body);
      }),
  };
}
