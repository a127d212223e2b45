// /api/commerce/gift-card?itemId=…&sku=…: one gift-card denomination from the catalog (title, image, price,
// recipient form), for the gift-card page (spec §2). Anything else answers 404.
import { Hono } from 'hono';
import { GIFT_CARD_UNAVAILABLE, GiftCardQuery, type GiftCardOffer } from '../../schemas/gift-card';
import type { ApiEnv } from '../api-env';
import { chooseVariant } from '../cart/variant-choice';
import { purchasePriceCents, type CatalogVariant } from '../catalog/catalog-product';
import type { CatalogStore } from '../db/catalog';
import { HttpError } from '../errors';
import type { FormRegistry } from '../forms/form-registry';
import { readQuery } from '../middleware/json-body';

export function giftCardRoutes(catalog: CatalogStore, forms: FormRegistry): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });

  app.get('/', (c) => {
    const { itemId, sku } = readQuery(c, GiftCardQuery);
    const product = catalog.findProduct(itemId);
    if (product?.productType !== 'GIFT_CARD') throw new HttpError(404, GIFT_CARD_UNAVAILABLE);
    // The cart's rule for which denomination a request means; whatever it cannot name is not on offer here.
    let variant: CatalogVariant;
    try {
      variant = chooseVariant(product, sku);
    } catch {
      throw new HttpError(404, GIFT_CARD_UNAVAILABLE);
    }
    const answer: GiftCardOffer = {
      itemId: product.itemId,
      sku: variant.sku,
      title: product.title,
      url: product.url,
      image: product.image,
      amountCents: purchasePriceCents(variant),
      currencyCode: product.currency,
      form: (product.formId && forms.find(product.formId)) || null,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  return app;
}
