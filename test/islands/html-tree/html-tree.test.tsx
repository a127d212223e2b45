import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlTree } from '../../../islands/html-tree/html-tree';
import { htmlToTree } from '../../../islands/ssr/to-html-tree';

describe('HtmlTree', () => {
  it('renders parsed markup back as the same HTML', () => {
    const html =
      '<span class="visually-hidden v6-visually-hidden">Sale Price:</span><span class="sqs-money-native">20.00</span> ' +
      '<span class="original-price"><span class="sqs-money-native">25.00</span></span><label for="x" data-a="1">A &amp; B</label>';
    expect(renderToStaticMarkup(<HtmlTree nodes={htmlToTree(html)} />)).toBe(html);
  });

  it('keeps text exactly, escaping it again', () => {
    expect(htmlToTree('a &lt;b&gt;')).toEqual(['a <b>']);
    expect(renderToStaticMarkup(<HtmlTree nodes={['a <b>']} />)).toBe('a &lt;b&gt;');
  });
});
