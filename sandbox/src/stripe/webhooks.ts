import Stripe from 'stripe';
import type { SEvent } from './objects.ts';

export interface WebhookTarget {
  url: string;
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  status: number | null;
  delivered: boolean;
}

/**
 * Delivers events to the webhook endpoint one at a time, in the order they happened, signed like
 * Stripe (the `Stripe-Signature` header of the SDK's generateTestHeaderString: `t=…,v1=…`, an
 * HMAC-SHA256 of `t.payload`). A failed delivery is retried with a growing delay, as Stripe does
 * (here seconds, not hours), then dropped.
 */
export class WebhookSender {
  private queue: SEvent[] = [];
  private running = false;
  private stopped = false;
  readonly deliveries: Delivery[] = [];

  constructor(
    private readonly target: () => WebhookTarget | null,
    private readonly opts: { maxAttempts?: number; retryBaseMs?: number } = {},
  ) {}

  enqueue(event: SEvent) {
    if (this.stopped) return;
    this.queue.push(event);
    void this.run();
  }

  /** Sends an event again, as the Dashboard's "Resend" does (a replay with a fresh signature). */
  async resend(event: SEvent): Promise<number | null> {
    const target = this.target();
    if (!target) return null;
    return this.post(target, event);
  }

  /** Resolves when every queued event has been delivered or dropped. */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) await new Promise((r) => setTimeout(r, 20));
  }

  stop() {
    this.stopped = true;
    this.queue = [];
  }

  private async post(target: WebhookTarget, event: SEvent): Promise<number | null> {
    const payload = JSON.stringify(event, null, 2);
    // The signature's timestamp is wall time: the receiver checks it against its own wall clock.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': header,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch {
      return null;
    }
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const event = this.queue[0];
        const target = this.target();
        const delivery: Delivery = {
          eventId: event.id,
          type: event.type,
          attempts: 0,
          status: null,
          delivered: false,
        };
        this.deliveries.push(delivery);
        if (this.deliveries.length > 1000) this.deliveries.shift();
        const max = this.opts.maxAttempts ?? 6;
        while (target && !this.stopped && delivery.attempts < max) {
          delivery.attempts += 1;
          delivery.status = await this.post(target, event);
          if (delivery.status !== null && delivery.status >= 200 && delivery.status < 300) {
            delivery.delivered = true;
            break;
          }
          await new Promise((r) => setTimeout(r, (this.opts.retryBaseMs ?? 250) * 2 ** delivery.attempts));
        }
        this.queue.shift();
      }
    } finally {
      this.running = false;
    }
  }
}
