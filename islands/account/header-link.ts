/**
 * The site header's account link (`[data-account-link]` in templates/site.region): published as "Sign in" to the
 * sign-in page, it reads "Account" and leads to the account page while the site-user cookies say the visitor is
 * signed in. Part of the tiny client entry: dependency-light (the signed-out wording is in header-link-state.ts).
 */
import { mayBeSignedIn } from '../stores/site-user-cookie';

export const ACCOUNT_LINK_SELECTOR = '[data-account-link]';

export interface AccountLinkText {
  text: string;
  href: string;
}

export const SIGNED_IN_LINK: AccountLinkText = { text: 'Account', href: '/account' };

export interface LinkElement {
  textContent: string | null;
  setAttribute(name: string, value: string): void;
}

export interface LinkDocument {
  querySelectorAll(selector: string): Iterable<LinkElement>;
}

/** Gives every account link of the page `link`'s text and target. */
export function setAccountLinks(doc: LinkDocument, { text, href }: AccountLinkText): void {
  for (const link of doc.querySelectorAll(ACCOUNT_LINK_SELECTOR)) {
    link.textContent = text;
    link.setAttribute('href', href);
  }
}

/** At page start, from the cookies alone (the account call, when it comes, may correct it). */
export function showAccountLinksFor(doc: LinkDocument, cookieHeader: string): void {
  if (mayBeSignedIn(cookieHeader)) setAccountLinks(doc, SIGNED_IN_LINK);
}
