/** Starts the lock screen's form and the member join buttons a page has (loaded only on such pages). */
import { MEMBER_JOIN_SELECTOR, startMemberJoin } from './member-join';
import { PAGE_LOCK_SELECTOR, startPageLock } from './page-lock';

export const PAGE_ACCESS_SELECTOR = `${PAGE_LOCK_SELECTOR}, ${MEMBER_JOIN_SELECTOR}`;

export function startPageAccess(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(PAGE_LOCK_SELECTOR)) startPageLock(form);
  for (const button of root.querySelectorAll<HTMLButtonElement>(MEMBER_JOIN_SELECTOR)) startMemberJoin(button);
}
