// The OAuth `state` we hand to Google or Microsoft: where to go back to and what the user was doing.
export interface OAuthState {
  /** SPA path that finishes the flow, e.g. '/auth/login' or '/auth/signup'. */
  path: string;
  mode: 'signin' | 'signup';
  referralCode?: string;
}

export function encodeOAuthState(state: OAuthState): string {
  const json = JSON.stringify(state);
  const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeOAuthState(raw: string | null | undefined): OAuthState | null {
  if (!raw) return null;
  try {
    const b64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Partial<OAuthState>;
    // Only same-app paths: never let a crafted state send the user elsewhere.
    if (typeof parsed.path !== 'string' || !parsed.path.startsWith('/') || parsed.path.startsWith('//'))
      return null;
    return {
      path: parsed.path,
      mode: parsed.mode === 'signup' ? 'signup' : 'signin',
      referralCode: typeof parsed.referralCode === 'string' ? parsed.referralCode : undefined,
    };
  } catch {
    return null;
  }
}

/** Spec 1 route table: /microsoft/callback goes to the path decoded from state carrying the code. */
export function microsoftCallbackTarget(search: string): string {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  const state = decodeOAuthState(q.get('state'));
  if (!code || !state) return '/auth/login';
  const [pathname, query = ''] = state.path.split('?');
  const target = new URLSearchParams(query);
  target.set('code', code);
  target.set('provider', 'microsoft');
  if (state.mode === 'signup') target.set('mode', 'signup');
  return `${pathname}?${target.toString()}`;
}
