/** An accessible alert for a failed action: title and message, focus moved to OK, Escape or OK closes it. */
import { useEffect, useId, useRef } from 'react';

export interface AlertDialogProps {
  title: string;
  message: string;
  onClose(): void;
}

export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
  }, []);
  return (
    <div className="kiosk-alert-backdrop" onClick={onClose}>
      <div
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
