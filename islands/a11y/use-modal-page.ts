/** React side of modal-page.ts: the page behind the dialog in `dialog` is inert while it is mounted. */
import { useEffect, type RefObject } from 'react';
import { holdPageInert } from './modal-page';

export function useModalPage(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    return element ? holdPageInert(element) : undefined;
  }, [dialog]);
}
