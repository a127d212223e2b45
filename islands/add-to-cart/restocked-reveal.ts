/**
 * A product sold out when the site was built prints its purchase controls hidden (`data-awaiting-stock`). When the
 * owner has restocked since (a back-in-stock email leads here), the live stock shows them without a rebuild.
 */
import { useEffect, type RefObject } from 'react';
import type { ProductVariant } from '../product/product-data';
import { markRestocked } from '../stores/product-form';

export const AWAITING_STOCK_ATTRIBUTE = 'data-awaiting-stock';
export const STOCK_CHECKED_ATTRIBUTE = 'data-stock-checked';

export function anyInStock(variants: readonly Pick<ProductVariant, 'unlimited' | 'qtyInStock'>[]): boolean {
  return variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/** Asks the live stock once when the button sits in hidden purchase controls; shows them if anything is back. */
export function useRevealWhenRestocked(button: RefObject<HTMLElement | null>, itemId: string, variants: readonly ProductVariant[]): void {
  useEffect(() => {
    const purchase = button.current?.closest<HTMLElement>(`[${AWAITING_STOCK_ATTRIBUTE}]`);
    if (!purchase) return;
    let mounted = true;
    // The stock call (and the schemas that read its answer) only on a page whose purchase controls wait for stock.
    import('./live-stock')
      .then(({ withLiveStock }) => withLiveStock(itemId, variants))
      .then(
        (live) => {
          if (!mounted) return;
          // Tells the page (and tests) the live stock was read, whatever it said; on <html>, so the product block's
          // markup stays exactly as printed while nothing is back.
          purchase.ownerDocument.documentElement.setAttribute(STOCK_CHECKED_ATTRIBUTE, '');
          if (!anyInStock(live)) return;
          purchase.hidden = false;
          purchase.removeAttribute(AWAITING_STOCK_ATTRIBUTE);
          purchase.closest('.product-form')?.querySelector<HTMLElement>('.product-sold-out-note')?.setAttribute('hidden', '');
          markRestocked(itemId);
        },
        () => undefined,
      );
    return () => {
      mounted = false;
    };
    // Once per page: the printed variants do not change while the page is open.
  }, []);
}
