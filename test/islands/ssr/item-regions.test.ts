import { describe, expect, it } from 'vitest';
import { itemIdAround, itemRegions } from '../../../islands/ssr/item-regions';

const page =
  '<main><article class="product-detail" data-item-id="tee"><div class="product-price">$25</div>' +
  '<div class="product-variants" data-item-id="tee"><div>x</div></div></article>' +
  '<ul><li><article class="product-card" data-item-id=\'mug\'><div><div class="product-price">$18</div></div></article></li></ul>' +
  '<div class="product-price">loose</div></main>';

describe('item regions', () => {
  const regions = itemRegions(page);

  it('lists every element with a data-item-id, from its opening tag to its closing tag', () => {
    expect(regions.map((r) => [r.itemId, page.slice(r.start, r.end)])).toEqual([
      ['tee', page.slice(page.indexOf('<article class="product-detail"'), page.indexOf('<ul>'))],
      ['tee', '<div class="product-variants" data-item-id="tee"><div>x</div></div>'],
      ['mug', page.slice(page.indexOf('<article class="product-card"'), page.indexOf('</li>'))],
    ]);
  });

  it('gives a widget the product block it sits in', () => {
    const at = (text: string) => page.indexOf(text);
    expect(itemIdAround(regions, at('<div class="product-price">$25'))).toBe('tee');
    expect(itemIdAround(regions, at('<div class="product-price">$18'))).toBe('mug');
    expect(itemIdAround(regions, at('<div class="product-price">loose'))).toBeUndefined();
  });

  it('passes over the attribute name in text, and finds a tag whose earlier attribute holds a "<"', () => {
    const tricky =
      '<p>set data-item-id="x" on a block</p><section title="a<b" data-item-id="s1"><i>in</i></section>' +
      '<div data-note="1 < 2" class="c" data-item-id="d1"></div>';
    expect(itemRegions(tricky).map((r) => [r.itemId, tricky.slice(r.start, r.end)])).toEqual([
      ['s1', '<section title="a<b" data-item-id="s1"><i>in</i></section>'],
      ['d1', '<div data-note="1 < 2" class="c" data-item-id="d1"></div>'],
    ]);
  });

  it('does not count a widget as inside itself', () => {
    expect(itemIdAround(regions, page.indexOf('<div class="product-variants"'))).toBe('tee');
    expect(itemIdAround(regions, page.indexOf('<article class="product-detail"'))).toBeUndefined();
  });
});
