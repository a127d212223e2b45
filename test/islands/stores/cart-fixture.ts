/** A cart as the server answers it (schemas/cart ShoppingCart), for store tests. */
import type { CartEntry, ShoppingCart } from '../../../schemas/cart';

export function cartEntry(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    id: 'e1',
    itemId: 'tee',
    quantity: 1,
    title: 'Tee',
    subTotal: 2500,
    purchasePriceCents: 2500,
    listPriceCents: 2500,
    onSale: false,
    chosenVariant: { sku: 'M-BLK', attributes: { Size: 'M', Color: 'Black' } },
    productType: 'PHYSICAL',
    url: '/shop/p/tee',
    image: null,
    unlimited: false,
    qtyInStock: 10,
    maxQuantity: 10,
    additionalFieldsFormId: null,
    additionalFields: null,
    formSubmission: [],
    ...overrides,
  };
}

export function shoppingCart(entries: CartEntry[] = []): ShoppingCart {
  const totalQuantity = entries.reduce((n, e) => n + e.quantity, 0);
  const subtotal = entries.reduce((n, e) => n + e.subTotal, 0);
  return {
    id: 'cart-1',
    websiteId: 'w',
    orderId: null,
    created: 1,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: subtotal,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotal,
    totalQuantity,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: totalQuantity > 0,
    currencyCode: 'USD',
    version: entries.length,
  };
}
