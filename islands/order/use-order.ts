/** Loads the order a page's link names; a link that names none is "not found" without a call. */
import { useCallback, useEffect, useState } from 'react';
import type { OrderView } from '../../schemas/checkout';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { fetchOrder, orderFailure } from './order-api';
import { orderAccessOf } from './order-query';
import { CHECKOUT_MESSAGES } from './order-text';

export type OrderLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; order: OrderView }
  /** `retry`: the read may work again (offline, rate limit), unlike an unknown order */
  | { kind: 'failed'; message: string; retry: boolean };

export function useOrder(transport: SiteTransport = browserTransport): { load: OrderLoad; reload(): void } {
  const [load, setLoad] = useState<OrderLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const access = orderAccessOf(window.location.search);
    if (!access) {
      setLoad({ kind: 'failed', message: CHECKOUT_MESSAGES.orderNotFound, retry: false });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    void fetchOrder(transport, access).then((read) => {
      if (!live) return;
      if (read.ok) setLoad({ kind: 'loaded', order: read.data });
      else {
        const failure = orderFailure(read.failure);
        setLoad({ kind: 'failed', message: failure.message, retry: !failure.notFound });
      }
    });
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  return { load, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
