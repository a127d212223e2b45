import { describe, expect, it } from 'vitest';
import { siteUserInfo } from '../../../islands/stores/site-user-cookie';

const cookie = (json: string) => `crumb=x; SiteUserInfo=${encodeURIComponent(json)}`;

describe('site-user cookie (spec §3, §6)', () => {
  it('reads the authenticated flag and the site user id', () => {
    expect(siteUserInfo(cookie('{"authenticated":true,"siteUserId":"u-1"}'))).toEqual({ authenticated: true, siteUserId: 'u-1' });
    expect(siteUserInfo(cookie('{"authenticated":"yes"}'))).toEqual({ authenticated: false, siteUserId: undefined });
    expect(siteUserInfo('crumb=x')).toBeUndefined();
  });

  it('logs a corrupt cookie and treats it as none', () => {
    const warnings: string[] = [];
    expect(siteUserInfo(cookie('{"authenticated":tru'), (m) => warnings.push(m))).toBeUndefined();
    expect(siteUserInfo(cookie('"just text"'), (m) => warnings.push(m))).toBeUndefined();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Ignoring a corrupt SiteUserInfo cookie/);
  });
});
