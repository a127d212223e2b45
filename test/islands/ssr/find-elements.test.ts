import { describe, expect, it } from 'vitest';
import { findElementsByClass, hasClass } from '../../../islands/ssr/find-elements';

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
