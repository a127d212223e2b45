// Site-wide store settings the server needs, read from content/website.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError, readJsonFile } from './json-files';

export interface StoreSettings {
  websiteId: string;
  currency: string;
  multipleQuantityAllowedForServices: boolean;
}

const WebsiteFile = z.looseObject({
  website: z.looseObject({ id: z.string().optional() }).optional(),
  websiteSettings: z
    .looseObject({
      multipleQuantityAllowedForServices: z.boolean().optional(),
      storeSettings: z
        .looseObject({
          selectedCurrency: z.string().optional(),
          multipleQuantityAllowedForServices: z.boolean().optional(),
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
  return {
    websiteId: parsed.data.website?.id ?? '',
    currency: store?.selectedCurrency ?? 'USD',
    // Spec §4: multiple quantities for services are allowed by default.
    multipleQuantityAllowedForServices:
      store?.multipleQuantityAllowedForServices ?? websiteSettings?.multipleQuantityAllowedForServices ?? true,
  };
}
