// The owner's order listing: filters read in the store's time zone (a day means that day there), newest first,
// a page at a time behind an opaque cursor naming the last order of the previous page.
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { OWNER_ORDER_MESSAGES as M, type OrderSummary, type OwnerOrdersPage, type OwnerOrdersQuery } from '../../schemas/owner-orders';
import type { OrderStatus, PaymentStatus } from '../../schemas/checkout';
import { createOrderStore, type OrderCursor, type OrderRow } from '../db/orders';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function encodeOrderCursor(row: Pick<OrderRow, 'created_at' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

export function decodeOrderCursor(cursor: string): OrderCursor {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (!Array.isArray(key) || key.length !== 2 || !Number.isInteger(key[0]) || typeof key[1] !== 'string') {
    throw new DomainError('rejected', M.badCursor, { field: 'cursor' });
  }
  return { createdAt: key[0] as number, id: key[1] as string };
}

/**
 * Epoch ms of an ISO date in `timeZone` (a moment with an offset keeps it). A bare day `to` means the end of that
 * day, so `--from 2026-11-01 --to 2026-11-01` lists that day's orders.
 */
export function dateBound(text: string, timeZone: string, end: boolean): number {
  const day = DAY.test(text);
  const moment = DateTime.fromISO(text, { zone: timeZone });
  if (!moment.isValid) throw new DomainError('rejected', M.badDate, { field: end ? 'to' : 'from' });
  return (day && end ? moment.plus({ days: 1 }) : moment).toMillis();
}

async function summary(db: Kysely<Tables>, order: OrderRow): Promise<OrderSummary> {
  const lines = await createOrderStore(db).lines(order.id);
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status as OrderStatus,
    paymentStatus: order.payment_status as PaymentStatus,
    email: order.email,
    createdAt: order.created_at,
    grandTotalCents: order.grand_total_cents,
    currencyCode: order.currency,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    testMode: order.test_mode === 1,
  };
}

export async function listOrders(db: Kysely<Tables>, query: OwnerOrdersQuery, timeZone: string): Promise<OwnerOrdersPage> {
  const from = query.from === undefined ? undefined : dateBound(query.from, timeZone, false);
  const to = query.to === undefined ? undefined : dateBound(query.to, timeZone, true);
  if (from !== undefined && to !== undefined && from >= to) throw new DomainError('rejected', M.dateOrder, { field: 'from' });
  const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
  // One more than the page tells whether another page follows.
  const rows = await createOrderStore(db).list({ status: query.status, from, to, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const orders: OrderSummary[] = [];
  for (const row of page) orders.push(await summary(db, row));
  return { orders, nextPageCursor: rows.length > query.limit ? encodeOrderCursor(page[page.length - 1]) : null };
}
