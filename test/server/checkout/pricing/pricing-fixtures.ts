// Builders for pricing tests: priced lines, settings written as an owner would write them, and a quote input
// with the demo store's settings unless a test says otherwise.
import { fileURLToPath } from 'node:url';
import { centsToDecimal } from '../../../../engine/commerce/money';
import { CheckoutSettings, type CheckoutSettingsInput } from '../../../../schemas/checkout-settings';
import type { PricedLine, QuoteInput } from '../../../../server/checkout/pricing/quote-input';
import { readCheckoutSettings } from '../../../../server/content/checkout-settings';

export const DEMO_SETTINGS = readCheckoutSettings(fileURLToPath(new URL('../../../../content', import.meta.url)));

/** 2025-06-01T12:00:00Z */
export const NOW = Date.UTC(2025, 5, 1, 12);

export const NC = { country: 'US', region: 'NC', postalCode: '28801' };
export const CALIFORNIA = { country: 'US', region: 'CA', postalCode: '94110' };
export const ONTARIO = { country: 'CA', region: 'ON', postalCode: 'M5V 2T6' };
export const FRANCE = { country: 'FR', region: '', postalCode: '75001' };

export function settings(input: CheckoutSettingsInput): CheckoutSettings {
  return CheckoutSettings.parse(input);
}

let lineNumber = 0;

export function physical(unitCents: number, extra: Partial<PricedLine> = {}): PricedLine {
  lineNumber += 1;
  return {
    entryId: `entry-${lineNumber}`,
    itemId: `item-${lineNumber}`,
    sku: `SKU-${lineNumber}`,
    title: `Line ${lineNumber}`,
    productType: 'PHYSICAL',
    categories: [],
    quantity: 1,
    unitCents,
    weight: 0,
    ...extra,
  };
}

export function digital(unitCents: number, extra: Partial<PricedLine> = {}): PricedLine {
  return physical(unitCents, { productType: 'DIGITAL', ...extra });
}

export function giftCardLine(unitCents: number, extra: Partial<PricedLine> = {}): PricedLine {
  return physical(unitCents, { productType: 'GIFT_CARD', ...extra });
}

export const formatUsd = (cents: number): string => `$${centsToDecimal(cents, 'USD')}`;

export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    lines: [],
    currency: 'USD',
    settings: DEMO_SETTINGS,
    giftCards: [],
    minimumOrderCents: null,
    formatMoney: formatUsd,
    now: NOW,
    ...overrides,
  };
}

export function giftCard(code: string, balanceCents: number, extra: { currency?: string; disabled?: boolean; id?: string } = {}) {
  return {
    code,
    card: {
      id: extra.id ?? `card-${code}`,
      balanceCents,
      currency: extra.currency ?? 'USD',
      last4: code.slice(-4),
      disabled: extra.disabled ?? false,
    },
  };
}
