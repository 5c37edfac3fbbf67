import { describe, expect, it } from 'vitest';
import { companyRefusalResult } from '../executors/invite-to-company.ts';
import { companyPaths, companySlugFromUrl } from './company-page-objects.ts';

describe('company page objects', () => {
  it('reads the page slug of company URLs, any origin, and builds the picker paths', () => {
    expect(companySlugFromUrl('https://www.linkedin.com/company/Sandbox-Ventures/')).toBe('sandbox-ventures');
    expect(companySlugFromUrl('http://127.0.0.1:4010/company/acme/people/?x=1')).toBe('acme');
    expect(companySlugFromUrl('https://www.linkedin.com/events/7212345678901234567/')).toBeNull();
    expect(companySlugFromUrl('not a url')).toBeNull();
    expect(companyPaths.invite('acme', 'Ada Lovelace')).toBe('/company/acme/invite/?keywords=Ada+Lovelace');
    expect(companyPaths.invite('acme', '', 3)).toBe('/company/acme/invite/?page=3');
  });

  it('reads the site’s refusals', () => {
    expect(companyRefusalResult('You’ve used all your invitation credits for this month.')).toBe(
      'limit-reached',
    );
    expect(companyRefusalResult('Ada Lovelace was already invited.')).toBe('already-invited');
    expect(companyRefusalResult('Ada Lovelace already follows Acme.')).toBe('following');
    expect(companyRefusalResult('You can only invite your connections to follow this page.')).toBe(
      'not-connection',
    );
    expect(companyRefusalResult('Only page admins can invite connections to follow this page.')).toBe(
      'not-admin',
    );
    expect(companyRefusalResult('Something went wrong')).toBe('refused');
  });
});
