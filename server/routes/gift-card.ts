// The gift-card read endpoint (schemas/contract/gift-card.ts): one denomination from the catalog (title, image,
// price, recipient form) for the gift-card page (spec §2). Anything it cannot name answers 404.
import { GIFT_CARD_API } from '../../schemas/contract/gift-card';
import { GIFT_CARD_UNAVAILABLE } from '../../schemas/messages';
import { chooseVariant } from '../cart/variant-choice';
import { purchasePriceCents, type CatalogVariant } from '../catalog/catalog-product';
import { route, type Route } from '../contract/mount';
import { DomainError } from '../domain-error';
import type { RouteDeps } from './route-deps';

export function giftCardRoutes({ catalog, forms }: RouteDeps): Route[] {
  return [
    route(GIFT_CARD_API.offer, async (c, { query }) => {
      const product = await catalog.findProduct(query.itemId);
      if (product?.productType !== 'GIFT_CARD') throw new DomainError('not_found', GIFT_CARD_UNAVAILABLE);
      // The cart's rule for which denomination a request means; whatever it cannot name is not on offer here.
      let variant: CatalogVariant;
      try {
        variant = chooseVariant(product, query.sku);
      } catch {
        throw new DomainError('not_found', GIFT_CARD_UNAVAILABLE);
      }
      c.header('Cache-Control', 'no-store');
      return {
        itemId: product.itemId,
        sku: variant.sku,
        title: product.title,
        url: product.url,
        image: product.image,
        amountCents: purchasePriceCents(variant),
        currencyCode: product.currency,
        form: (product.formId && forms.find(product.formId)) || null,
      };
    }),
  ];
}
