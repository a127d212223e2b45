/**
 * The tag manager's purchase event (spec: sent on order confirmation): `{ event: 'purchase', ecommerce }` pushed
 * onto `window.dataLayer` once per order, even when the confirmation page is reloaded or opened again in the tab.
 */
import type { OrderAnalytics } from '../../schemas/checkout';

export const PURCHASE_SENT_PREFIX = 'kiosk:purchase-sent:';

export interface DataLayerHost {
  dataLayer?: unknown[];
}

type SeenStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Orders sent from this page when sessionStorage refuses (a private window may). */
const sentHere = new Set<string>();

function wasSent(storage: SeenStore | undefined, key: string): boolean {
  if (sentHere.has(key)) return true;
  try {
    const seen = storage?.getItem(key);
    return seen !== null && seen !== undefined;
  } catch {
    return false;
  }
}

function markSent(storage: SeenStore | undefined, key: string): void {
  sentHere.add(key);
  try {
    storage?.setItem(key, '1');
  } catch {
    // Storage full or refused: the in-page record still stops a second push from this page.
  }
}

/** Pushes the event unless this order's was already sent; true when it pushed. */
export function pushPurchaseOnce(orderId: string, analytics: OrderAnalytics, host: DataLayerHost, storage: SeenStore | undefined): boolean {
  const key = `${PURCHASE_SENT_PREFIX}${orderId}`;
  if (wasSent(storage, key)) return false;
  // Google Tag Manager may already own the array (with its own push): keep it, create it only when absent.
  host.dataLayer ??= [];
  host.dataLayer.push({ event: 'purchase', ecommerce: analytics });
  markSent(storage, key);
  return true;
}

/** Forgets the in-page record (tests). */
export function resetPurchaseEvents(): void {
  sentHere.clear();
}
