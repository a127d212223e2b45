// The store's checkout settings, as the owner writes them in content/checkout.json: shipping zones and rates,
// tax rules, coupons, the minimum order, digital downloads. Amounts are decimal text in the store's currency
// ("6.00"), as everywhere in content/; dates ISO 8601.
import * as z from 'zod/mini';

const Amount = z.string().check(z.regex(/^\d+(\.\d{1,3})?$/, { error: 'an amount is decimal text such as "6.00"' }));
const Id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'an id is 1 to 60 letters, digits, "-" or "_"' }));
const Country = z.string().check(z.regex(/^([A-Z]{2}|\*)$/, { error: 'a country is an ISO 3166-1 code such as "US", or "*" for any' }));

/** One price band: up to `upTo` (order subtotal, or total weight), inclusive; the last band has no `upTo`. */
const Tier = z.object({ upTo: z.optional(z.union([Amount, z.number().check(z.nonnegative())])), amount: Amount });

export const ShippingRate = z.object({
  id: Id,
  name: z.string().check(z.minLength(1)),
  /** shown under the name: "3–5 business days" */
  description: z._default(z.string(), ''),
  /**
   * flat: `amount` per order; price-tiers: by order subtotal; weight-tiers: by the lines' total weight;
   * `freeOver` (any type): free when the subtotal after discounts is at least this
   */
  type: z.enum(['flat', 'price-tiers', 'weight-tiers']),
  amount: z.optional(Amount),
  tiers: z.optional(z.array(Tier).check(z.minLength(1))),
  freeOver: z.optional(Amount),
});
export type ShippingRate = z.output<typeof ShippingRate>;

export const ShippingZone = z.object({
  id: Id,
  name: z.string(),
  /** the countries it covers; "*" covers every country no other zone names */
  countries: z.array(Country).check(z.minLength(1)),
  /** limits the zone to these regions (states, provinces) of its countries; empty: all */
  regions: z._default(z.array(z.string()), []),
  rates: z.array(ShippingRate).check(z.minLength(1)),
});
export type ShippingZone = z.output<typeof ShippingZone>;

export const LocalPickup = z.object({
  id: Id,
  name: z._default(z.string(), 'Local pickup'),
  /** where and when to collect, shown as the option's description */
  description: z.string(),
  amount: z._default(Amount, '0.00'),
  /** the countries whose customers may choose it; default: any */
  countries: z._default(z.array(Country), ['*']),
});

export const TaxRule = z.object({
  id: Id,
  name: z.string(),
  country: Country,
  /** a region of the country (state code such as "NC"); absent: the whole country */
  region: z.optional(z.string()),
  /** 0.0475 for 4.75 % */
  rate: z.number().check(z.nonnegative(), z.maximum(1)),
  taxShipping: z._default(z.boolean(), false),
});
export type TaxRule = z.output<typeof TaxRule>;

export const Coupon = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'a coupon code is 1 to 40 letters, digits, "-" or "_"' })),
  type: z.enum(['percentage', 'fixed', 'free-shipping']),
  /** percentage: 10 for 10 % off */
  percent: z.optional(z.number().check(z.positive(), z.maximum(100))),
  /** fixed: this much off the (scoped) subtotal */
  amount: z.optional(Amount),
  minSubtotal: z.optional(Amount),
  startsAt: z.optional(z.iso.datetime({ offset: true })),
  endsAt: z.optional(z.iso.datetime({ offset: true })),
  /** uses across all orders; absent: unlimited */
  limit: z.optional(z.int().check(z.positive())),
  /** uses per customer email; absent: unlimited */
  perCustomerLimit: z.optional(z.int().check(z.positive())),
  /** only these products (item ids or url slugs) or categories count toward and get the discount; absent: all */
  scope: z.optional(z.object({
    itemIds: z._default(z.array(z.string()), []),
    categories: z._default(z.array(z.string()), []),
  })),
});
export type Coupon = z.output<typeof Coupon>;

export const CheckoutSettings = z.object({
  /** prices in content/ include tax (tax is then the part of the total that is tax) */
  pricesIncludeTax: z._default(z.boolean(), false),
  /** the store's unit for variant weights: tiers' `upTo` is in it */
  weightUnit: z._default(z.enum(['kg', 'lb', 'g', 'oz']), 'kg'),
  shipping: z._default(z.object({
    zones: z._default(z.array(ShippingZone), []),
    pickup: z.optional(LocalPickup),
  }), { zones: [] }),
  tax: z._default(z.object({ rules: z._default(z.array(TaxRule), []) }), { rules: [] }),
  coupons: z._default(z.array(Coupon), []),
  downloads: z._default(z.object({
    /** how long a download link works */
    expiresHours: z._default(z.number().check(z.positive()), 24),
    /** how many times it may be used */
    maxDownloads: z._default(z.int().check(z.positive()), 5),
    /** item id (or url slug) → the file, relative to the site folder's downloads/ (never published) */
    files: z._default(z.record(z.string(), z.string()), {}),
  }), { expiresHours: 24, maxDownloads: 5, files: {} }),
});
export type CheckoutSettings = z.output<typeof CheckoutSettings>;
export type CheckoutSettingsInput = z.input<typeof CheckoutSettings>;
