import type { DirectoryPerson, DirectorySearch, PeopleDirectory } from '../../ports/people-directory.ts';

/**
 * A people database over HTTP: `GET {baseUrl}/people?keywords&title&company&location&offset&limit`
 * and `GET {baseUrl}/people?ids=a,b` answer `{ total, people }` (the LinkedIn sandbox serves it locally).
 */
export function httpPeopleDirectory(baseUrl: string): PeopleDirectory {
  const get = async (params: Record<string, string>) => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/people`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`people directory answered ${res.status}`);
    return (await res.json()) as { total: number; people: DirectoryPerson[] };
  };
  return {
    search: (q: DirectorySearch) =>
      get({
        keywords: q.keywords,
        title: q.title,
        company: q.company,
        location: q.location,
        offset: String(q.offset),
        limit: String(q.limit),
      }),
    async byIds(ids) {
      if (ids.length === 0) return [];
      return (await get({ ids: ids.join(',') })).people;
    },
  };
}
