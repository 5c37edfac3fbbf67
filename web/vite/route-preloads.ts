import type { Plugin, Rolldown } from 'vite';
import { guestOnlyPaths, routePageNames } from '../src/app/routePages.ts';
import { routeTable } from '../src/app/routeTable.ts';
import { API_BASE } from '../src/modules/api/apiBase.ts';
import { earlyFetchScript } from '../src/modules/api/earlyFetch.ts';

/** Who a route's chunks are preloaded for: 0 anyone, 1 a signed-in visitor, 2 a guest. */
type Audience = 0 | 1 | 2;
/** `shell`: 1 for a page of the signed-in shell, whose session answers are asked early too (earlyFetch.ts). */
type Preload = [pattern: string, audience: Audience, files: string[], shell: 0 | 1];

/** `/campaign/details/overview/:campaignId` → `^/campaign/details/overview/[^/]+/?$` (`:x?` optional). */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s}`));
  return `^${segments.join('') || '/'}/?$`;
}

/**
 * The browser learns which chunks a page needs only once the entry has run and asked for the page:
 * one more round trip after the entry's own download and start-up. This plugin writes into index.html
 * a small script that, while the HTML is still parsing, matches the address against the route table
 * and adds a `modulepreload` for each chunk of that page (and the signed-in shell for shell pages), so
 * they download alongside the entry. The session cookie tells a guest from a signed-in visitor, as
 * the gates will. A wrong guess costs a download, never behaviour: the app loads its chunks itself.
 */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'outreach-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk',
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const dep of byFile.get(start)?.imports ?? []) closure(dep, into);
          return into;
        };
        const inEntry = closure(entry.fileName);
        // The chunk of a lazily imported module: its own, or the group chunk that took it in (vite.config.ts).
        const filesOf = (module: RegExp) => {
          const chunk =
            chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && module.test(c.facadeModuleId)) ??
            chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
          return chunk ? [...closure(chunk.fileName)].filter((f) => !inEntry.has(f)) : [];
        };
        const shell = filesOf(/\/modules\/shell\/components\/AppShell\.tsx$/);
        const guestOnly = new Set(guestOnlyPaths);
        const preloads: Preload[] = [];
        for (const route of routeTable) {
          const page = routePageNames[route.path];
          if (route.redirect || !page) continue;
          const files = filesOf(new RegExp(`/pages/${page}\\.tsx$`));
          if (route.zone === 'public') {
            preloads.push([routePattern(route.path), guestOnly.has(route.path) ? 2 : 0, files, 0]);
          } else {
            preloads.push([
              routePattern(route.path),
              1,
              route.zone === 'shell' ? [...new Set([...shell, ...files])] : files,
              route.zone === 'shell' ? 1 : 0,
            ]);
          }
        }
        // Static segments before parameters, as the router ranks them.
        preloads.sort((a, b) => (a[0].match(/\[\^/g)?.length ?? 0) - (b[0].match(/\[\^/g)?.length ?? 0));
        // A fixed redirect (`/dashboard` → `/dashboard/this-month`) preloads what its target needs.
        for (const route of routeTable) {
          if (!route.redirect || /[:*]/.test(route.path)) continue;
          const target = route.redirect({});
          const to = preloads.find(([pattern]) => new RegExp(pattern).test(target));
          if (to) preloads.push([routePattern(route.path), to[1], to[2], to[3]]);
        }
        // Each file named once; routes refer to it by index.
        const files = [...new Set(preloads.flatMap((p) => p[2]))];
        const table = preloads.map(([pattern, audience, list, isShell]) => [
          pattern,
          audience,
          list.map((f) => files.indexOf(f)),
          isShell,
        ]);
        // `t`: the session cookie's match (its value in t[1]), or null for a guest.
        const early = earlyFetchScript('decodeURIComponent(t[1])', `${base.replace(/\/$/, '')}${API_BASE}`);
        const script = `(function(f,r,p,t){for(var i=0;i<r.length;i++){var e=r[i];if(!new RegExp(e[0]).test(p))continue;if(e[1]===(t?2:1))return;e[2].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+f[n];document.head.appendChild(l)});if(e[3]&&t){${early}}return}})(${JSON.stringify(files)},${JSON.stringify(table)},location.pathname,/(?:^|;\\s*)token=([^;]+)/.exec(document.cookie))`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
