import { describe, expect, it } from 'vitest';
import { escapeHtmlAttribute, escapeHtmlText, removeTags } from '../../../../engine/plugins/core/html-escape';

describe('escapeHtmlText', () => {
  it('escapes & < > and leaves quotes', () => {
    expect(escapeHtmlText(`"< foo & bar >" 'x'`)).toBe(`"&lt; foo &amp; bar &gt;" 'x'`);
    expect(escapeHtmlText('&amp;')).toBe('&amp;amp;');
    expect(escapeHtmlText('plain')).toBe('plain');
  });

  it('escapes specials at either end, in a row and beside astral characters', () => {
    expect(escapeHtmlText('<<&>>')).toBe('&lt;&lt;&amp;&gt;&gt;');
    expect(escapeHtmlText('a&')).toBe('a&amp;');
    expect(escapeHtmlText('😀<😀')).toBe('😀&lt;😀');
    expect(escapeHtmlText('"only quotes"')).toBe('"only quotes"');
  });
});

describe('escapeHtmlAttribute', () => {
  it('also escapes double quotes, not single ones', () => {
    expect(escapeHtmlAttribute(`"< foo & bar >" 'x'`)).toBe(`&quot;&lt; foo &amp; bar &gt;&quot; 'x'`);
    expect(escapeHtmlAttribute('{"Color":"Black"}')).toBe('{&quot;Color&quot;:&quot;Black&quot;}');
    expect(escapeHtmlAttribute('')).toBe('');
  });
});

describe('removeTags', () => {
  it('removes whole tags, across lines', () => {
    expect(removeTags('<a href="/link">link</a>')).toBe('link');
    expect(removeTags('<a\nb>t</a>')).toBe('t');
    expect(removeTags('a<>b')).toBe('ab');
  });

  it('keeps stray angle brackets that do not form a tag', () => {
    expect(removeTags('x < y > z')).toBe('x  z');
    expect(removeTags('<unclosed text')).toBe('<unclosed text');
    expect(removeTags('<<b>>x')).toBe('>x');
    expect(removeTags('&amp;')).toBe('&amp;');
  });
});
