import { describe, expect, it } from 'vitest';
import { escapeHtmlKeepingAmpersands, jsonAttribute } from '../../../../../../engine/plugins/commerce/widgets/markup/html-escape';

describe('html-escape', () => {
  it('keeps ampersands while still closing off quotes and tags', () => {
    expect(escapeHtmlKeepingAmpersands('Select color&hue "x" <b>')).toBe('Select color&hue &quot;x&quot; &lt;b&gt;');
  });

  it('carries JSON in an attribute', () => {
    expect(jsonAttribute({ a: `b&c'<` })).toBe(`{&quot;a&quot;:&quot;b&amp;c'&lt;&quot;}`);
    expect(jsonAttribute(undefined)).toBe('');
  });
});
