import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_ATTRIBUTE, closingTag, ID_ATTRIBUTE, OPENING_TAG_SOURCE } from '../../../islands/ssr/find-elements';
import { findRoots, holdsRootAfter, rootKeys, type RootElement, type RootKeys } from '../../../islands/ssr/find-roots';

/** The plain reading findRoots must agree with: every opening tag in order, its first class and id looked up. */
function everyTagRoots(html: string, keys: RootKeys): RootElement[] {
  const found: RootElement[] = [];
  const idsTaken = new Set<string>();
  const tag = new RegExp(OPENING_TAG_SOURCE, 'g');
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const attributeText = m[2] ?? '';
    const adopters = new Set<number>();
    const classes = CLASS_ATTRIBUTE.exec(attributeText);
    for (const name of (classes?.[1] ?? classes?.[2] ?? '').split(/\s+/)) for (const index of keys.byClass.get(name) ?? []) adopters.add(index);
    const id = ID_ATTRIBUTE.exec(attributeText);
    const idValue = id?.[1] ?? id?.[2];
    const byId = idValue !== undefined && !idsTaken.has(idValue) ? keys.byId.get(idValue) : undefined;
    for (const index of byId ?? []) adopters.add(index);
    if (adopters.size === 0) continue;
    const name = m[1].toLowerCase();
    const contentStart = m.index + m[0].length;
    const close = closingTag(html, name, contentStart);
    if (!close) continue;
    if (byId) idsTaken.add(idValue as string);
    found.push({ tag: name, start: m.index, contentStart, contentEnd: close.at, end: close.end, attributeText, adopters: [...adopters].sort((a, b) => a - b) });
  }
  return found;
}

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

  it('finds what reading every tag finds, on generated pages', () => {
    // Quoted values may hold ">" and class-like text; a "<" inside an attribute value is read as item-regions.ts reads it.
    const pieces = [
      '<div class="a">', '</div>', '<span class="b x">', '</span>', '<p id="root">', '</p>', '<p>', '<br>', '<i>', '</i>',
      '<img class="a" alt="c>d">', '<a href="/" class=\'a\'>', '</a>', '<div data-x="y" id="root" class="b">', '<DIV CLASS="a">',
      '<section title=\'q "class=a"\' class="x b">', '</section>', 'text class="a" id="root" ', ' > ', '<b class="a"/>',
      '<div id="other" class="a b">', '<span class="ab">', '<p class="a" class="b">', '<li class = "a">', '</li>', '<ul id=\'root\'>', '</ul>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const html = parts.join('');
        expect(findRoots(html, keys)).toEqual(everyTagRoots(html, keys));
      }),
      { numRuns: 3000 },
    );
  });
});
