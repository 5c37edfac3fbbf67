import { describe, expect, it } from 'vitest';
import {
  celebrationTypeOf,
  csrfFromCookie,
  memberIdFromUrn,
  OffSiteUrl,
  parseDegree,
  publicIdFromUrl,
  searchPageUrl,
  siteUrl,
  splitName,
  urlOf,
  whereAmI,
} from './page-objects.ts';

describe('whereAmI', () => {
  it.each([
    ['https://www.linkedin.com/login?session_redirect=%2Ffeed%2F', 'login'],
    ['https://www.linkedin.com/uas/login?trk=x', 'login'],
    ['https://www.linkedin.com/authwall?trk=bf&sessionRedirect=%2Fin%2Fx%2F', 'authwall'],
    ['https://www.linkedin.com/checkpoint/challenge/AgF123/', 'challenge'],
    ['https://www.linkedin.com/checkpoint/challenge/restricted/', 'restricted'],
    ['https://www.linkedin.com/checkpoint/lg/login-submit', 'checkpoint'],
    ['https://www.linkedin.com/feed/', 'feed'],
    ['https://www.linkedin.com/in/jane-doe-1a2b/', 'profile'],
    ['https://www.linkedin.com/search/results/people/?keywords=cto', 'search'],
    ['https://www.linkedin.com/messaging/thread/2-abc/', 'messaging'],
    ['https://www.linkedin.com/mynetwork/invitation-manager/sent/', 'network'],
    ['http://127.0.0.1:4010/feed/?session_redirect=/login', 'feed'],
    ['not a url', 'other'],
  ])('%s → %s', (url, place) => {
    expect(whereAmI(url)).toBe(place);
  });

  it('decides by the path only, never the query', () => {
    expect(whereAmI('https://www.linkedin.com/feed/?next=/login')).toBe('feed');
    expect(whereAmI('https://www.linkedin.com/login?session_redirect=/feed/')).toBe('login');
  });
});

describe('page-object helpers', () => {
  it('reads publicIds from profile URLs of any origin', () => {
    expect(publicIdFromUrl('https://www.linkedin.com/in/jane-doe-1a2b/?miniProfileUrn=x')).toBe(
      'jane-doe-1a2b',
    );
    expect(publicIdFromUrl('/in/j%C3%BCrgen/')).toBe('jürgen');
    expect(publicIdFromUrl('https://www.linkedin.com/company/acme/')).toBeNull();
  });

  it('moves a search to our origin and page', () => {
    const url = searchPageUrl(
      'http://127.0.0.1:4010',
      'https://www.linkedin.com/search/results/people/?keywords=cto&network=%5B%22S%22%5D&page=7',
      3,
    );
    expect(url).toBe(
      'http://127.0.0.1:4010/search/results/people/?keywords=cto&network=%5B%22S%22%5D&page=3',
    );
    expect(new URL(searchPageUrl('http://x', url, 1)).searchParams.has('page')).toBe(false);
  });

  it('never builds a navigation target off the configured origin', () => {
    const base = 'http://127.0.0.1:4010';
    expect(urlOf(base, '/in/jane/')).toBe('http://127.0.0.1:4010/in/jane/');
    expect(urlOf('https://www.linkedin.com', '/feed/')).toBe('https://www.linkedin.com/feed/');
    for (const path of [
      '//evil.example/p',
      '///h//evil.example/p',
      '/\\evil.example/p',
      '\\\\evil.example/p',
      'https://evil.example/in/jane/',
      'javascript:alert(1)',
      'in/jane',
      '/in/ja ne',
    ])
      expect(() => urlOf(base, path), path).toThrow(OffSiteUrl);
    // The review's URL, stored for a campaign type without a URL rule, cannot take the bot elsewhere.
    expect(() => searchPageUrl(base, 'https://www.linkedin.com///h//evil.example/p', 1)).toThrow(OffSiteUrl);
    expect(new URL(searchPageUrl(base, 'https://evil.example/search/results/people/', 1)).origin).toBe(base);
  });

  it('parses degrees, member urns, names and the csrf cookie', () => {
    expect(parseDegree(' • 2nd')).toBe('2nd');
    expect(parseDegree('· 3rd+')).toBe('3rd');
    expect(parseDegree(undefined)).toBeUndefined();
    expect(memberIdFromUrn('urn:li:fsd_profile:ACoAABcdEfGh12345')).toBe('ACoAABcdEfGh12345');
    expect(splitName('  Ana  María López ')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(csrfFromCookie('"ajax:123456"')).toBe('ajax:123456');
  });
});

describe('absoluteUrl', () => {
  it('resolves site-relative pictures against the base and keeps absolute ones', async () => {
    const { absoluteUrl } = await import('./page-objects.ts');
    expect(absoluteUrl('http://127.0.0.1:4010', '/media/avatars/a.svg')).toBe(
      'http://127.0.0.1:4010/media/avatars/a.svg',
    );
    expect(absoluteUrl('https://www.linkedin.com', 'https://media.licdn.com/x.jpg')).toBe(
      'https://media.licdn.com/x.jpg',
    );
    expect(absoluteUrl('https://www.linkedin.com', undefined)).toBeUndefined();
  });
});

describe('siteUrl', () => {
  it('stores URLs of the site we drive as the real site’s, whatever port the sandbox had', () => {
    const sandbox = 'http://127.0.0.1:37383';
    expect(siteUrl(sandbox, '/in/jane-doe/')).toBe('https://www.linkedin.com/in/jane-doe/');
    expect(siteUrl(sandbox, 'http://127.0.0.1:37383/media/a.png?s=1')).toBe(
      'https://www.linkedin.com/media/a.png?s=1',
    );
    expect(siteUrl('https://www.linkedin.com', 'https://media.licdn.com/x.jpg')).toBe(
      'https://media.licdn.com/x.jpg',
    );
    expect(siteUrl(sandbox, undefined)).toBeUndefined();
  });
});

describe('celebrate notifications', () => {
  it('tells the occasion from the card attribute or its headline', () => {
    expect(celebrationTypeOf('birthday', '')).toBe('birthday');
    expect(celebrationTypeOf(null, 'Wish Ada Lovelace a happy birthday')).toBe('birthday');
    expect(celebrationTypeOf(null, 'Congratulate Ada for 3 years at Acme')).toBe('work-anniversary');
    expect(celebrationTypeOf(undefined, 'Congratulate Ada on starting a new position as CTO at Acme')).toBe(
      'new-position',
    );
    expect(celebrationTypeOf(null, 'Ada shared a post')).toBeNull();
  });
});
