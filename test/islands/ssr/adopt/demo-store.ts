/** The demo store's content (content/) as the publisher hands it to the island adopters, for adopter tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetMarkup, type IslandContext, type ItemJson } from '../../../../islands/ssr/adopter';
import { parseFragment } from '../../../../islands/ssr/html-fragment';
import { parseAttributes } from '../../../../islands/ssr/html-attributes';
import { findElementsByClass } from '../../../../islands/ssr/find-elements';

const CONTENT = join(__dirname, '../../../../content');

export const site = JSON.parse(readFileSync(join(CONTENT, 'website.json'), 'utf8'));
export const item = (slug: string): ItemJson => JSON.parse(readFileSync(join(CONTENT, 'collections/shop/items', `${slug}.json`), 'utf8'));

export function demoContext(storeSettings: ItemJson = site.websiteSettings.storeSettings): IslandContext {
  const slugs = ['classic-tee', 'ceramic-mug', 'limited-print', 'gift-card', 'coffee-subscription', 'field-guide-ebook', 'design-consultation', 'name-necklace'];
  const items = new Map(slugs.map((slug) => [item(slug).id as string, item(slug)]));
  return { findItem: (id) => items.get(id), storeSettings, locale: 'en-US' };
}

/** The widget in `html` whose root has `rootClass`, as an adopter receives it. */
export function widget(html: string, rootClass: string) {
  const [found] = findElementsByClass(html, rootClass);
  return widgetMarkup(parseAttributes(found.attributeText), html.slice(found.contentStart, found.contentEnd));
}
