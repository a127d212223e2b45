/**
 * InstallmentNotice island (spec §1, §4, §5): under a physical product's price, "or 4 interest-free payments of
 * $11.25 with Afterpay" when the price is in the provider's range, else the bound it is outside of; it follows
 * the chosen variant's price. Its info button opens the provider's popup.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { chosenVariant } from '../product/product-data';
import { $selections, selectionOf } from '../stores/product-form';
import type { NoticeView } from './notice-view';

/** The popup (a lightbox and the provider's text) is fetched when the visitor first opens it. */
const InstallmentPopup = lazy(async () => ({ default: (await import('./installment-popup')).InstallmentPopup }));

export interface InstallmentNoticeProps {
  itemId: string;
  optionNames: string[];
  providerName: string;
  count: number;
  modalUrl: string;
  /** before a variant is chosen: the product's (lowest) price */
  product: NoticeView;
  variants: { attributes: Record<string, string>; notice: NoticeView }[];
}

export function InstallmentNotice(props: InstallmentNoticeProps): ReactNode {
  const selections = useStore($selections, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const notice = chosenVariant(props.optionNames, props.variants, selectionOf(props.itemId, selections))?.notice ?? props.product;
  const provider = <span className="kiosk-installments__provider">{props.providerName}</span>;

  return (
    <>
      <p className={`kiosk-installments__text${notice.inRange ? '' : ' is-out-of-range'}`}>
        {notice.inRange ? (
          <>
            or {props.count} interest-free payments of <strong className="kiosk-installments__amount">{notice.instalment}</strong> with {provider}
          </>
        ) : (
          <>
            {provider} {notice.message}
          </>
        )}{' '}
        <button
          type="button"
          className="kiosk-installments__info"
          aria-haspopup="dialog"
          aria-label={`About paying with ${props.providerName}`}
          onClick={() => setOpen(true)}
        >
          {/* Drawn, not a glyph: "ⓘ" is missing from the template's fonts and many system fonts. */}
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
            <circle cx="8" cy="4.75" r="1" fill="currentColor" />
          </svg>
        </button>
      </p>
      {open && (
        <Suspense fallback={null}>
          <InstallmentPopup providerName={props.providerName} count={props.count} modalUrl={props.modalUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
