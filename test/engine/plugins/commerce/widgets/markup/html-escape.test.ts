import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeHtmlKeepingAmpersands,
  jsonAttribute,
} from '../../../../../../engine/plugins/commerce/widgets/markup/html-escape';

describe('html-escape', () => {
  it('escapes & < > " and leaves single quotes', () => {
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;\'&lt;/a&gt;');
  });

  it('can keep ampersands while still closing off quotes', () => {
    expect(escapeHtmlKeepingAmpersands('Select color&hue "x"')).toBe('Select color&hue &quot;x&quot;');
  });

  it('carries JSON in an attribute', () => {
    expect(jsonAttribute({ a: 'b&c' })).toBe('{&quot;a&quot;:&quot;b&amp;c&quot;}');
    expect(jsonAttribute(undefined)).toBe('');
  });
});
