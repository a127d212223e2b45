/** An order as the server answers it (schemas/checkout OrderView), for the order pages' tests. */
import type { OrderLine, OrderView } from '../../../schemas/checkout';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'l1', itemId: 'tee', sku: 'M-BLK', title: 'Tee', productType: 'PHYSICAL', quantity: 2, unitPriceCents: 2500, subtotalCents: 5000,
    attributes: { Size: 'M' }, refundedQuantity: 0, download: null, giftCardRecipient: null,
    ...overrides,
  };
}

export function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 'ord_1', orderNumber: 1001, status: 'placed', paymentStatus: 'captured', email: 'ada@example.com', createdAt: Date.UTC(2026, 2, 4, 12),
    currencyCode: 'USD', lines: [orderLine()], subtotalCents: 5000, discountCents: 0, shippingCents: 600, taxCents: 238, giftCardCents: 0,
    grandTotalCents: 5838, amountChargedCents: 5838, refundedCents: 0, couponCode: null,
    shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Main St', city: 'Durham', region: 'NC', postalCode: '27701', country: 'US' },
    shippingOption: { id: 'standard', name: 'Standard', description: '3–5 business days', kind: 'delivery', amountCents: 600 },
    taxLines: [{ id: 'nc', name: 'NC sales tax', rate: 0.0475, amountCents: 238 }],
    testMode: false, fulfillment: null, subscription: null,
    statusUrl: '/commerce/orders/status?order=ord_1&token=tttttttttttttttttttt',
    analytics: {
      id: 'ord_1', purchasedCartId: 'cart-1', testMode: false, websiteId: 'w',
      items: [{ sku: 'M-BLK', productName: 'Tee', quantity: 2, unitPrice: { decimalValue: '25.00', currencyCode: 'USD' } }],
      grandTotal: { decimalValue: '58.38', currencyCode: 'USD' },
      shippingTotal: { decimalValue: '6.00', currencyCode: 'USD' },
      taxTotal: { decimalValue: '2.38', currencyCode: 'USD' },
    },
    ...overrides,
  };
}
