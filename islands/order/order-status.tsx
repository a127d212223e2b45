/**
 * OrderStatus island (`/commerce/orders/status?order=…&token=…`, page type 211): where an order stands, its
 * shipment's tracking once fulfilled, its downloads and, for a subscription, the subscription's state.
 */
import { formatDay } from './order-format';
import { OrderPageBody } from './order-page-body';
import { ORDER_TEXT, placedOnText, STATUS_TEXT } from './order-text';
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
  return (
    <div className="kiosk-order" aria-busy={load.kind === 'loading' || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      <OrderPageBody
        load={load}
        reload={reload}
        page="status"
        locale={locale}
        loadingText={loadingText}
        shopUrl={shopUrl}
        headline={(order) => (
          <>
            {placedOnText(formatDay(order.createdAt, locale))}
            {' · '}
            <span className={`kiosk-order__state kiosk-order__state--${order.status}`}>
              {ORDER_TEXT.state}: {STATUS_TEXT[order.status]}
            </span>
          </>
        )}
        linkStatus={false}
      />
    </div>
  );
}
