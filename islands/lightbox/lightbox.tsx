/**
 * A reusable accessible modal (spec §2 "modal lightbox"): a labelled dialog over a backdrop, focus moved in and
 * trapped (Tab cycles inside), the page behind inert, Escape, the close button or a click outside closes it, focus returns to the
 * element that opened it, and it sits 50 px from the top when taller than the window.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalPage } from '../a11y/use-modal-page';
import { trapTab } from './focus-trap';
import { lightboxTop } from './lightbox-position';

export interface LightboxProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose(): void;
  children: ReactNode;
  /** A class added to the dialog (each use styles its own content). */
  className?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes it (default true). */
  closeOnBackdrop?: boolean;
}

/** The element that gets focus on opening: one marked data-autofocus, else the first control of the content. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const content = dialog.querySelector<HTMLElement>('.kiosk-lightbox__content');
  const control = content?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, a[href], [tabindex="0"]');
  return control ?? dialog;
}

/** Keeps the page behind from scrolling while the lightbox is open. */
function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

/** The dialog's top offset, recomputed when it or the window changes size. */
function useTopOffset(dialog: RefObject<HTMLDivElement | null>): number | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const place = () => setTop(lightboxTop(element.offsetHeight, window.innerHeight));
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [dialog]);
  return top;
}

export function Lightbox({ title, onClose, children, className, closeLabel = 'Close', closeOnBackdrop = true }: LightboxProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const top = useTopOffset(dialog);
  useScrollLock();
  useModalPage(dialog);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current) initialFocus(dialog.current).focus();
    // On the document, so Escape and Tab work even when a click outside left focus on <body>.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (dialog.current) {
        trapTab(event, dialog.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="kiosk-lightbox"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={`kiosk-lightbox__dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        style={{ marginTop: top ?? 0 }}
      >
        <div className="kiosk-lightbox__header">
          <h2 className="kiosk-lightbox__title" id={`${id}-title`}>
            {title}
          </h2>
          <button type="button" className="kiosk-lightbox__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="kiosk-lightbox__content">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
