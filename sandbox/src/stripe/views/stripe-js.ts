/**
 * A stand-in for Stripe.js (`https://js.stripe.com/v3/`), served by the sandbox because the real
 * one cannot load offline. It offers the part of Stripe.js's API the product uses, with the same
 * names and answers: `Stripe(publishableKey)`, `elements().create('card')` with mount/on/destroy,
 * `createPaymentMethod({ type: 'card', card, billing_details })` and `confirmCardPayment(clientSecret)`,
 * which opens the sandbox's 3D Secure page in a modal frame when the payment needs it.
 * Card fields are plain inputs here (Stripe renders them in its own iframe).
 */
export function stripeJs(base: string): string {
  return `(() => {
  const BASE = ${JSON.stringify(base)};
  const form = (obj, prefix) => {
    const out = [];
    for (const [k, v] of Object.entries(obj)) {
      if (v === undefined || v === null) continue;
      const key = prefix ? prefix + '[' + k + ']' : k;
      if (typeof v === 'object') out.push(form(v, key));
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v)));
    }
    return out.filter(Boolean).join('&');
  };
  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    const call = async (method, path, body) => {
      const res = await fetch(BASE + path, {
        method,
        headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
        body: body ? form(body) : undefined,
      });
      const json = await res.json();
      return res.ok ? { ok: true, json } : { ok: false, json };
    };
    this.elements = () => ({
      create: (type) => {
        if (type !== 'card') throw new Error('The sandbox offers the card element only');
        return cardElement();
      },
    });
    this.createPaymentMethod = async (opts) => {
      const card = opts.card && opts.card._value ? opts.card._value() : {};
      const r = await call('POST', '/v1/payment_methods', { type: 'card', card, billing_details: opts.billing_details });
      return r.ok ? { paymentMethod: r.json } : { error: r.json.error };
    };
    this.retrievePaymentIntent = async (secret) => {
      const id = secret.split('_secret_')[0];
      const r = await call('GET', '/v1/payment_intents/' + id + '?client_secret=' + encodeURIComponent(secret));
      return r.ok ? { paymentIntent: r.json } : { error: r.json.error };
    };
    this.confirmCardPayment = async (secret) => {
      let r = await this.retrievePaymentIntent(secret);
      if (r.error) return r;
      if (r.paymentIntent.status === 'requires_action') {
        await threeDSecure(r.paymentIntent.id, secret);
        r = await this.retrievePaymentIntent(secret);
        if (r.error) return r;
      }
      const pi = r.paymentIntent;
      if (pi.status === 'succeeded' || pi.status === 'processing') return { paymentIntent: pi };
      return { error: { ...(pi.last_payment_error || { type: 'card_error', message: 'Your card was declined.' }), payment_intent: pi } };
    };
  }
  function threeDSecure(id, secret) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('data-sandbox', '3ds');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const frame = document.createElement('iframe');
      frame.title = '3D Secure authentication';
      frame.name = 'sandbox-3ds';
      frame.src = BASE + '/3ds/' + id + '?client_secret=' + encodeURIComponent(secret);
      frame.style.cssText = 'width:420px;height:360px;border:0;border-radius:8px;background:#fff';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      const onMessage = (e) => {
        if (!e.data || e.data.type !== 'sandbox-3ds' || e.data.id !== id) return;
        window.removeEventListener('message', onMessage);
        overlay.remove();
        resolve(e.data.ok);
      };
      window.addEventListener('message', onMessage);
    });
  }
  function cardElement() {
    const handlers = {};
    let root = null;
    const state = { number: '', expiry: '', cvc: '' };
    const emit = () => {
      const digits = state.number.replace(/\\D/g, '');
      const complete = digits.length >= 15 && /^\\d{2}\\s*\\/\\s*\\d{2}$/.test(state.expiry) && /^\\d{3,4}$/.test(state.cvc);
      (handlers.change || []).forEach((h) => h({ elementType: 'card', complete, empty: !digits && !state.expiry && !state.cvc, error: undefined }));
    };
    const input = (label, name, placeholder, width) => {
      const el = document.createElement('input');
      el.setAttribute('aria-label', label);
      el.name = name;
      el.placeholder = placeholder;
      el.autocomplete = 'off';
      el.inputMode = 'numeric';
      el.style.cssText = 'border:0;outline:0;font:inherit;font-size:16px;padding:4px;min-width:0;width:' + width;
      el.addEventListener('input', () => { state[name] = el.value; emit(); });
      return el;
    };
    return {
      mount(target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        const box = document.createElement('div');
        box.setAttribute('data-sandbox', 'card-element');
        box.style.cssText = 'display:flex;gap:8px;align-items:center';
        box.append(input('Card number', 'number', '1234 1234 1234 1234', '60%'), input('Expiration date', 'expiry', 'MM / YY', '20%'), input('CVC', 'cvc', 'CVC', '15%'));
        root.replaceChildren(box);
      },
      on(type, h) { (handlers[type] = handlers[type] || []).push(h); return this; },
      off(type, h) { handlers[type] = (handlers[type] || []).filter((x) => x !== h); return this; },
      clear() { if (root) root.querySelectorAll('input').forEach((i) => { i.value = ''; }); state.number = state.expiry = state.cvc = ''; emit(); },
      unmount() { if (root) root.replaceChildren(); },
      destroy() { this.unmount(); root = null; },
      _value() {
        const [m, y] = state.expiry.split('/').map((s) => s.trim());
        return { number: state.number.replace(/\\D/g, ''), exp_month: m, exp_year: y ? '20' + y.slice(-2) : undefined, cvc: state.cvc };
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
}

/** The 3D Secure page a payment that requires authentication opens (like Stripe's test page). */
export function threeDSecurePage(id: string, secret: string, amount: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure authentication</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}button{font-size:15px;padding:10px 16px;margin-right:8px;border-radius:6px;border:1px solid #635bff;cursor:pointer}
.ok{background:#635bff;color:#fff}.fail{background:#fff;color:#635bff}</style></head>
<body><h1 style="font-size:20px">3D Secure 2 test page</h1>
<p>This is a test payment of <strong>${amount}</strong>. Authenticate it, or fail the authentication.</p>
<button class="ok" id="complete">Complete authentication</button><button class="fail" id="fail">Fail authentication</button>
<script>
const id = ${JSON.stringify(id)}, secret = ${JSON.stringify(secret)};
async function done(ok) {
  await fetch('/3ds/' + id + '/' + (ok ? 'complete' : 'fail') + '?client_secret=' + encodeURIComponent(secret), { method: 'POST' });
  parent.postMessage({ type: 'sandbox-3ds', id, ok }, '*');
}
document.getElementById('complete').onclick = () => done(true);
document.getElementById('fail').onclick = () => done(false);
</script></body></html>`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A hosted invoice page. */
export function invoicePage(inv: {
  number: string | null;
  status: string | null;
  currency: string;
  amount_due: number;
  created: number;
  lines: { data: { description: string | null; amount: number }[] };
}): string {
  const money = (n: number) => `${(n / 100).toFixed(2)} ${inv.currency.toUpperCase()}`;
  const rows = inv.lines.data
    .map(
      (l) =>
        `<tr><td>${esc(l.description ?? '')}</td><td style="text-align:right">${money(l.amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${esc(inv.number ?? '')}</title></head>
<body style="font-family:system-ui,sans-serif;margin:32px"><h1>Invoice ${esc(inv.number ?? '')}</h1>
<p>Status: <strong>${esc(inv.status ?? '')}</strong> · ${new Date(inv.created * 1000).toUTCString()}</p>
<table style="border-collapse:collapse;min-width:480px">${rows}<tr><th style="text-align:left">Amount due</th><th style="text-align:right">${money(inv.amount_due)}</th></tr></table>
</body></html>`;
}
