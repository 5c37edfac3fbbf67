import type { TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import { useEffect } from 'react';

/** While a white label's branding applies: its favicon and company name in the browser tab. */
export function useWhiteLabelDocument(branding: TWhiteLabelView | null) {
  const favicon = branding?.favicon ?? branding?.logoIcon ?? null;
  const name = branding?.companyName ?? null;
  useEffect(() => {
    if (!favicon && !name) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const before = { href: link?.href ?? null, title: document.title };
    if (favicon) {
      const el = link ?? Object.assign(document.createElement('link'), { rel: 'icon' });
      el.href = favicon;
      if (!link) document.head.append(el);
    }
    if (name) document.title = name;
    return () => {
      if (link && before.href) link.href = before.href;
      document.title = before.title;
    };
  }, [favicon, name]);
}
