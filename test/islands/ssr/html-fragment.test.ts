import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeAttribute, escapeDoubleQuotedAttribute, escapeSingleQuotedAttribute, parseAttributes } from '../../../islands/ssr/html-attributes';
import { byClass, byTag, findAll, findFirst, parseFragment, textContent } from '../../../islands/ssr/html-fragment';

describe('parseFragment', () => {
  it('builds a tree with decoded attributes and text, void and explicitly closed inputs alike', () => {
    const root = parseFragment(
      '<div class="a"><select aria-label="Select color&amp;hue"><option value="">Pick &lt;one&gt;</option></select>' +
        '<input type="radio" id="r"/><input aria-label="Quantity" value="1"></input><!-- note --><span>t</span></div>',
    );
    const div = findFirst(root, byClass('a'));
    expect(div?.children.map((c) => (typeof c === 'string' ? c : c.tag))).toEqual(['select', 'input', 'input', 'span']);
    expect(findFirst(root, byTag('select'))?.attributes['aria-label']).toBe('Select color&hue');
    expect(textContent(findFirst(root, byTag('option'))!)).toBe('Pick <one>');
    expect(findAll(root, byTag('input')).map((i) => i.attributes)).toEqual([
      { type: 'radio', id: 'r' },
      { 'aria-label': 'Quantity', value: '1' },
    ]);
  });

  it('tolerates unclosed children', () => {
    const root = parseFragment('<div><p>one<p>two</div><b>after</b>');
    expect(root.children.map((c) => (typeof c === 'string' ? c : c.tag))).toEqual(['div', 'b']);
  });
});

describe('html attributes', () => {
  it('parses quoted, unquoted and bare attributes', () => {
    expect(parseAttributes(` data-a="1" data-b='2' data-c=3 data-dynamic-strings CLASS="x"`)).toEqual({
      'data-a': '1',
      'data-b': '2',
      'data-c': '3',
      'data-dynamic-strings': '',
      class: 'x',
    });
  });

  it('decodes named and numeric references', () => {
    expect(decodeEntities('&quot;a&quot; &#39;b&#x27; &amp;amp; &unknown;')).toBe(`"a" 'b' &amp; &unknown;`);
  });

  it('decodes JSON full of &quot; with its other references as one pass would', () => {
    expect(decodeEntities('{&quot;a&quot;:&quot;&amp;quot; &lt;&quot;,&quot;b&quot;:&quot;&amp;&amp;quot;&quot;}')).toBe('{"a":"&quot; <","b":"&&quot;"}');
    expect(decodeEntities('&quot;&quot;quot;')).toBe('""quot;');
  });

  it("escapes only & ' < > in a single-quoted value, and the browser reads the same text back", () => {
    const json = `{"a":"it's <b> & c"}`;
    expect(escapeSingleQuotedAttribute(json)).toBe(`{"a":"it&#39;s &lt;b&gt; &amp; c"}`);
    expect(parseAttributes(`data-props='${escapeSingleQuotedAttribute(json)}'`)['data-props']).toBe(json);
  });

  it('escapes text for either quote style', () => {
    expect(escapeAttribute(`{"a":"it's <b> & c"}`)).toBe('{&quot;a&quot;:&quot;it&#39;s &lt;b&gt; &amp; c&quot;}');
  });

  it('escapes text for a double-quoted value with & " < only, and reads back the same', () => {
    const title = `Tom's "best" <picks> & more`;
    expect(escapeDoubleQuotedAttribute(title)).toBe(`Tom's &quot;best&quot; &lt;picks> &amp; more`);
    expect(parseAttributes(`title="${escapeDoubleQuotedAttribute(title)}"`).title).toBe(title);
    expect(escapeDoubleQuotedAttribute('https://shop.example/a?b=1')).toBe('https://shop.example/a?b=1');
  });
});
