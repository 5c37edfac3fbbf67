// Sign-up tracking fields (spec 1 §7): landing url, UTM source, last page, page counter, referral code.
// Kept in localStorage from the visitor's first page so they survive until the sign-up form is sent.
const KEY = 'outreach.signup-tracking';

export interface SignUpTracking {
  landingUrl?: string;
  utmSource?: string;
  lastPage?: string;
  pageCounter?: number;
  referralCode?: string;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSignUpTracking(store: StorageLike | null = storage()): SignUpTracking {
  try {
    return JSON.parse(store?.getItem(KEY) ?? '{}') as SignUpTracking;
  } catch {
    return {};
  }
}

/** Records one page view: the first one fixes the landing url; a ref or utm_source query is kept. */
export function recordPageView(url: URL, store: StorageLike | null = storage()): SignUpTracking {
  const prev = readSignUpTracking(store);
  const q = url.searchParams;
  const next: SignUpTracking = {
    landingUrl: prev.landingUrl ?? url.href,
    utmSource: q.get('utm_source') ?? prev.utmSource,
    referralCode: q.get('ref') ?? q.get('referralCode') ?? prev.referralCode,
    lastPage: url.pathname + url.search,
    pageCounter: (prev.pageCounter ?? 0) + 1,
  };
  store?.setItem(KEY, JSON.stringify(next));
  return next;
}
