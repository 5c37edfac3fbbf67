import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCompanyUrl,
  isEventUrl,
  isGroupUrl,
  isNewsletterUrl,
  isPeopleSearchUrl,
  isPostUrl,
  isProfileUrl,
  isRecruiterSearchUrl,
  isSalesNavigatorSearchUrl,
  parseCompanyUrl,
  parseGroupUrl,
  parseProfileUrl,
  ZLinkedinCompanyUrl,
  ZLinkedinEventUrl,
  ZLinkedinGroupUrl,
  ZLinkedinNewsletterUrl,
  ZLinkedinPostUrl,
  ZPeopleSearchUrl,
  ZRecruiterSearchUrl,
  ZSalesNavigatorSearchUrl,
} from './linkedin-urls.ts';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('spec 3 §5 LinkedIn post URL', () => {
  it('accepts the feed update path and posts paths with activity- or ugcPost-', () => {
    expect(isPostUrl('https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567/')).toBe(true);
    expect(
      isPostUrl('https://www.linkedin.com/posts/jane-doe_growth-activity-7212345678901234567-AbCd'),
    ).toBe(true);
    expect(isPostUrl('https://www.linkedin.com/posts/jane-doe_x-ugcPost-7212345678901234567-AbCd')).toBe(
      true,
    );
    expect(isPostUrl('linkedin.com/feed/update/urn:li:ugcPost:1/')).toBe(true);
  });
  it("answers 'Wrong linkedin post url' otherwise", () => {
    expect(isPostUrl('https://www.linkedin.com/posts/jane-doe_growth')).toBe(false);
    expect(isPostUrl('https://www.linkedin.com/feed/')).toBe(false);
    expect(isPostUrl('https://example.com/feed/update/urn:li:activity:1/')).toBe(false);
    expect(messageOf(ZLinkedinPostUrl.safeParse('https://www.linkedin.com/in/jane/'))).toBe(
      'Wrong linkedin post url',
    );
  });
});

describe('spec 3 §5 LinkedIn event URL', () => {
  it('accepts the events path, the video event path and eventAttending=', () => {
    expect(isEventUrl('https://www.linkedin.com/events/7212345678901234567/')).toBe(true);
    expect(isEventUrl('https://www.linkedin.com/video/event/urn:li:ugcPost:7212345678901234567/')).toBe(true);
    expect(isEventUrl('https://www.linkedin.com/feed/?eventAttending=7212345678901234567')).toBe(true);
  });
  it("answers 'Wrong linkedin event url' otherwise", () => {
    expect(isEventUrl('https://www.linkedin.com/groups/123/')).toBe(false);
    expect(messageOf(ZLinkedinEventUrl.safeParse('nope'))).toBe('Wrong linkedin event url');
  });
});

describe('spec 3 §5 people search URL', () => {
  it('must start with the people search results path', () => {
    expect(
      isPeopleSearchUrl('https://www.linkedin.com/search/results/people/?keywords=cto&origin=FACETED_SEARCH'),
    ).toBe(true);
    expect(isPeopleSearchUrl('https://www.linkedin.com/search/results/companies/?keywords=cto')).toBe(false);
    expect(isPeopleSearchUrl('https://www.linkedin.com/in/jane/?q=/search/results/people')).toBe(false);
    expect(messageOf(ZPeopleSearchUrl.safeParse('https://www.linkedin.com/feed/'))).toBe(
      'Please use a valid Linkedin search URL.',
    );
  });
});

describe('spec 3 §5 Sales Navigator search URL', () => {
  it('must start with the sales search people path', () => {
    expect(isSalesNavigatorSearchUrl('https://www.linkedin.com/sales/search/people?savedSearchId=51')).toBe(
      true,
    );
    expect(
      isSalesNavigatorSearchUrl('https://www.linkedin.com/sales/search/people?query=(keywords%3Acto)'),
    ).toBe(true);
    expect(isSalesNavigatorSearchUrl('https://www.linkedin.com/sales/search/company?savedSearchId=51')).toBe(
      false,
    );
  });
  it('must not contain a recent-search id', () => {
    const url = 'https://www.linkedin.com/sales/search/people?recentSearchId=3161551&sessionId=x';
    expect(isSalesNavigatorSearchUrl(url)).toBe(false);
    expect(messageOf(ZSalesNavigatorSearchUrl.safeParse(url))).toBe(
      'Please use a valid Linkedin sales navigator URL.',
    );
  });
});

