// The orders an account lists: bought with one of its carts (signed in), or with its address once confirmed.
// Status links carry a token the database keeps only hashed; orders placed since status tokens derive from the
// server secret (checkout/order-tokens.ts) get their link rebuilt, older ones keep only their emailed link.
import type { Kysely } from 'kysely';
import type { AccountOrder, AccountOrders } from '../../schemas/site-users';
import type { OrderStatus, PaymentStatus } from '../../schemas/checkout';
import type { Tables } from '../db/schema';
import { createSiteUserOrderStore } from '../db/site-user-orders';
import type { SiteUserRow } from '../db/site-users';
import { rebuiltAccessToken, statusPath } from '../checkout/order-tokens';

function statusUrlOf(orderId: string, storedHash: string, links: StatusLinks): string | null {
  const token = rebuiltAccessToken(links.secret, orderId, storedHash);
  // Relative: the account page that shows it is on the same site, whatever origin the visitor reached it by.
  return token === undefined ? null : statusPath(orderId, token);
}

export interface StatusLinks {
  /** the secret the checkout derived status tokens from */
  secret: string;
}

export async function accountOrders(db: Kysely<Tables>, user: SiteUserRow, links: StatusLinks): Promise<AccountOrders> {
  const store = createSiteUserOrderStore(db);
  const emailKey = user.verified_at === null ? undefined : user.email_key;
  const rows = await store.ofAccount(user.id, emailKey);
  const lines = await store.linesOf(rows.map((row) => row.id));
  const orders = rows.map((row): AccountOrder => {
    const own = lines.filter((line) => line.order_id === row.id);
    return {
      id: row.id,
      orderNumber: row.order_number,
      status: row.status as OrderStatus,
      paymentStatus: row.payment_status as PaymentStatus,
      createdAt: Number(row.created_at),
      grandTotalCents: row.grand_total_cents,
      currencyCode: row.currency,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      titles: own.map((line) => line.title),
      statusUrl: statusUrlOf(row.id, row.access_token_hash, links),
      testMode: row.test_mode === 1,
    };
  });
  return { orders };
}
