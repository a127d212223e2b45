import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../../server/content/json-files';
import { readCheckoutSettings } from '../../../server/content/checkout-settings';

const DEMO_CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kiosk-checkout-settings-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(settings: unknown): string {
  writeFileSync(join(dir, 'checkout.json'), typeof settings === 'string' ? settings : JSON.stringify(settings));
  return join(dir, 'checkout.json');
}

/** The ContentError reading `settings` throws; fails the test when it reads fine. */
function errorFor(settings: unknown): ContentError {
  write(settings);
  try {
    readCheckoutSettings(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('the settings were accepted');
}

const zone = (rates: unknown[], id = 'us') => ({ id, name: 'US', countries: ['US'], rates });
const flat = (id: string) => ({ id, name: 'Standard', type: 'flat', amount: '6.00' });

describe('readCheckoutSettings', () => {
  it('gives every default when the store has no checkout.json', () => {
    expect(readCheckoutSettings(dir)).toEqual({
      pricesIncludeTax: false,
      weightUnit: 'kg',
      shipping: { zones: [] },
      tax: { rules: [] },
      coupons: [],
      downloads: { expiresHours: 24, maxDownloads: 5, files: {} },
    });
  });

  it('reads the demo store\'s settings', () => {
    const settings = readCheckoutSettings(DEMO_CONTENT);
    expect(settings.shipping.zones.map((z) => z.id)).toEqual(['us', 'canada', 'international']);
    expect(settings.shipping.zones[0].rates[0]).toMatchObject({ name: 'Standard', amount: '6.00', freeOver: '75.00', description: '3–5 business days' });
    expect(settings.shipping.pickup?.description).toContain('41 Wall Street');
    expect(settings.tax.rules).toEqual([{ id: 'nc-state', name: 'North Carolina sales tax (state)', country: 'US', region: 'NC', rate: 0.0475, taxShipping: true }]);
    expect(settings.coupons.map((c) => c.code)).toEqual(['WELCOME10', 'FREESHIP', 'TAKE5', 'PRINTS15']);
    expect(settings.downloads.files).toEqual({ dbd90e5bac77f7519fd8956c: 'field-guide.pdf' });
  });

  it('names the file when it is not JSON', () => {
    const file = write('{ "coupons": [');
    expect(() => readCheckoutSettings(dir)).toThrow(file);
  });

  it('names the file and the field the schema refuses', () => {
    const error = errorFor({ shipping: { zones: [zone([{ ...flat('std'), amount: 'six dollars' }])] } });
    expect(error.message).toContain(join(dir, 'checkout.json'));
    expect(error.message).toContain('shipping.zones[0].rates[0].amount: an amount is decimal text such as "6.00"');
  });

  it('says what an unknown choice should be, in English', () => {
    expect(errorFor({ coupons: [{ code: 'X', type: 'bogo' }] }).message).toMatch(/coupons\[0\]\.type: Invalid option/);
  });

  it.each([
    ['a flat rate without an amount', { shipping: { zones: [zone([{ id: 'std', name: 'S', type: 'flat' }])] } }, 'shipping.zones[0].rates[0].amount: a flat rate needs an "amount"'],
    ['price tiers without tiers', { shipping: { zones: [zone([{ id: 'exp', name: 'E', type: 'price-tiers' }])] } }, 'shipping.zones[0].rates[0].tiers: a price-tiers rate needs "tiers"'],
    ['weight tiers without tiers', { shipping: { zones: [zone([flat('std'), { id: 'w', name: 'W', type: 'weight-tiers' }])] } }, 'shipping.zones[0].rates[1].tiers: a weight-tiers rate needs "tiers"'],
    ['a catch-all tier before the last', { shipping: { zones: [zone([{ id: 'w', name: 'W', type: 'weight-tiers', tiers: [{ amount: '1.00' }, { upTo: 5, amount: '2.00' }] }])] } }, 'shipping.zones[0].rates[0].tiers[0].upTo: only the last tier may leave out "upTo"'],
    ['a percentage coupon without percent', { coupons: [{ code: 'TEN', type: 'percentage' }] }, 'coupons[0].percent: a percentage coupon needs "percent"'],
    ['a fixed coupon without amount', { coupons: [{ code: 'TAKE5', type: 'fixed' }] }, 'coupons[0].amount: a fixed coupon needs an "amount"'],
    ['an end before the start', { coupons: [{ code: 'X', type: 'free-shipping', startsAt: '2025-06-02T00:00:00Z', endsAt: '2025-06-01T00:00:00Z' }] }, 'coupons[0].endsAt: "endsAt" must be after "startsAt"'],
    ['two zones with one id', { shipping: { zones: [zone([flat('a')]), zone([flat('b')])] } }, 'shipping.zones[1].id: the zone id "us" is used twice'],
    ['two rates with one id across zones', { shipping: { zones: [zone([flat('std')]), zone([flat('std')], 'ca')] } }, 'shipping.zones[1].rates[0].id: the rate id "std" is used twice'],
    ['a pickup id that is a rate id', { shipping: { zones: [zone([flat('std')])], pickup: { id: 'std', description: 'At the shop' } } }, 'shipping.pickup.id: the pickup id "std" is also a rate id'],
    ['two tax rules with one id', { tax: { rules: [{ id: 'nc', name: 'A', country: 'US', rate: 0.01 }, { id: 'nc', name: 'B', country: 'US', rate: 0.02 }] } }, 'tax.rules[1].id: the tax rule id "nc" is used twice'],
    ['two coupons differing only in case', { coupons: [{ code: 'FREESHIP', type: 'free-shipping' }, { code: 'freeship', type: 'free-shipping' }] }, 'coupons[1].code: the coupon code "freeship" is used twice'],
  ])('refuses %s, naming the file and the field', (_name, settings, message) => {
    const error = errorFor(settings);
    expect(error.message).toBe(`${join(dir, 'checkout.json')}: ${message}`);
  });
});