describe('Recruiter search URL (OURS)', () => {
  it('must be a Recruiter project search', () => {
    const ok = 'https://www.linkedin.com/talent/hire/7001/discover/recruiterSearch?keywords=cto';
    expect(isRecruiterSearchUrl(ok)).toBe(true);
    expect(isRecruiterSearchUrl('https://www.linkedin.com/talent/profile/AEMAA1')).toBe(false);
    expect(isRecruiterSearchUrl('https://evil.example/talent/hire/7001/discover/recruiterSearch')).toBe(
      false,
    );
    expect(messageOf(ZRecruiterSearchUrl.safeParse('https://www.linkedin.com/sales/search/people'))).toBe(
      'Please use a valid LinkedIn Recruiter search URL.',
    );
  });
});

describe('spec 3 §5 company URL', () => {
  it('parses the company slug', () => {
    expect(parseCompanyUrl('https://www.linkedin.com/company/acme-inc/people/')).toBe('acme-inc');
    expect(isCompanyUrl('https://www.linkedin.com/school/mit/')).toBe(false);
    expect(messageOf(ZLinkedinCompanyUrl.safeParse('https://www.linkedin.com/company/'))).toBe(
      'Please use a valid LinkedIn company URL',
    );
  });
});

describe('spec 3 §5 newsletter URL', () => {
  it('must start with the pulse path', () => {
    expect(isNewsletterUrl('https://www.linkedin.com/pulse/weekly-notes-jane-doe/')).toBe(true);
    expect(isNewsletterUrl('https://www.linkedin.com/newsletters/weekly-notes-123/')).toBe(false);
    expect(messageOf(ZLinkedinNewsletterUrl.safeParse('https://www.linkedin.com/pulse/'))).toBe(
      'Please use a valid LinkedIn newsletter URL',
    );
  });
});

describe('spec 3 §5 profile URL', () => {
  it('contains the in, pub, sales/people or sales/lead path', () => {
    expect(parseProfileUrl('https://www.linkedin.com/in/jane-doe-123/')).toEqual({
      kind: 'in',
      publicId: 'jane-doe-123',
    });
    expect(parseProfileUrl('http://de.linkedin.com/pub/john-smith/1/2/3')).toEqual({
      kind: 'pub',
      publicId: 'john-smith',
    });
    expect(parseProfileUrl('https://www.linkedin.com/sales/people/ACwAAA1,NAME_SEARCH,x')).toEqual({
      kind: 'sales-people',
      salesId: 'ACwAAA1',
    });
    expect(parseProfileUrl('https://www.linkedin.com/sales/lead/ACwAAA1,NAME_SEARCH,x')).toEqual({
      kind: 'sales-lead',
      salesId: 'ACwAAA1',
    });
    expect(isProfileUrl('https://www.linkedin.com/company/acme/')).toBe(false);
    expect(isProfileUrl('https://evil.example/in/jane/')).toBe(false);
    expect(isProfileUrl('https://linkedin.com.evil.example/in/jane/')).toBe(false);
  });
  it('round-trips any public id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{3,40}$/), (id) => {
        expect(parseProfileUrl(`https://www.linkedin.com/in/${id}/`)).toEqual({ kind: 'in', publicId: id });
      }),
    );
  });
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseProfileUrl(s);
        isPostUrl(s);
        isSalesNavigatorSearchUrl(s);
      }),
    );
  });
});

