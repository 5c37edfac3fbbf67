import type { TBrandingResponse } from '@outreach/shared/schemas/whitelabels';
import { useEffect } from 'react';
import { setBrandName } from '../../session/brandName.ts';

/** While a white label's branding applies: its favicon, and its company name in place of ours in the tab titles. */
export function useWhiteLabelDocument(
  branding: Pick<TBrandingResponse, 'favicon' | 'logoIcon' | 'companyName'> | null,
) {
  const favicon = branding?.favicon ?? branding?.logoIcon ?? null;
  const name = branding?.companyName ?? null;
  useEffect(() => {
    if (!favicon && !name) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const before = { href: link?.href ?? null };
    if (favicon) {
      const el = link ?? Object.assign(document.createElement('link'), { rel: 'icon' });
      el.href = favicon;
      if (!link) document.head.append(el);
    }
    if (name) setBrandName(name);
    return () => {
      if (link && before.href) link.href = before.href;
      if (name) setBrandName(null);
    };
  }, [favicon, name]);
}
