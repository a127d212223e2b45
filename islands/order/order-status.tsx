/**
 * OrderStatus island (`/commerce/orders/status?order=…&token=…`, page type 211): where an order stands, its
 * shipment's tracking once fulfilled, its downloads and, for a subscription, the subscription's state.
 */
import { OrderDetails } from './order-details';
import { formatDay } from './order-format';
import { OrderProblem } from './order-problem';
import { ORDER_TEXT, orderNumberText, placedOnText, STATUS_TEXT } from './order-text';
import { useOrder } from './use-order';

export interface OrderStatusProps {
  locale: string;
  /** The page's heading, as the template printed it. */
  title: string;
  loadingText: string;
  shopUrl: string;
}

export function OrderStatus({ locale, title, loadingText, shopUrl }: OrderStatusProps) {
  const { load, reload } = useOrder();
  const order = load.kind === 'loaded' ? load.order : undefined;
  return (
    <div className="kiosk-order" aria-busy={load.kind === 'loading' || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      <div role="status" aria-live="polite" className="kiosk-order__live">
        {load.kind === 'loading' && <p className="kiosk-order__status">{loadingText}</p>}
        {order && (
          <p className="kiosk-order__meta">
            <strong className="kiosk-order__number">{orderNumberText(order.orderNumber)}</strong> {placedOnText(formatDay(order.createdAt, locale))}
            {' · '}
            <span className={`kiosk-order__state kiosk-order__state--${order.status}`}>
              {ORDER_TEXT.state}: {STATUS_TEXT[order.status]}
            </span>
          </p>
        )}
        {load.kind === 'failed' && <OrderProblem message={load.message} retry={load.retry} onRetry={reload} shopUrl={shopUrl} />}
      </div>
      {order && (
        <>
          {order.testMode && <p className="kiosk-order__test">{ORDER_TEXT.testOrder}</p>}
          <OrderDetails order={order} page="status" locale={locale} />
          <p className="kiosk-order__links">
            <a className="link-arrow" href={shopUrl}>
              {ORDER_TEXT.continueShopping}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
