/**
 * The site header's account link (`[data-account-link]` in templates/site.region): published as "Sign in" to the
 * sign-in page, it reads "Account" and leads to the account page while the site-user cookies say the visitor is
 * signed in. Part of the tiny client entry: dependency-light.
 */
import { mayBeSignedIn } from '../stores/site-user-cookie';

export const ACCOUNT_LINK_SELECTOR = '[data-account-link]';

export const ACCOUNT_LINK_TEXT = {
  signedOut: { text: 'Sign in', href: '/account/login' },
  signedIn: { text: 'Account', href: '/account' },
} as const;

export interface LinkElement {
  textContent: string | null;
  setAttribute(name: string, value: string): void;
}

export interface LinkDocument {
  querySelectorAll(selector: string): Iterable<LinkElement>;
}

/** Sets every account link of the page for a signed-in (or signed-out) visitor. */
export function showAccountLinks(doc: LinkDocument, signedIn: boolean): void {
  const { text, href } = signedIn ? ACCOUNT_LINK_TEXT.signedIn : ACCOUNT_LINK_TEXT.signedOut;
  for (const link of doc.querySelectorAll(ACCOUNT_LINK_SELECTOR)) {
    link.textContent = text;
    link.setAttribute('href', href);
  }
}

/** At page start, from the cookies alone (the account call, when it comes, may correct it). */
export function showAccountLinksFor(doc: LinkDocument, cookieHeader: string): void {
  if (mayBeSignedIn(cookieHeader)) showAccountLinks(doc, true);
}
