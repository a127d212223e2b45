/**
 * An accessible alert for a failed action: title and message, focus moved to OK, the page behind inert, Escape or
 * OK closes it, and focus goes back to what had it unless the caller moved it elsewhere.
 */
import { useEffect, useId, useRef } from 'react';
import { useModalPage } from '../a11y/use-modal-page';

export interface AlertDialogProps {
  title: string;
  message: string;
  onClose(): void;
}

export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalPage(dialog);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ok.current?.focus();
    return () => {
      // Closed with focus inside (now gone) or nowhere: back to the opener.
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || dialog.current?.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className="kiosk-alert-backdrop" onClick={onClose}>
      <div
        ref={dialog}
        className="kiosk-alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
          // Keep focus inside: OK is the only control.
          if (event.key === 'Tab') {
            event.preventDefault();
            ok.current?.focus();
          }
        }}
      >
        <div className="kiosk-alert-title" id={`${id}-title`}>
          {title}
        </div>
        <div className="kiosk-alert-message" id={`${id}-message`}>
          {message}
        </div>
        <button type="button" className="kiosk-alert-ok sqs-editable-button" ref={ok} onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}
