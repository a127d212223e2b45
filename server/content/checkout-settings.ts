// The store's checkout settings, read from content/checkout.json: shipping, tax, coupons and downloads. A store
// without the file sells with the defaults (no shipping zones, no tax, no coupons).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { en } from 'zod/locales';
import { CheckoutSettings } from '../../schemas/checkout-settings';
import { ContentError, readJsonFile } from './json-files';

interface SettingsProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** Reads and checks `<contentDir>/checkout.json`; throws a ContentError naming the file and the field. */
export function readCheckoutSettings(contentDir: string): CheckoutSettings {
  const file = join(contentDir, 'checkout.json');
  const raw = existsSync(file) ? readJsonFile(file) : {};
  // zod/mini carries no messages of its own; the owner reads English ones.
  const parsed = CheckoutSettings.safeParse(raw, { error: en().localeError });
  if (!parsed.success) throw settingsError(file, parsed.error.issues[0]);
  const problem = crossFieldProblems(parsed.data)[0];
  if (problem) throw settingsError(file, problem);
  return parsed.data;
}

function settingsError(file: string, problem: SettingsProblem): ContentError {
  return new ContentError(file, `${fieldPath(problem.path)}: ${problem.message}`);
}

/** "shipping.zones[0].rates[1].amount" */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`), '');
}

/** The rules the schema cannot say field by field: what each type needs, and ids that must not repeat. */
export function crossFieldProblems(settings: CheckoutSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const zoneIds = new Set<string>();
  // Rate and pickup ids are the shipping option ids a customer's choice names, so they are unique store-wide.
  const optionIds = new Set<string>();

  settings.shipping.zones.forEach((zone, z) => {
    const zonePath = ['shipping', 'zones', z];
    if (zoneIds.has(zone.id)) problems.push({ path: [...zonePath, 'id'], message: `the zone id "${zone.id}" is used twice` });
    zoneIds.add(zone.id);
    zone.rates.forEach((rate, r) => {
      const ratePath = [...zonePath, 'rates', r];
      if (optionIds.has(rate.id)) problems.push({ path: [...ratePath, 'id'], message: `the rate id "${rate.id}" is used twice` });
      optionIds.add(rate.id);
      if (rate.type === 'flat' && rate.amount === undefined) {
        problems.push({ path: [...ratePath, 'amount'], message: 'a flat rate needs an "amount"' });
      }
      if (rate.type !== 'flat') {
        if (rate.tiers === undefined) problems.push({ path: [...ratePath, 'tiers'], message: `a ${rate.type} rate needs "tiers"` });
        rate.tiers?.slice(0, -1).forEach((tier, t) => {
          if (tier.upTo === undefined) {
            problems.push({ path: [...ratePath, 'tiers', t, 'upTo'], message: 'only the last tier may leave out "upTo"' });
          }
        });
      }
    });
  });
  const pickup = settings.shipping.pickup;
  if (pickup && optionIds.has(pickup.id)) {
    problems.push({ path: ['shipping', 'pickup', 'id'], message: `the pickup id "${pickup.id}" is also a rate id` });
  }

  const taxIds = new Set<string>();
  settings.tax.rules.forEach((rule, i) => {
    if (taxIds.has(rule.id)) problems.push({ path: ['tax', 'rules', i, 'id'], message: `the tax rule id "${rule.id}" is used twice` });
    taxIds.add(rule.id);
  });

  const codes = new Set<string>();
  settings.coupons.forEach((coupon, i) => {
    const couponPath = ['coupons', i];
    // Customers type codes in any case, so WELCOME10 and welcome10 would be the same coupon.
    const code = coupon.code.toUpperCase();
    if (codes.has(code)) problems.push({ path: [...couponPath, 'code'], message: `the coupon code "${coupon.code}" is used twice` });
    codes.add(code);
    if (coupon.type === 'percentage' && coupon.percent === undefined) {
      problems.push({ path: [...couponPath, 'percent'], message: 'a percentage coupon needs "percent"' });
    }
    if (coupon.type === 'fixed' && coupon.amount === undefined) {
      problems.push({ path: [...couponPath, 'amount'], message: 'a fixed coupon needs an "amount"' });
    }
    if (coupon.startsAt !== undefined && coupon.endsAt !== undefined && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
      problems.push({ path: [...couponPath, 'endsAt'], message: '"endsAt" must be after "startsAt"' });
    }
  });
  return problems;
}
