// Site-wide store settings the server needs, read from content/website.json.
import { existsSync } from 'node:fs';
import { decimalToCents } from '../../engine/commerce';
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError, readJsonFile } from './json-files';

export interface StoreSettings {
  websiteId: string;
  /** the site's title: emails sign with it */
  storeName: string;
  /** where the published site lives (absolute links in emails); env KIOSK_SITE_URL overrides it */
  baseUrl: string;
  /** the site's language (money and dates in emails) */
  locale: string;
  /** the store's IANA time zone (billing dates, dates in emails) */
  timeZone: string;
  /** the store's address for customers (website.contactEmail) */
  contactEmail: string;
  currency: string;
  multipleQuantityAllowedForServices: boolean;
  /** the minimum-order rule (storeSettings.minimumOrderSubtotal), null when there is none */
  minimumOrderCents: number | null;
}

const WebsiteFile = z.looseObject({
  website: z.looseObject({
    id: z.string().optional(),
    siteTitle: z.string().optional(),
    title: z.string().optional(),
    baseUrl: z.string().optional(),
    language: z.string().optional(),
    timeZone: z.string().optional(),
    contactEmail: z.string().optional(),
  }).optional(),
  websiteSettings: z
    .looseObject({
      multipleQuantityAllowedForServices: z.boolean().optional(),
      storeSettings: z
        .looseObject({
          selectedCurrency: z.string().optional(),
          multipleQuantityAllowedForServices: z.boolean().optional(),
          minimumOrderSubtotal: z.looseObject({ value: z.union([z.string(), z.number()]), currency: z.string().optional() }).nullable().optional(),
        })
        .optional(),
    })
    .optional(),
});

export function readStoreSettings(contentDir: string): StoreSettings {
  const file = join(contentDir, 'website.json');
  const parsed = existsSync(file) ? WebsiteFile.safeParse(readJsonFile(file)) : WebsiteFile.safeParse({});
  if (!parsed.success) throw new ContentError(file, parsed.error.message);
  const websiteSettings = parsed.data.websiteSettings;
  const store = websiteSettings?.storeSettings;
  const website = parsed.data.website;
  const currency = store?.selectedCurrency ?? 'USD';
  const minimum = store?.minimumOrderSubtotal ? decimalToCents(store.minimumOrderSubtotal.value, currency) : undefined;
  return {
    websiteId: website?.id ?? '',
    storeName: website?.siteTitle ?? website?.title ?? 'Kiosk store',
    baseUrl: (website?.baseUrl ?? 'http://localhost:4321').replace(/\/+$/, ''),
    locale: website?.language ?? 'en-US',
    timeZone: website?.timeZone ?? 'UTC',
    contactEmail: website?.contactEmail ?? '',
    currency,
    minimumOrderCents: minimum !== undefined && minimum > 0 ? minimum : null,
    // Spec §4: multiple quantities for services are allowed by default.
    multipleQuantityAllowedForServices:
      store?.multipleQuantityAllowedForServices ?? websiteSettings?.multipleQuantityAllowedForServices ?? true,
  };
}
