import { describe, expect, it } from 'vitest';
import { findRoots, holdsRootAfter, rootKeys } from '../../../islands/ssr/find-roots';

describe('findRoots', () => {
  // Adopters 0 and 2 take class "a", 1 takes "b", 3 takes id "root".
  const keys = rootKeys([{ rootClass: 'a' }, { rootClass: 'b' }, { rootClass: 'a' }, { rootId: 'root' }]);

  it('finds every element any adopter takes in one scan, with its adopters in order', () => {
    const html = '<p class="x">t</p><div class="b a" data-x=">"><span class="b">in</span></div><section id="root">r</section>';
    const roots = findRoots(html, keys);
    expect(roots.map((r) => [html.slice(r.start, r.end), r.adopters])).toEqual([
      ['<div class="b a" data-x=">"><span class="b">in</span></div>', [0, 1, 2]],
      ['<span class="b">in</span>', [1]],
      ['<section id="root">r</section>', [3]],
    ]);
    expect(html.slice(roots[0].contentStart, roots[0].contentEnd)).toBe('<span class="b">in</span>');
  });

  it('gives an id adopter the first element with its id that closes, and passes over unclosed ones', () => {
    const html = '<div id="root"><p id="root">second</p>';
    expect(findRoots(html, keys).map((r) => html.slice(r.start, r.end))).toEqual(['<p id="root">second</p>']);
    const twice = '<i id="root">1</i><b id="root">2</b>';
    expect(findRoots(twice, keys).map((r) => r.tag)).toEqual(['i']);
  });

  it('says whether an island holds a root of a later adopter', () => {
    expect(holdsRootAfter('<b class="b">x</b>', keys, 0)).toBe(true);
    expect(holdsRootAfter('<b class="b">x</b>', keys, 1)).toBe(false);
    expect(holdsRootAfter('<b>x</b>', keys, 0)).toBe(false);
  });
});
