/**
 * Which product a widget belongs to when its markup names none (a price, a mark, a scarcity notice): the
 * innermost enclosing element that carries `data-item-id` (the product page's block, a product card).
 */
import { closingTag, openingTagAround } from './find-elements';

export interface ItemRegion {
  itemId: string;
  /** Offset of `<` of the opening tag. */
  start: number;
  /** Offset just after the closing tag. */
  end: number;
}

const ITEM_ID_ATTRIBUTE = /\sdata-item-id\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const ITEM_ID_NAME = 'data-item-id';

/**
 * Every element with a data-item-id, in document order. Found from the attribute's name back to its tag's `<`: a
 * page has a few such elements among a thousand tags, and reading every tag was a scan of its own per page.
 */
export function itemRegions(html: string): ItemRegion[] {
  const regions: ItemRegion[] = [];
  let lastTag = -1;
  for (let at = html.indexOf(ITEM_ID_NAME); at >= 0; at = html.indexOf(ITEM_ID_NAME, at + ITEM_ID_NAME.length)) {
    const m = openingTagAround(html, at);
    // The name in text: passed over.
    if (!m || m.index === lastTag) continue;
    const tagStart = m.index;
    lastTag = tagStart;
    const id = ITEM_ID_ATTRIBUTE.exec(m[2] ?? '');
    if (!id || m[0].endsWith('/>')) continue;
    const close = closingTag(html, m[1].toLowerCase(), tagStart + m[0].length);
    if (close) regions.push({ itemId: id[1] ?? id[2] ?? '', start: tagStart, end: close.end });
  }
  return regions;
}

/** The item id of the innermost region around `offset` (a region starting there is the widget itself). */
export function itemIdAround(regions: readonly ItemRegion[], offset: number): string | undefined {
  let found: ItemRegion | undefined;
  for (const region of regions) {
    if (region.start >= offset) break;
    if (region.end > offset && (!found || region.start > found.start)) found = region;
  }
  return found?.itemId;
}
