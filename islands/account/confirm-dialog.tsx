/**
 * A modal dialog for a step that cannot be undone (deleting the account): focus moves into it and stays there
 * (Tab and Shift+Tab wrap, islands/lightbox/focus-trap.ts), the page behind is inert, Escape or a click outside closes it unless its call is in
 * flight, and focus goes back to what opened it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useModalPage } from '../a11y/use-modal-page';
import { tabbableIn, trapTab } from '../lightbox/focus-trap';

interface ConfirmDialogProps {
  titleId: string;
  title: string;
  describedBy?: string;
  /** while true, Escape and the backdrop do nothing */
  busy: boolean;
  onClose(): void;
  children: ReactNode;
}

export function ConfirmDialog({ titleId, title, describedBy, busy, onClose, children }: ConfirmDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const busyNow = useRef(busy);
  busyNow.current = busy;
  useModalPage(box);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = box.current;
    if (container) (tabbableIn(container)[0] ?? container).focus();
    return () => opener?.focus();
  }, []);

  const close = () => {
    if (!busyNow.current) onClose();
  };

  return (
    <div className="kiosk-account-dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={box}
        className="kiosk-account-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
            return;
          }
          if (box.current) trapTab(event, box.current);
        }}
      >
        <h2 id={titleId} className="kiosk-account-dialog__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
