import { describe, expect, it } from 'vitest';
import { parseFragment } from '../../../islands/ssr/html-fragment';
import { serializeHtml } from '../../../islands/ssr/serialize-html';

describe('serializeHtml', () => {
  it('writes parsed markup back: attributes escaped, void elements unclosed, text escaped', () => {
    const html = '\n  <img class="a" src="/x.jpg" alt="A &quot;tee&quot; &amp; more" fetchpriority="high" decoding="async">\n  <p data-x=\'1\'>Fish &amp; chips &lt;3</p>';
    expect(serializeHtml(parseFragment(html).children)).toBe(
      '\n  <img class="a" src="/x.jpg" alt="A &quot;tee&quot; &amp; more" fetchpriority="high" decoding="async">\n  <p data-x="1">Fish &amp; chips &lt;3</p>',
    );
  });

  it('keeps attributes without a value bare', () => {
    expect(serializeHtml(parseFragment('<input type="radio" checked>').children)).toBe('<input type="radio" checked>');
  });
});
