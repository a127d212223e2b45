// Subscription purchases: checks a subscribable product (PHYSICAL or SERVICE only, spec §5) and stores a
// one-item subscription cart whose token the subscription checkout reads.
import { CART_MESSAGES } from '../../schemas/cart';
import { SUBSCRIPTION_MESSAGES } from '../../schemas/messages';
import type { SubscriptionCart } from '../../schemas/subscription';
import type { Kysely } from 'kysely';
import type { Catalog } from '../catalog/catalog';
import type { Tables } from '../db/schema';
import { createSubscriptionStore } from '../db/subscriptions';
import { DomainError } from '../domain-error';
import type { FormRegistry } from '../forms/form-registry';
import { randomToken } from '../security/tokens';
import { acceptAdditionalFields } from '../cart/additional-fields';
import { purchasePriceCents } from '../catalog/catalog-product';
import { ensureLineQuantity, type QuantityPolicy } from '../cart/quantity-limits';
import { chooseVariant } from '../cart/variant-choice';

export interface SubscriptionServiceDeps {
  db: Kysely<Tables>;
  catalog: Catalog;
  forms: FormRegistry;
  policy: QuantityPolicy;
  now: () => number;
}

export interface SubscriptionLine {
  itemId: string;
  sku?: string | null;
  qty: number;
  additionalFields?: string | null;
}

const SUBSCRIBABLE_TYPES = new Set(['PHYSICAL', 'SERVICE']);

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const subscriptions = createSubscriptionStore(deps.db);

  async function start(line: SubscriptionLine): Promise<string> {
    const product = await deps.catalog.findProduct(line.itemId);
    if (!product) throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
    if (!product.isSubscribable || !product.subscriptionPlan || !SUBSCRIBABLE_TYPES.has(product.productType)) {
      throw new DomainError('rejected', CART_MESSAGES.notSubscribable);
    }
    const variant = chooseVariant(product, line.sku);
    ensureLineQuantity(product, variant, line.qty, 0, deps.policy);
    const fields = acceptAdditionalFields(product, deps.forms, line.additionalFields);
    const token = randomToken();
    await subscriptions.create({
      token,
      item_id: product.itemId,
      sku: variant.sku,
      quantity: line.qty,
      unit_price_cents: purchasePriceCents(variant),
      currency: product.currency,
      additional_fields: fields,
      created_at: deps.now(),
    });
    return token;
  }

  async function find(token: string): Promise<SubscriptionCart> {
    const row = await subscriptions.find(token);
    const product = row && (await deps.catalog.findProduct(row.item_id));
    if (!row || !product?.subscriptionPlan) throw new DomainError('not_found', SUBSCRIPTION_MESSAGES.unknownCart);
    return {
      cartToken: row.token,
      itemId: row.item_id,
      sku: row.sku,
      title: product.title,
      qty: row.quantity,
      unitPriceCents: row.unit_price_cents,
      currencyCode: row.currency,
      billingPeriod: product.subscriptionPlan.billingPeriod,
      numBillingCycles: product.subscriptionPlan.numBillingCycles,
      additionalFields: row.additional_fields === null ? null : JSON.parse(row.additional_fields),
      created: row.created_at,
    };
  }

  return { start, find };
}
