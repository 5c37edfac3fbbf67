import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { companyIdOf, geoIdOf, industryIdOf } from './population.ts';
import { COMPANIES, LOCATIONS } from './population-data.ts';

const BASE = '/voyager/api';

/** A few schools for the SCHOOL typeahead (nobody in the sandbox lists one, so their filter finds nobody). */
const SCHOOLS = [
  'Stanford University',
  'Massachusetts Institute of Technology',
  'University of Oxford',
  'Technical University of Munich',
  'University of Toronto',
  'Indian Institute of Technology Bombay',
  'University of Sydney',
] as const;

type Kind = 'GEO' | 'COMPANY' | 'INDUSTRY' | 'SCHOOL';
interface Hit {
  urn: string;
  text: string;
  subtext?: string;
}

function catalogue(kind: Kind): Hit[] {
  switch (kind) {
    case 'GEO':
      return LOCATIONS.map((l) => ({
        urn: `urn:li:fsd_geo:${geoIdOf(l)}`,
        text: l,
      }));
    case 'COMPANY':
      return COMPANIES.map((c) => ({
        urn: `urn:li:fsd_company:${companyIdOf(c.name)}`,
        text: c.name,
        subtext: c.industry,
      }));
    case 'INDUSTRY':
      return [...new Set(COMPANIES.map((c) => c.industry))].map((i) => ({
        urn: `urn:li:fsd_industry:${industryIdOf(i)}`,
        text: i,
      }));
    case 'SCHOOL':
      return SCHOOLS.map((s, i) => ({ urn: `urn:li:fsd_school:${20000 + i}`, text: s }));
  }
}

/** Each word of the prompt starts a word of the name, as LinkedIn's typeahead matches. */
export function typeaheadHits(kind: Kind, keywords: string, max = 10): Hit[] {
  const words = keywords
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return catalogue(kind)
    .filter((h) => {
      const names = h.text
        .toLowerCase()
        .split(/[\s,&()-]+/)
        .filter(Boolean);
      return words.every((w) => names.some((n) => n.startsWith(w)));
    })
    .slice(0, max);
}

/**
 * `GET /voyager/api/typeahead/hitsV2?keywords=&origin=OTHER&q=type&type=GEO|COMPANY|INDUSTRY|SCHOOL`
 * (registered after the voyager session check): the ids LinkedIn's people search filters take
 * (`geoUrn`, `currentCompany`, `industry`, `schoolFilter`), in the typeahead's shape.
 */
export function registerTypeaheadApi(app: Hono<SandboxEnv>): void {
  app.get(`${BASE}/typeahead/hitsV2`, (c) => {
    const kind = (c.req.query('type') ?? '').toUpperCase();
    if (!['GEO', 'COMPANY', 'INDUSTRY', 'SCHOOL'].includes(kind))
      return c.json({ status: 400, message: 'Unknown typeahead type' }, 400);
    const hits = typeaheadHits(kind as Kind, (c.req.query('keywords') ?? '').slice(0, 200));
    return c.json({
      elements: hits.map((h) => ({
        type: kind,
        targetUrn: h.urn,
        text: { text: h.text },
        ...(h.subtext ? { subtext: { text: h.subtext } } : {}),
      })),
    });
  });
}
