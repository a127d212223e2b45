/**
 * A page's whole document, byte for byte what site/layouts/published-page.astro renders for it: the shell Astro
 * rendered once (publisher/build/shell-mode.ts) with the page's parts put in place of the sentinels. Attributes and
 * the title are serialised by Astro's own runtime functions, so they are escaped exactly as a page Astro renders.
 */
import { addAttribute, escapeHTML, spreadAttributes } from 'astro/runtime/server/index.js';
import type { PublishedPage } from '../publish-page';
import { SENTINEL } from './shell-mode';

/** What the layout prints when the template's head lacks it, as the compiled layout writes each (in this order). */
const DEFAULT_TAGS = {
  charset: '<meta charset="utf-8">',
  viewport: '<meta name="viewport" content="width=device-width, initial-scale=1">',
  title: `<title>${SENTINEL.title}</title>`,
  siteCss: '<link rel="stylesheet" href="/site.css">',
  icon: '<link rel="icon" href="data:,">',
} as const;

export interface ShellDocument {
  /** `<!DOCTYPE html><html` */
  beforeHtmlAttributes: string;
  /** from `>` after lang up to and including `<head>` */
  afterLang: string;
  /** what Astro adds before `</head>` (the islands' stylesheet), `</head>` and what follows up to `<body` */
  afterHead: string;
  /** from the body tag's `>` up to where the page's body goes */
  beforeBody: string;
  /** the islands runtime script and the document's end */
  afterBody: string;
}

export class ShellLayoutError extends Error {}

function cut(text: string, marker: string, what: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new ShellLayoutError(`the shell page has no ${what} (${marker}): site/layouts/published-page.astro changed; update publisher/build/document.ts`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** Splits the shell page Astro rendered; throws when the layout no longer prints what this module reproduces. */
export function parseShell(html: string): ShellDocument {
  const [beforeHtmlAttributes, afterHtml] = cut(html, ` lang="${SENTINEL.lang}"`, 'lang attribute');
  if (!beforeHtmlAttributes.endsWith('<html')) throw new ShellLayoutError('the shell page has attributes before lang on <html>');
  const headTags = `${DEFAULT_TAGS.charset}${SENTINEL.head}${DEFAULT_TAGS.viewport}${DEFAULT_TAGS.title}${DEFAULT_TAGS.siteCss}${DEFAULT_TAGS.icon}`;
  const [afterLang, afterHeadTags] = cut(afterHtml, headTags, 'head tags in the expected order');
  const [afterHead, bodyAndRest] = cut(afterHeadTags, '<body', 'body tag');
  if (!bodyAndRest.startsWith('>')) throw new ShellLayoutError('the shell page has attributes on <body>');
  const [beforeBody, afterBody] = cut(bodyAndRest.slice(1), SENTINEL.body, 'body');
  return { beforeHtmlAttributes, afterLang, afterHead, beforeBody: `>${beforeBody}`, afterBody };
}

/** The layout's head: the template's head with the tags it lacks (published-page.astro's conditions). */
function headOf(page: PublishedPage): string {
  const head = page.head;
  return [
    /<meta[^>]+charset/i.test(head) ? '' : DEFAULT_TAGS.charset,
    head,
    /<meta[^>]+name=["']?viewport/i.test(head) ? '' : DEFAULT_TAGS.viewport,
    /<title[\s>]/i.test(head) ? '' : `<title>${String(escapeHTML(page.title))}</title>`,
    /href=["']?\/site\.css/i.test(head) ? '' : DEFAULT_TAGS.siteCss,
    /<link[^>]+rel=["']?(?:shortcut )?icon/i.test(head) ? '' : DEFAULT_TAGS.icon,
  ].join('');
}

/** One join of the parts: the document comes out as one flat string, which writing and hashing it need anyway. */
export function composeDocument(shell: ShellDocument, page: PublishedPage): string {
  return [
    shell.beforeHtmlAttributes,
    String(spreadAttributes(page.htmlAttributes)),
    String(addAttribute(page.lang, 'lang')),
    shell.afterLang,
    headOf(page),
    shell.afterHead,
    '<body',
    String(spreadAttributes(page.bodyAttributes)),
    shell.beforeBody,
    page.body,
    shell.afterBody,
  ].join('');
}
