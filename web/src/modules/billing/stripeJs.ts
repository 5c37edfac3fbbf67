// The part of Stripe.js the card form uses. In AWS the script is https://js.stripe.com/v3/; locally
// the Stripe sandbox serves a stand-in with the same API (Stripe.js cannot load offline).

export interface CardElement {
  mount(target: HTMLElement): void;
  on(type: 'change', handler: (e: { complete: boolean; error?: { message: string } }) => void): CardElement;
  destroy(): void;
}

export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

export interface StripeJs {
  elements(): { create(type: 'card'): CardElement };
  createPaymentMethod(opts: {
    type: 'card';
    card: CardElement;
    billing_details?: Record<string, unknown>;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>;
}

declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads Stripe.js (or the stand-in) once and answers a client for the publishable key. */
export async function loadStripe(scriptUrl: string, publishableKey: string): Promise<StripeJs> {
  let p = loading.get(scriptUrl);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = scriptUrl;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('The card form could not load'));
      document.head.appendChild(s);
    });
    loading.set(scriptUrl, p);
    p.catch(() => loading.delete(scriptUrl));
  }
  await p;
  if (!window.Stripe) throw new Error('The card form could not load');
  return window.Stripe(publishableKey);
}
