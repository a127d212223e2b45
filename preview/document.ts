/**
 * The HTML document around a rendered preview page, as site/layouts/published-page.astro builds it for the
 * published site (charset, viewport, title, /site.css and an icon when the head lacks them; the islands'
 * script), plus the preview's own client: live reload, the error overlay and the warnings list.
 */
import type { PublishedPage } from '../publisher';
import type { Diagnostic } from './diagnostics';

export const PREVIEW_PREFIX = '/_preview';
/** Names this run's islands bundle: cached by the browser for the run, never across runs (the code may change). */
export const BUNDLE_SESSION = Date.now().toString(36);
export const ISLANDS_PREFIX = `${PREVIEW_PREFIX}/islands/${BUNDLE_SESSION}`;
export const ISLANDS_SCRIPT = `${ISLANDS_PREFIX}/client.js`;
export const ISLANDS_STYLES = `${ISLANDS_PREFIX}/islands.css`;
export const CLIENT_SCRIPT = `${PREVIEW_PREFIX}/client.js`;
export const STATE_ELEMENT_ID = 'kiosk-preview-state';

/** What the preview client starts with: the page's version, its warnings, and its errors when it could not render. */
export interface PreviewState {
  path: string;
  version: number;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function attributes(map: Record<string, string>): string {
  return Object.entries(map)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** The state as a JSON script element (`<` escaped so no text in it can close the element). */
function stateScript(state: PreviewState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

function previewTail(state: PreviewState): string {
  // Deferred: a reload's parsing never waits for it behind the page's images.
  return `${stateScript(state)}<script defer src="${CLIENT_SCRIPT}"></script>`;
}

export function pageDocument(page: PublishedPage, state: PreviewState): string {
  const head = page.head;
  const extra = [
    /<meta[^>]+charset/i.test(head) ? '' : '<meta charset="utf-8">',
    head,
    /<meta[^>]+name=["']?viewport/i.test(head) ? '' : '<meta name="viewport" content="width=device-width, initial-scale=1">',
    /<title[\s>]/i.test(head) ? '' : `<title>${escapeText(page.title)}</title>`,
    /href=["']?\/site\.css/i.test(head) ? '' : '<link rel="stylesheet" href="/site.css">',
    /<link[^>]+rel=["']?(?:shortcut )?icon/i.test(head) ? '' : '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="${ISLANDS_STYLES}">`,
  ].join('');
  return (
    `<!doctype html><html${attributes({ ...page.htmlAttributes, lang: page.lang })}><head>${extra}</head>` +
    `<body${attributes(page.bodyAttributes)}>${page.body}<script type="module" src="${ISLANDS_SCRIPT}"></script>` +
    `${previewTail(state)}</body></html>`
  );
}

/** A page that never rendered: only the overlay, over an empty document. */
export function errorDocument(state: PreviewState): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Preview error</title><link rel="icon" href="data:,"></head><body>${previewTail(state)}</body></html>`;
}

/** The last good render of a page with the current problems: the overlay opens over it. */
export function withState(html: string, state: PreviewState): string {
  const start = html.indexOf(`<script type="application/json" id="${STATE_ELEMENT_ID}">`);
  const clientTag = `<script defer src="${CLIENT_SCRIPT}"></script>`;
  const end = html.indexOf(clientTag, start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + previewTail(state) + html.slice(end + clientTag.length);
}
