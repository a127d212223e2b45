/**
 * Splits the HTML site.region produced into the parts the Astro layout places: <html> and <body>
 * attributes, head content and body content. A region without <body> is all body.
 */
import { parseAttributes } from '../islands/ssr';

export interface DocumentParts {
  htmlAttributes: Record<string, string>;
  head: string;
  bodyAttributes: Record<string, string>;
  body: string;
}

function tagAttributes(html: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}(\\s[^>]*)?>`, 'i').exec(html);
  return open?.[1] ? parseAttributes(open[1]) : {};
}

/** Where the last `</tag>` is, in any letter case (-1: none): the last lower-case one, or a later one in other case. */
function lastClosingTag(html: string, tag: string): number {
  let last = html.lastIndexOf(`</${tag}>`);
  // A later one in another letter case: only the text after the last lower-case one is searched.
  const anyCase = new RegExp(`</${tag}>`, 'gi');
  anyCase.lastIndex = last + 1;
  for (let m = anyCase.exec(html); m; m = anyCase.exec(html)) last = m.index;
  return last;
}

function between(html: string, tag: string): string | undefined {
  const open = new RegExp(`<${tag}(?:\\s[^>]*)?>`, 'i').exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const close = lastClosingTag(html, tag);
  return html.slice(start, close >= start ? close : html.length);
}

export function splitDocument(html: string): DocumentParts {
  const body = between(html, 'body');
  if (body === undefined) return { htmlAttributes: {}, head: '', bodyAttributes: {}, body: html };
  return {
    htmlAttributes: tagAttributes(html, 'html'),
    head: between(html, 'head') ?? '',
    bodyAttributes: tagAttributes(html, 'body'),
    body,
  };
}
