// SQL for the carts an account held: each link names the cart and carries its token sealed, so any browser the
// account signs in on can be pointed at it. The account's current cart is its newest link not yet purchased.
import type { Executor } from './schema';

export interface LinkedCart {
  cartId: string;
  tokenSealed: string;
}

export function createSiteUserCartStore(q: Executor) {
  return {
    /** The account's current cart: its newest linked cart that is not purchased. */
    async current(siteUserId: string): Promise<LinkedCart | undefined> {
      const row = await q.selectFrom('site_user_carts')
        .innerJoin('carts', 'carts.id', 'site_user_carts.cart_id')
        .select(['site_user_carts.cart_id', 'site_user_carts.token_sealed'])
        .where('site_user_carts.site_user_id', '=', siteUserId).where('carts.is_purchased', '=', 0)
        .orderBy('site_user_carts.linked_at', 'desc').orderBy('site_user_carts.cart_id', 'desc')
        .executeTakeFirst();
      return row && { cartId: row.cart_id, tokenSealed: row.token_sealed };
    },

    /** The account that holds `cartId`, if any. */
    async ownerOf(cartId: string): Promise<string | undefined> {
      return (await q.selectFrom('site_user_carts').select('site_user_id').where('cart_id', '=', cartId).executeTakeFirst())?.site_user_id;
    },

    async link(cartId: string, siteUserId: string, tokenSealed: string, now: number): Promise<void> {
      await q.insertInto('site_user_carts').values({ cart_id: cartId, site_user_id: siteUserId, token_sealed: tokenSealed, linked_at: now })
        .onConflict((oc) => oc.column('cart_id').doNothing()).execute();
    },
  };
}
