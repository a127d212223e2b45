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

/** The first `<tag …>` (any letter case), with its attribute text in [1]. */
function openingTag(html: string, tag: string): RegExpExecArray | null {
  return new RegExp(`<${tag}(\\s[^>]*)?>`, 'i').exec(html);
}

function attributesOf(open: RegExpExecArray | null): Record<string, string> {
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

/** The content of the first `<tag>`, up to its last closing tag (to the end when it has none). */
function contentOf(html: string, open: RegExpExecArray, tag: string): string {
  const start = open.index + open[0].length;
  const close = lastClosingTag(html, tag);
  return html.slice(start, close >= start ? close : html.length);
}

export function splitDocument(html: string): DocumentParts {
  const bodyOpen = openingTag(html, 'body');
  if (!bodyOpen) return { htmlAttributes: {}, head: '', bodyAttributes: {}, body: html };
  // <html> and <head> come before <body>: only that text is read for them. Looking for </head> through a list
  // page's 470 KB took longer than the rest of the split.
  const beforeBody = html.slice(0, bodyOpen.index);
  const headOpen = openingTag(beforeBody, 'head');
  return {
    htmlAttributes: attributesOf(openingTag(beforeBody, 'html')),
    head: headOpen ? contentOf(beforeBody, headOpen, 'head') : '',
    bodyAttributes: attributesOf(bodyOpen),
    body: contentOf(html, bodyOpen, 'body'),
  };
}
