// The header's account link: "Sign in" to the sign-in page, "Account" to the account page for a signed-in visitor.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_SELECTOR, showAccountLinksFor, type LinkElement } from '../../../islands/account/header-link';
import { showAccountLinks } from '../../../islands/account/header-link-state';

function page() {
  const link = { textContent: 'Sign in', href: '/account/login' as string | null, setAttribute(name: string, value: string) { if (name === 'href') this.href = value; } };
  const asked: string[] = [];
  const doc = { querySelectorAll: (selector: string) => { asked.push(selector); return [link as LinkElement]; } };
  return { link, doc, asked };
}

describe('the header account link', () => {
  it('reads "Account" when the hint cookie says the visitor is signed in', () => {
    const { link, doc, asked } = page();
    showAccountLinksFor(doc, 'crumb=x; siteUserHint=1');
    expect([link.textContent, link.href]).toEqual(['Account', '/account']);
    expect(asked).toEqual([ACCOUNT_LINK_SELECTOR]);
  });

  it('stays "Sign in" without the hint (or with a cleared one)', () => {
    for (const cookies of ['', 'crumb=x', 'siteUserHint=', 'siteUserHint=0']) {
      const { link, doc } = page();
      showAccountLinksFor(doc, cookies);
      expect([link.textContent, link.href], cookies).toEqual(['Sign in', '/account/login']);
    }
  });

  it('follows sign-in and sign-out on the page', () => {
    const { link, doc } = page();
    showAccountLinks(doc, true);
    expect(link.textContent).toBe('Account');
    showAccountLinks(doc, false);
    expect([link.textContent, link.href]).toEqual(['Sign in', '/account/login']);
  });
});
