/**
 * The Squarespace tags a developer template prints that are not JSON-T: they pass through the engine as text
 * and are replaced in its output. `<squarespace:navigation navigationId template>` renders blocks/<template>.block
 * over that navigation's items; `<squarespace:script src>` loads scripts/<src>; `<squarespace:block-field id>`
 * is an editable area on Squarespace, an empty placeholder offline. (`<squarespace:query>` is rewritten before
 * compiling, by the publisher's own code.)
 */
import { escapeDoubleQuotedAttribute, parseAttributes } from '../islands/ssr';
import type { JsonObject } from '../publisher/source';

const NAVIGATION = /<squarespace:navigation\b([^>]*?)\/?>(?:\s*<\/squarespace:navigation>)?/gi;
const SCRIPT = /<squarespace:script\b([^>]*?)\/?>(?:\s*<\/squarespace:script>)?/gi;
const BLOCK_FIELD = /<squarespace:block-field\b([^>]*?)\/?>(?:\s*<\/squarespace:block-field>)?/gi;

export interface TagRenderer {
  /** Renders blocks/<name> against the context; undefined when the block is missing. */
  block(name: string, context: JsonObject): string | undefined;
}

/** The navigation's links in the shape Squarespace's navigation blocks read (`items[].collection.navigationTitle`…). */
export function navigationItems(context: JsonObject, navigationId: string, currentPath: string): JsonObject[] {
  const navigation = context.navigation as JsonObject | undefined;
  const lists = navigation && typeof navigation === 'object' ? Object.values(navigation).filter(Array.isArray) : [];
  // A template's navigation id rarely matches the content's: show the first navigation rather than none.
  const links = Array.isArray(navigation?.[navigationId]) ? (navigation[navigationId] as unknown[]) : (lists[0] ?? []);
  return links
    .filter((l): l is JsonObject => l !== null && typeof l === 'object')
    .map((link) => {
      const url = typeof link.url === 'string' ? link.url : typeof link.fullUrl === 'string' ? link.fullUrl : '';
      const title = typeof link.title === 'string' ? link.title : url;
      const active = url === currentPath;
      return { ...link, title, url, active, folderActive: active, collection: { title, navigationTitle: title, fullUrl: url, urlId: url.replace(/^\//, '') } };
    });
}

export function replaceSquarespaceTags(html: string, context: JsonObject, currentPath: string, renderer: TagRenderer): string {
  return html
    .replace(NAVIGATION, (tag, attributes: string) => {
      const { navigationid: navigationId = '', template = '' } = parseAttributes(attributes);
      const name = template.endsWith('.block') ? template : `${template}.block`;
      const rendered = renderer.block(name, { ...context, items: navigationItems(context, navigationId, currentPath) });
      return rendered ?? `<!-- squarespace:navigation: blocks/${name} not found -->`;
    })
    .replace(SCRIPT, (tag, attributes: string) => {
      const { src = '' } = parseAttributes(attributes);
      const url = /^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/scripts/${src}`;
      return `<script src="${escapeDoubleQuotedAttribute(url)}"></script>`;
    })
    .replace(BLOCK_FIELD, (tag, attributes: string) => {
      const { id = '' } = parseAttributes(attributes);
      return `<div class="sqs-layout" data-block-field="${escapeDoubleQuotedAttribute(id)}"></div>`;
    });
}
