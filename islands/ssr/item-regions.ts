/**
 * Which product a widget belongs to when its markup names none (a price, a mark, a scarcity notice): the
 * innermost enclosing element that carries `data-item-id` (the product page's block, a product card).
 */
import { closingTag } from './find-elements';

export interface ItemRegion {
  itemId: string;
  /** Offset of `<` of the opening tag. */
  start: number;
  /** Offset just after the closing tag. */
  end: number;
}

const OPENING_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s(?:[^>"']|"[^"]*"|'[^']*')*)?>/g;
const ITEM_ID_ATTRIBUTE = /\sdata-item-id\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** Every element with a data-item-id, in document order. */
export function itemRegions(html: string): ItemRegion[] {
  const regions: ItemRegion[] = [];
  OPENING_TAG.lastIndex = 0;
  for (let m = OPENING_TAG.exec(html); m; m = OPENING_TAG.exec(html)) {
    const id = ITEM_ID_ATTRIBUTE.exec(m[2] ?? '');
    if (!id || m[0].endsWith('/>')) continue;
    const close = closingTag(html, m[1].toLowerCase(), m.index + m[0].length);
    if (close) regions.push({ itemId: id[1] ?? id[2] ?? '', start: m.index, end: close.end });
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