describe('URLs that could lead off LinkedIn are refused by every rule', () => {
  const checks = [
    isPostUrl,
    isEventUrl,
    isPeopleSearchUrl,
    isSalesNavigatorSearchUrl,
    isCompanyUrl,
    isNewsletterUrl,
    isProfileUrl,
  ];
  const refused = (url: string) => checks.every((check) => !check(url));

  it.each([
    ['extra slashes in the path', 'https://www.linkedin.com///h//evil.example/p'],
    ['an empty segment before a valid path', 'https://www.linkedin.com//search/results/people/?keywords=cto'],
    ['extra slashes before the host', 'https:///www.linkedin.com/in/jane/'],
    ['a protocol-relative URL', '//www.linkedin.com/in/jane/'],
    ['a backslash after the host', 'https://www.linkedin.com\\evil.example/in/jane/'],
    ['backslashes for slashes', 'https:\\\\www.linkedin.com\\in\\jane'],
    ['userinfo', 'https://www.linkedin.com@evil.example/in/jane/'],
    ['userinfo on a LinkedIn host', 'https://user:pass@www.linkedin.com/in/jane/'],
    ['an encoded slash', 'https://www.linkedin.com/search/results/people/%2F%2Fevil.example'],
    ['an encoded backslash', 'https://www.linkedin.com/in/%5Cevil.example/'],
    ['a port', 'https://www.linkedin.com:8443/in/jane/'],
    ['the default port spelled out', 'https://www.linkedin.com:443/in/jane/'],
    ['another scheme', 'javascript://www.linkedin.com/in/jane/%0aalert(1)'],
    ['an ftp URL', 'ftp://www.linkedin.com/in/jane/'],
    ['a data URL', 'data:text/html,<a href="https://www.linkedin.com/in/jane/">x</a>'],
    ['a look-alike host', 'https://www.linkedin.com.evil.example/in/jane/'],
    ['a host ending like LinkedIn', 'https://evillinkedin.com/in/jane/'],
    ['a tab inside', 'https://www.linkedin.com/in/ja\tne/'],
    ['a newline inside', 'https://www.linkedin.com/in/jane/\n//evil.example'],
  ])('refuses %s', (_what, url) => {
    expect(refused(url)).toBe(true);
  });

  it('still accepts the plain shapes, with or without the scheme', () => {
    expect(isPeopleSearchUrl('https://www.linkedin.com/search/results/people/?keywords=cto')).toBe(true);
    expect(isPeopleSearchUrl('www.linkedin.com/search/results/people/?keywords=a%2Fb')).toBe(true);
    expect(isProfileUrl('linkedin.com/in/jane-doe/')).toBe(true);
    expect(isProfileUrl('https://de.linkedin.com/in/j%C3%BCrgen/')).toBe(true);
    expect(isCompanyUrl('HTTPS://WWW.LINKEDIN.COM/company/acme/')).toBe(true);
  });

  it('a URL accepted by any rule stays on a linkedin.com host when a browser resolves it', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '@',
      ':',
      '%2f',
      '%5c',
      '.',
      'evil.example',
      'in',
      'x',
      '?',
      '#',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const url = `https://www.linkedin.com/in/${parts.join('')}`;
        if (checks.some((check) => check(url))) {
          const u = new URL(url);
          expect(u.hostname).toBe('www.linkedin.com');
          expect(u.pathname).not.toContain('//');
        }
      }),
    );
  });
});

describe('LinkedIn group URL (OURS: the spec gives no group rule)', () => {
  it('accepts /groups/{numeric id} with or without a sub-page, on any linkedin.com host', () => {
    expect(parseGroupUrl('https://www.linkedin.com/groups/1234567/')).toBe('1234567');
    expect(parseGroupUrl('https://de.linkedin.com/groups/1234567/members/?page=2')).toBe('1234567');
    expect(parseGroupUrl('linkedin.com/groups/98765')).toBe('98765');
    expect(isGroupUrl('https://www.linkedin.com/groups/')).toBe(false);
    expect(isGroupUrl('https://www.linkedin.com/groups/growth-hackers/')).toBe(false);
    expect(isGroupUrl('https://www.linkedin.com/company/acme/')).toBe(false);
    expect(isGroupUrl('https://evil.example/groups/1234567/')).toBe(false);
  });

  it('answers the group text for anything else', () => {
    expect(messageOf(ZLinkedinGroupUrl.safeParse('https://www.linkedin.com/feed/'))).toBe(
      'Please use a valid LinkedIn group URL',
    );
    expect(messageOf(ZLinkedinGroupUrl.safeParse('https://www.linkedin.com/groups/1234567/'))).toBeNull();
  });
});
