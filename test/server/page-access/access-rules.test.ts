// The access rules read from content/ and the service over them, on a small content folder: a site-wide lock
// whose password comes from the environment, a page lock with a hash, refused content, the password hashes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAccessRules } from '../../../server/page-access/access-rules';
import { createPageAccessService } from '../../../server/page-access/page-access-service';
import { hashPagePassword, matchesHash } from '../../../server/page-access/page-password';
import type { MemberDirectory } from '../../../server/page-access/site-user-adapter';
import { testDatabase } from '../test-database';

function contentFolder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-access-'));
  for (const [name, json] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), JSON.stringify(json));
  }
  return dir;
}

const nobody: MemberDirectory = { userOf: async () => undefined, grant: async () => undefined };

async function serviceOver(dir: string, env: NodeJS.ProcessEnv, logged: string[] = []) {
  const { db } = await testDatabase();
  return createPageAccessService({
    db, rules: loadAccessRules(dir), members: nobody, secret: 'test-secret', env, now: () => 1_000_000, log: (m) => logged.push(m),
  });
}

const cookieOf = (name: string, value: string) => `${name}=${value}`;

describe('page access rules', () => {
  it('puts a site-wide lock in front of every page, then the page lock behind it', async () => {
    const hash = await hashPagePassword('inner');
    const dir = contentFolder({
      'website.json': { siteLock: { password: { env: 'KIOSK_PAGE_PASSWORD_SITE' } } },
      'pages/price-list.json': { access: { password: { scrypt: hash } } },
    });
    const service = await serviceOver(dir, { KIOSK_PAGE_PASSWORD_SITE: 'outer' });
    expect(service.isProtected('/anything')).toBe(true);
    expect(await service.status('/', undefined)).toEqual({ path: '/', access: 'locked', lockId: 'site' });
    await expect(service.unlock('/price-list', 'inner', undefined)).rejects.toThrow('That password is not right');
    const site = await service.unlock('/price-list', 'outer', undefined);
    expect(site.lockId).toBe('site');
    const afterSite = cookieOf(site.cookieName, site.cookieValue);
    expect(await service.status('/about', afterSite)).toEqual({ path: '/about', access: 'open' });
    expect(await service.status('/price-list', afterSite)).toEqual({ path: '/price-list', access: 'locked', lockId: 'page-price-list' });
    const page = await service.unlock('/price-list', 'inner', afterSite);
    expect(page.lockId).toBe('page-price-list');
    expect(await service.status('/price-list', `${afterSite}; ${cookieOf(page.cookieName, page.cookieValue)}`)).toMatchObject({ access: 'open' });
  });

  it('keeps a lock whose variable is unset closed, says so once, and a changed password closes opened locks', async () => {
    const dir = contentFolder({ 'pages/trade.json': { access: { password: { env: 'KIOSK_PAGE_PASSWORD_TRADE' } } } });
    const logged: string[] = [];
    const unset = await serviceOver(dir, {}, logged);
    await expect(unset.unlock('/trade', '', undefined)).rejects.toThrow('That password is not right');
    await unset.status('/trade', undefined);
    expect(logged).toEqual(['the lock page-trade reads its password from KIOSK_PAGE_PASSWORD_TRADE, which is not set: it stays locked']);

    const before = await serviceOver(dir, { KIOSK_PAGE_PASSWORD_TRADE: 'first' });
    const opened = await before.unlock('/trade', 'first', undefined);
    const cookie = cookieOf(opened.cookieName, opened.cookieValue);
    expect((await before.status('/trade', cookie)).access).toBe('open');
    const after = await serviceOver(dir, { KIOSK_PAGE_PASSWORD_TRADE: 'second' });
    expect((await after.status('/trade', cookie)).access).toBe('locked');
  });

  it('refuses content that would leak or cannot work, naming the file', () => {
    expect(() => loadAccessRules(contentFolder({ 'pages/x.json': { access: { password: 'hunter2' } } }))).toThrow(/pages\/x\.json: access/);
    expect(() => loadAccessRules(contentFolder({ 'pages/x.json': { access: { password: { env: 'SECRET' } } } }))).toThrow(/KIOSK_PAGE_PASSWORD_/);
    expect(() => loadAccessRules(contentFolder({ 'pages/x.json': { access: { memberArea: 'nope' } } }))).toThrow(/no member area "nope"/);
    expect(() => loadAccessRules(contentFolder({
      'member-areas.json': { memberAreas: [{ id: 'paid-club', name: 'Club', access: 'paid' }] },
    }))).toThrow(/PAYWALL/);
  });

  it('hashes passwords with a salt and checks them', async () => {
    const a = await hashPagePassword('same');
    const b = await hashPagePassword('same');
    expect(a).not.toBe(b);
    expect(await matchesHash('same', a)).toBe(true);
    expect(await matchesHash('Same', a)).toBe(false);
    expect(await matchesHash('same', 'scrypt$1$1$1$x$y')).toBe(false);
  });
});
