// The demo store's protected pages stay out of what the build publishes: no public route, no search entry, no
// text in any public page; they and their gate pages are published only under the private prefix.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../publisher';
import { PRIVATE_PAGES, PRIVATE_PREFIX } from '../../../schemas/page-access';
import { loadAccessRules } from '../../../server/page-access/access-rules';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const site = loadSite({ root: ROOT, now: 0 });
const publicRoutes = site.pageRoutes().filter((r) => !r.path.startsWith(PRIVATE_PREFIX));
const privateRoutes = site.pageRoutes().filter((r) => r.path.startsWith(PRIVATE_PREFIX));

describe('protected pages in the build', () => {
  it('publishes the members-only and locked pages only under the private prefix, with their gate pages', () => {
    expect(publicRoutes.map((r) => r.path)).not.toContain('/studio-notes');
    expect(publicRoutes.map((r) => r.path)).not.toContain('/wholesale');
    expect(privateRoutes.map((r) => [r.path, r.pageType]).sort()).toEqual([
      [`${PRIVATE_PREFIX}${PRIVATE_PAGES.denied('/studio-notes')}`, 106],
      [`${PRIVATE_PREFIX}${PRIVATE_PAGES.content('/studio-notes')}`, 2],
      [`${PRIVATE_PREFIX}${PRIVATE_PAGES.content('/wholesale')}`, 2],
      [`${PRIVATE_PREFIX}${PRIVATE_PAGES.signIn('/studio-notes')}`, 105],
      [`${PRIVATE_PREFIX}${PRIVATE_PAGES.lockScreen('page-wholesale')}`, 103],
    ].sort());
  });

  it('keeps the protected text out of every public page and the search index', () => {
    const index = JSON.stringify(site.searchIndex());
    for (const secret of ['Speckled oatmeal', 'ilmenite', 'Case pack', 'Wholesale price list', 'studio-notes']) {
      expect(index).not.toContain(secret);
    }
    for (const route of publicRoutes) {
      const page = site.publish(route);
      expect(page.body).not.toContain('ilmenite');
      expect(page.body).not.toContain('Case pack');
    }
  });

  it('renders the protected page itself, and never prints the password hash into any page', () => {
    const wholesale = site.publish(site.publishedRoute(`${PRIVATE_PREFIX}${PRIVATE_PAGES.content('/wholesale')}`)!);
    expect(wholesale.body).toContain('Case pack');
    for (const route of site.pageRoutes()) {
      const page = site.publish(route);
      expect(page.head + page.body).not.toContain('scrypt$');
    }
  });

  it('renders the gate pages with their page types, the lock form, the sign-in link and the join button', () => {
    const lock = site.publish(site.publishedRoute(`${PRIVATE_PREFIX}${PRIVATE_PAGES.lockScreen('page-wholesale')}`)!);
    expect(lock.pageType).toBe(103);
    expect(lock.body).toContain('This page is locked');
    expect(lock.body).toContain('class="kiosk-page-lock');
    expect(lock.body).not.toContain('Case pack');
    const signIn = site.publish(site.publishedRoute(`${PRIVATE_PREFIX}${PRIVATE_PAGES.signIn('/studio-notes')}`)!);
    expect(signIn.body).toContain('href="/account/login?next=%2Fstudio-notes"');
    expect(signIn.body).toContain('Join the studio');
    expect(signIn.body).not.toContain('ilmenite');
    const denied = site.publish(site.publishedRoute(`${PRIVATE_PREFIX}${PRIVATE_PAGES.denied('/studio-notes')}`)!);
    expect(denied.pageType).toBe(106);
    expect(denied.body).toMatch(/<button class="button button--primary kiosk-member-join" type="button" data-area-id="studio-members"/);
  });

  it('agrees with the server on which paths are protected', () => {
    const rules = loadAccessRules(path.join(ROOT, 'content'));
    expect([...rules.pages.keys()].sort()).toEqual([...site.access.pages.keys()].sort());
  });
});
