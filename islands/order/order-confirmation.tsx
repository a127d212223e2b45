/**
 * OrderConfirmation island (`/checkout/order-confirmed?order=…&token=…`, page type 202; 206 for a subscription
 * order): the order just placed, what happens next, and the tag manager's purchase event, sent once per order.
 */
import { useEffect, useRef } from 'react';
import { OrderPageBody } from './order-page-body';
import { ORDER_TEXT, sentToText } from './order-text';
import { pushPurchaseOnce, type DataLayerHost } from './purchase-event';
import { useOrder } from './use-order';

export interface OrderConfirmationProps {
  /** The page's locale (amounts, dates). */
  locale: string;
  /** The page's title as the template printed it: the heading until the order has loaded. */
  title: string;
  /** What shows until the order has loaded. */
  loadingText: string;
  /** Where "Continue shopping" leads. */
  shopUrl: string;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function OrderConfirmation({ locale, title, loadingText, shopUrl }: OrderConfirmationProps) {
  const { load, reload } = useOrder();
  const heading = useRef<HTMLHeadingElement>(null);
  const order = load.kind === 'loaded' ? load.order : undefined;

  useEffect(() => {
    if (!order) return;
    pushPurchaseOnce(order.id, order.analytics, window as DataLayerHost, sessionStore());
    // The visitor arrives from the pay button: the confirmation's heading is where reading resumes.
    heading.current?.focus();
  }, [order]);

  const subscription = order?.subscription != null;
  const headingText = order ? (subscription ? ORDER_TEXT.subscriptionConfirmed : ORDER_TEXT.confirmed) : title;
  return (
    <div className="kiosk-order" aria-busy={load.kind === 'loading' || undefined}>
      <h1 className="page-header__title kiosk-order__title" ref={heading} tabIndex={-1}>
        {headingText}
      </h1>
      <OrderPageBody
        load={load}
        reload={reload}
        page="confirmation"
        locale={locale}
        loadingText={loadingText}
        shopUrl={shopUrl}
        headline={(placed) => sentToText(placed.email)}
        linkStatus
      />
    </div>
  );
}
