/** Writes parsed markup back out as HTML, for islands that keep part of a widget as raw markup (React never re-renders it). */
import { escapeAttribute } from './html-attributes';
import { isElement, VOID_TAGS, type HtmlNode } from './html-fragment';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function serializeHtml(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (!isElement(node)) {
      out += escapeText(node);
      continue;
    }
    let attributes = '';
    for (const [name, value] of Object.entries(node.attributes)) attributes += value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
    out += `<${node.tag}${attributes}>`;
    if (!VOID_TAGS.has(node.tag)) out += `${serializeHtml(node.children)}</${node.tag}>`;
  }
  return out;
}
