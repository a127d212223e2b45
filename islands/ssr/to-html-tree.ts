/** Turns a parsed fragment into the compact tree HtmlTree renders (for markup that travels in data-props). */
import type { HtmlTreeNode } from '../html-tree/html-tree';
import { isElement, parseFragment, type HtmlNode } from './html-fragment';

export function toHtmlTree(nodes: readonly HtmlNode[]): HtmlTreeNode[] {
  return nodes.map((node) => (isElement(node) ? [node.tag, node.attributes, toHtmlTree(node.children)] : node));
}

export function htmlToTree(html: string): HtmlTreeNode[] {
  return toHtmlTree(parseFragment(html).children);
}
