/** The page-level scripts outside React: the lock screen's form, member join buttons and the popup overlay. */
import { startPageAccess } from './page-lock/start';
import { startPopupOverlay } from './popup-overlay/popup-overlay';

export function startPageExtras(root: Document): void {
  startPageAccess(root);
  startPopupOverlay(root);
}
