// Cancels a back-in-stock sign-up by the token its notice carried (the unsubscribe page's button and the mail
// client's one-click POST): the sign-up leaves the owner's listings and its opt-in flag is cleared. A newsletter
// subscription made from it is the newsletter's own, with its own unsubscribe link.
import type { Kysely } from 'kysely';
import { RESTOCK_UNSUBSCRIBE_MESSAGES, type RestockUnsubscribeResponse } from '../../schemas/restock-unsubscribe';
import { createRestockSignUpStore } from '../db/restock-signups';
import { createRestockVariantStore } from '../db/restock-variants';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { sha256Hex } from '../security/tokens';
import { variantOptions } from './restock-notices';

export interface RestockUnsubscribeDeps {
  db: Kysely<Tables>;
  now: () => number;
}

export type RestockUnsubscriber = ReturnType<typeof createRestockUnsubscriber>;

export function createRestockUnsubscriber({ db, now }: RestockUnsubscribeDeps) {
  return {
    /** A repeat answers the same; an unknown token is a 404 that says nothing about which tokens exist. */
    async unsubscribe(token: string): Promise<RestockUnsubscribeResponse> {
      return db.transaction().execute(async (trx) => {
        const signUps = createRestockSignUpStore(trx);
        const signUp = await signUps.byTokenHash(sha256Hex(token));
        if (!signUp) throw new DomainError('not_found', RESTOCK_UNSUBSCRIBE_MESSAGES.notFound);
        await signUps.unsubscribe(signUp.id, now());
        const variant = await createRestockVariantStore(trx).byVariantId(signUp.product_id, signUp.variant_id);
        return {
          unsubscribed: true as const,
          // A product removed from content since keeps its sign-ups; it is named by its id.
          productTitle: variant?.title ?? signUp.product_id,
          variant: variant ? variantOptions(variant).map((option) => option.value).join(' / ') : '',
        };
      });
    },
  };
}
