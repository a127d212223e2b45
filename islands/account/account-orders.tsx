/**
 * The signed-in visitor's orders on /account, newest first: number, day, items, total and state, each with a link
 * to its status page when the account holds one.
 */
import { useEffect, useState } from 'react';
import type { AccountOrder } from '../../schemas/site-users';
import { formatDay, orderMoney } from '../order/order-format';
import { STATUS_TEXT } from '../order/order-text';
import type { SiteTransport } from '../site-api/transport';
import { listOrders } from './account-api';
import { formProblem } from './account-failure';
import { ACCOUNT_TEXT } from './account-text';

type OrdersState = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; orders: AccountOrder[] };

export function OrderRow({ order, locale }: { order: AccountOrder; locale: string }) {
  const titles = order.titles.join(', ');
  return (
    <li className="kiosk-account-order">
      <div className="kiosk-account-order__head">
        <span className="kiosk-account-order__number">{ACCOUNT_TEXT.orderNumber(order.orderNumber)}</span>
        <span className="kiosk-account-order__state">{STATUS_TEXT[order.status]}</span>
      </div>
      <p className="kiosk-account-order__meta">
        {`${formatDay(order.createdAt, locale)} · ${ACCOUNT_TEXT.orderItems(order.itemCount)} · ${orderMoney(order.grandTotalCents, order.currencyCode, locale)}`}
        {order.testMode && ` · ${ACCOUNT_TEXT.testOrder}`}
      </p>
      {titles !== '' && <p className="kiosk-account-order__titles">{titles}</p>}
      {order.statusUrl && (
        <a className="kiosk-account-order__link" href={order.statusUrl}>{ACCOUNT_TEXT.orderStatusLink(order.orderNumber)}</a>
      )}
    </li>
  );
}

export function AccountOrders({ transport, locale }: { transport: SiteTransport; locale: string }) {
  const [state, setState] = useState<OrdersState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void listOrders(transport).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ phase: 'ready', orders: answer.data.orders });
      else setState({ phase: 'failed', message: formProblem(answer.failure, new Set()).message ?? '' });
    });
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  return (
    <section className="kiosk-account__section" aria-labelledby="kiosk-account-orders" aria-busy={state.phase === 'loading' || undefined}>
      <h2 id="kiosk-account-orders" className="kiosk-account__heading">{ACCOUNT_TEXT.ordersHeading}</h2>
      {state.phase === 'loading' && <p className="kiosk-account__status">{ACCOUNT_TEXT.ordersLoading}</p>}
      {state.phase === 'failed' && (
        <div role="alert">
          <p className="kiosk-account__notice kiosk-account__notice--error">{state.message}</p>
          <button type="button" className="kiosk-account__button kiosk-account__button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {ACCOUNT_TEXT.retry}
          </button>
        </div>
      )}
      {state.phase === 'ready' && state.orders.length === 0 && <p className="kiosk-account__status">{ACCOUNT_TEXT.noOrders}</p>}
      {state.phase === 'ready' && state.orders.length > 0 && (
        <ul className="kiosk-account-orders">
          {state.orders.map((order) => <OrderRow key={order.id} order={order} locale={locale} />)}
        </ul>
      )}
    </section>
  );
}
