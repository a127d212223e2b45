/**
 * Adopts the cart page's root element (`<div id="sqs-cart-root">`, page type 205) as the CartPage island: the
 * store settings it needs (continue-shopping link, minimum order) and the products' additional-fields forms,
 * so a cart line's answers can be edited.
 */
import * as z from 'zod/mini';
import { moneyFromJson } from '../../../engine/commerce';
import { FormDefinition } from '../../../schemas/forms';
import type { MoneyCents } from '../../cart-page/cart-money';
import { defineAdopter, type ItemJson } from '../adopter';

export const CART_ROOT_ID = 'sqs-cart-root';
/** Where the checkout button leads: the checkout page (content/pages/checkout.json, page type 201). */
export const CHECKOUT_URL = '/checkout';
export const DEFAULT_LOCALE = 'en-US';

/**
 * Kiosk's minimum-order setting: `websiteSettings.storeSettings.minimumOrderSubtotal`, a money JSON such as
 * `{ "value": "20.00", "currency": "USD" }`. Absent, or 0, means none (the default).
 */
export const MINIMUM_ORDER_SETTING = 'minimumOrderSubtotal';

export function readMinimumOrder(storeSettings: ItemJson | undefined): MoneyCents | undefined {
  const raw = storeSettings?.[MINIMUM_ORDER_SETTING];
  if (raw === undefined || raw === null) return undefined;
  const money = moneyFromJson(raw);
  return money.cents > 0 ? { cents: money.cents, currency: money.currency } : undefined;
}

/**
 * Each product's form as read, by its content object: a long-lived build (`kiosk build --watch`) keeps the objects
 * of unchanged products, and the cart page reads every product's form again in each build (10,000: ~60 ms).
 */
const readForms = new WeakMap<ItemJson, FormDefinition | null>();

function formOf(content: ItemJson): FormDefinition | null {
  let form = readForms.get(content);
  if (form === undefined) {
    const raw = content.additionalFieldsForm as ItemJson | undefined;
    const parsed = raw ? z.safeParse(FormDefinition, { ...raw, id: raw.id ?? content.additionalFieldsFormId }) : undefined;
    form = parsed?.success ? parsed.data : null;
    readForms.set(content, form);
  }
  return form;
}

/** The additional-fields forms of the products, by form id (a form that does not parse is left out). */
export function additionalFieldsForms(items: Iterable<ItemJson>): Record<string, FormDefinition> {
  const forms: Record<string, FormDefinition> = {};
  for (const item of items) {
    const content = item.structuredContent as ItemJson | undefined;
    if (content === null || typeof content !== 'object' || !content.additionalFieldsForm) continue;
    const form = formOf(content);
    if (form) forms[form.id] = form;
  }
  return forms;
}

export const cartPageAdopter = defineAdopter({
  island: 'CartPage',
  rootId: CART_ROOT_ID,
  // A visitor without a cart sees the printed empty state (NO_CART_ATTRIBUTE): React comes only with a cart.
  hydrate: 'cart',
  adopt(_widget, context) {
    const settings = context.storeSettings;
    const continueUrl = settings?.continueShoppingLinkUrl;
    return {
      locale: context.locale ?? DEFAULT_LOCALE,
      checkoutUrl: CHECKOUT_URL,
      continueShoppingUrl: typeof continueUrl === 'string' && continueUrl !== '' ? continueUrl : '/',
      minimumOrder: readMinimumOrder(settings),
      forms: additionalFieldsForms(context.items?.() ?? []),
    };
  },
});
