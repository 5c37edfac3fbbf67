import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZBrandingFields, ZDomainRequest } from '../schemas/whitelabels.ts';
import {
  domainRecords,
  isColor,
  isWhiteLabelBlocked,
  isWhiteLabelUser,
  whiteLabelFlags,
} from './white-label.ts';

const base = { status: 'active' as const, activatedAt: 1, hasSmtp: true, hasBranding: true };

describe('white label: derived flags (spec 1 §3)', () => {
  it('applies theme, branding, custom email and custom domain only while active', () => {
    const active = whiteLabelFlags(
      { ...base, domain: 'go.acme.io', isDomainValidated: true },
      { isWhiteLabelUser: true, host: 'go.acme.io:443' },
    );
    expect(active).toEqual({
      isActive: true,
      isWhiteLabelUser: true,
      isAlfredDomain: false,
      withCustomEmail: true,
      withBranding: true,
      withCustomDomain: true,
    });
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (smtp, branding, validated) => {
        const f = whiteLabelFlags(
          {
            status: 'inactive',
            hasSmtp: smtp,
            hasBranding: branding,
            domain: 'go.acme.io',
            isDomainValidated: validated,
          },
          { isWhiteLabelUser: true, host: 'go.acme.io' },
        );
        return (
          !f.isActive && !f.withBranding && !f.withCustomEmail && !f.withCustomDomain && f.isAlfredDomain
        );
      }),
    );
  });

  it('is on the product domain without a white label, and with an unvalidated domain', () => {
    expect(whiteLabelFlags(null, { isWhiteLabelUser: false, host: 'app.example.com' }).isAlfredDomain).toBe(
      true,
    );
    const f = whiteLabelFlags(
      { ...base, domain: 'go.acme.io', isDomainValidated: false },
      { isWhiteLabelUser: true, host: 'go.acme.io' },
    );
    expect(f).toMatchObject({ withCustomDomain: false, isAlfredDomain: true });
  });

  it('makes members and admins of an activated white label white-label users, never owners or platform admins', () => {
    expect(isWhiteLabelUser({ role: 'member', isPlatformAdmin: false, activatedAt: 5 })).toBe(true);
    expect(isWhiteLabelUser({ role: 'admin', isPlatformAdmin: false, activatedAt: 5 })).toBe(true);
    expect(isWhiteLabelUser({ role: 'owner', isPlatformAdmin: false, activatedAt: 5 })).toBe(false);
    expect(isWhiteLabelUser({ role: 'member', isPlatformAdmin: true, activatedAt: 5 })).toBe(false);
    expect(isWhiteLabelUser({ role: 'member', isPlatformAdmin: false, activatedAt: null })).toBe(false);
  });

  it('blocks white-label users when inactive or on another domain than the validated one (gate 4)', () => {
    expect(isWhiteLabelBlocked({ isActive: false, withCustomDomain: false, isAlfredDomain: true })).toBe(
      true,
    );
    expect(isWhiteLabelBlocked({ isActive: true, withCustomDomain: true, isAlfredDomain: true })).toBe(true);
    expect(isWhiteLabelBlocked({ isActive: true, withCustomDomain: true, isAlfredDomain: false })).toBe(
      false,
    );
    expect(isWhiteLabelBlocked({ isActive: true, withCustomDomain: false, isAlfredDomain: true })).toBe(
      false,
    );
  });
});

describe('white label: colours, domain and DNS records', () => {
  it('takes #rgb and #rrggbb hex colours only', () => {
    expect(['#fff', '#1A73E8', '#000000'].every(isColor)).toBe(true);
    expect(['fff', '#ffff', 'red', '#12345g', '#1234567', ' #fff'].some(isColor)).toBe(false);
    expect(ZBrandingFields.safeParse({ accentColor: 'blue' }).error?.issues[0]?.message).toBe(
      'Please enter a colour like #1A73E8',
    );
    expect(ZBrandingFields.parse({ titleColor: ' #ABC ', remove: 'logo,favicon' })).toMatchObject({
      titleColor: '#ABC',
      remove: ['logo', 'favicon'],
    });
    expect(ZBrandingFields.safeParse({ remove: 'logo,avatar' }).success).toBe(false);
  });

  it('normalises a domain and refuses what is not a host name', () => {
    expect(ZDomainRequest.parse({ domain: ' https://Go.Acme.io/ ' }).domain).toBe('go.acme.io');
    for (const bad of ['acme', 'go acme.io', 'go.acme.io/path', '-x.acme.io', 'a.b.c:80', ''])
      expect(ZDomainRequest.safeParse({ domain: bad }).success, bad).toBe(false);
  });

  it('names a CNAME to the product host and a TXT with the token', () => {
    expect(domainRecords('go.acme.io', 'tok', 'app.example.com')).toEqual([
      { type: 'CNAME', name: 'go.acme.io', value: 'app.example.com' },
      { type: 'TXT', name: '_outreach-verify.go.acme.io', value: 'outreach-verify=tok' },
    ]);
  });
});
