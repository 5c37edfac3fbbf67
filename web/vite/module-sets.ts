import type { Plugin, Rolldown } from 'vite';
import { routePageNames } from '../src/app/routePages.ts';
import { routeTable } from '../src/app/routeTable.ts';

/** The page modules of the routes anyone may open without a session (sign-in, sign-up, mail links). */
export function publicPageFiles(): string[] {
  const names = routeTable.filter((r) => r.zone === 'public').map((r) => routePageNames[r.path]);
  return [...new Set(names.filter((n): n is string => Boolean(n)))].map((n) => `/src/pages/${n}.tsx`);
}

const SHELL = '/src/modules/shell/components/AppShell.tsx';
/** Where a signed-in visit starts (resolveRootRoute): its page travels with the shell. */
const LANDING = `/src/pages/${routePageNames['/dashboard/:tab']}.tsx`;

/**
 * Learns, once the module graph is complete, which modules two kinds of first load need (static
 * imports, at any depth): `isPublic`, those of the entry and the public pages, that is a guest's first
 * load; `isShell`, those of the signed-in shell (AppShell) and of the dashboard it opens on that no
 * public page needs, loaded with every signed-in page (most of them use the dashboard's as well). The code-splitting groups in vite.config.ts ask them to shape the chunks.
 */
export function moduleSets(): {
  plugin: Plugin;
  isPublic(id: string): boolean;
  isShell(id: string): boolean;
} {
  const publicOnes = new Set<string>();
  const shellOnes = new Set<string>();
  const closure = (ctx: Rolldown.PluginContext, starts: string[], into: Set<string>) => {
    const queue = [...starts];
    while (queue.length) {
      const id = queue.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  };
  const plugin: Plugin = {
    name: 'outreach-module-sets',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const pages = publicPageFiles();
      publicOnes.clear();
      shellOnes.clear();
      closure(
        this,
        ids.filter((id) => id.endsWith('/src/main.tsx') || pages.some((p) => id.endsWith(p))),
        publicOnes,
      );
      closure(
        this,
        ids.filter((id) => id.endsWith(SHELL) || id.endsWith(LANDING)),
        shellOnes,
      );
      for (const id of publicOnes) shellOnes.delete(id);
    },
  };
  return { plugin, isPublic: (id) => publicOnes.has(id), isShell: (id) => shellOnes.has(id) };
}
