/** The header's account link once the account call has answered: "Account" when signed in, else "Sign in". */
import { setAccountLinks, SIGNED_IN_LINK, type AccountLinkText, type LinkDocument } from './header-link';

export const SIGNED_OUT_LINK: AccountLinkText = { text: 'Sign in', href: '/account/login' };

/** The published wording of each state. */
export const ACCOUNT_LINK_TEXT = { signedOut: SIGNED_OUT_LINK, signedIn: SIGNED_IN_LINK } as const;

/** Sets every account link of the page for a signed-in (or signed-out) visitor. */
export function showAccountLinks(doc: LinkDocument, signedIn: boolean): void {
  setAccountLinks(doc, signedIn ? SIGNED_IN_LINK : SIGNED_OUT_LINK);
}
