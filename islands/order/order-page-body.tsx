/**
 * What both order pages show under their heading: a live region (loading, the order's headline, or the problem),
 * then the order itself and the links onward. The pages differ only in the headline and the status link.
 */
import type { ReactNode } from 'react';
import type { OrderView } from '../../schemas/checkout';
import type { OrderPage } from './next-steps';
import { OrderDetails } from './order-details';
import { OrderProblem } from './order-problem';
import { ORDER_TEXT, orderNumberText } from './order-text';
import type { OrderLoad } from './use-order';

export interface OrderPageBodyProps {
  load: OrderLoad;
  reload(): void;
  page: OrderPage;
  locale: string;
  loadingText: string;
  shopUrl: string;
  /** what follows the order number in the headline */
  headline(order: OrderView): ReactNode;
  /** links the order's status page from this one */
  linkStatus: boolean;
}

export function OrderPageBody({ load, reload, page, locale, loadingText, shopUrl, headline, linkStatus }: OrderPageBodyProps) {
  const order = load.kind === 'loaded' ? load.order : undefined;
  return (
    <>
      <div role="status" aria-live="polite" className="kiosk-order__live">
        {load.kind === 'loading' && <p className="kiosk-order__status">{loadingText}</p>}
        {order && (
          <p className="kiosk-order__meta">
            <strong className="kiosk-order__number">{orderNumberText(order.orderNumber)}</strong> {headline(order)}
          </p>
        )}
        {load.kind === 'failed' && <OrderProblem message={load.message} retry={load.retry} onRetry={reload} shopUrl={shopUrl} />}
      </div>
      {order && (
        <>
          {order.testMode && <p className="kiosk-order__test">{ORDER_TEXT.testOrder}</p>}
          <OrderDetails order={order} page={page} locale={locale} />
          <p className="kiosk-order__links">
            {linkStatus && <a href={order.statusUrl}>{ORDER_TEXT.viewStatus}</a>}
            <a className="link-arrow" href={shopUrl}>
              {ORDER_TEXT.continueShopping}
            </a>
          </p>
        </>
      )}
    </>
  );
}
