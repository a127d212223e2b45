import { describe, expect, it } from 'vitest';
import { findElementsByClass, findElementsById, hasClass } from '../../../islands/ssr/find-elements';

describe('findElementsByClass', () => {
  const html =
    '<p>a</p><div class="x widget" data-a=">"><div class="inner"><div></div></div>tail</div>' +
    '<section class="widget"><div class="widget">nested</div></section><span class="widgets">no</span>';

  it('finds outermost elements with the class, balancing their own tag', () => {
    const found = findElementsByClass(html, 'widget');
    expect(found.map((f) => html.slice(f.start, f.end))).toEqual([
      '<div class="x widget" data-a=">"><div class="inner"><div></div></div>tail</div>',
      '<section class="widget"><div class="widget">nested</div></section>',
    ]);
    expect(html.slice(found[0].contentStart, found[0].contentEnd)).toBe('<div class="inner"><div></div></div>tail');
    expect(found[0].attributeText).toBe(' class="x widget" data-a=">"');
  });

  it('skips an element that never closes', () => {
    expect(findElementsByClass('<div class="widget"><div>', 'widget')).toEqual([]);
  });

  it('matches whole class names only', () => {
    expect(hasClass(' class="widgets"', 'widget')).toBe(false);
    expect(hasClass(" class='a widget'", 'widget')).toBe(true);
  });
});

describe('findElementsById', () => {
  it('finds the one element with the id, with its content bounds', () => {
    const html = '<main><div id="sqs-cart-root-x"></div><div class="a" id="sqs-cart-root"><div>in</div></div></main>';
    const [found, ...more] = findElementsById(html, 'sqs-cart-root');
    expect(more).toEqual([]);
    expect(html.slice(found.contentStart, found.contentEnd)).toBe('<div>in</div>');
    expect(findElementsById(html, 'nope')).toEqual([]);
  });
});
