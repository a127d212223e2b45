/**
 * A minimal HTML parser for the small, well-formed fragments the engine's widget formatters print:
 * enough to read labels, values and attributes out of a widget when adopting it as an island.
 */
import { decodeEntities, parseAttributes } from './html-attributes';

export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;

export function parseFragment(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#fragment', attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const top = () => stack[stack.length - 1];
  for (const m of html.matchAll(TOKEN)) {
    const [token, closing, opening, attributeText] = m;
    if (token.startsWith('<!--')) continue;
    if (closing !== undefined) {
      const tag = closing.toLowerCase();
      let at = stack.length - 1;
      while (at > 0 && stack[at].tag !== tag) at--;
      if (at > 0) stack.length = at; // tolerate unclosed children; ignore `</input>` and strays
      continue;
    }
    if (opening !== undefined) {
      const tag = opening.toLowerCase();
      const selfClosing = attributeText.trimEnd().endsWith('/');
      const element: HtmlElement = {
        tag,
        attributes: parseAttributes(selfClosing ? attributeText.trimEnd().slice(0, -1) : attributeText),
        children: [],
      };
      top().children.push(element);
      if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
      continue;
    }
    top().children.push(decodeEntities(token));
  }
  return root;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return typeof node !== 'string';
}

/** Every element below `node` (depth first, document order) that matches. */
export function findAll(node: HtmlElement, matches: (e: HtmlElement) => boolean): HtmlElement[] {
  const out: HtmlElement[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (matches(child)) out.push(child);
    out.push(...findAll(child, matches));
  }
  return out;
}

export function findFirst(node: HtmlElement, matches: (e: HtmlElement) => boolean): HtmlElement | undefined {
  return findAll(node, matches)[0];
}

export function byClass(className: string): (e: HtmlElement) => boolean {
  return (e) => (e.attributes.class ?? '').split(/\s+/).includes(className);
}

export function byTag(tag: string): (e: HtmlElement) => boolean {
  return (e) => e.tag === tag;
}

export function textContent(node: HtmlNode): string {
  return isElement(node) ? node.children.map(textContent).join('') : node;
}
