/**
 * Renders one route into its file of the folder being assembled: the publisher's page in the shell's document,
 * with the API origin meta the hosting step would add, and its brotli and gzip copies; reports what the page read
 * and its inline scripts' hashes (the manifest keeps both, so the next build need not read the page again).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_PREFIX } from '../../schemas/page-access';
import { compressPage } from '../hosting/compress-assets';
import { inlineScriptHashes, withApiOriginMeta } from '../hosting/page-pass';
import type { SitePublisher } from '../site-publisher';
import { composeDocument, type ShellDocument } from './document';
import { pageFilePath } from './page-file';
import { NOT_FOUND_PATH } from '../routes';

export interface RenderedPageFile {
  path: string;
  /** ids of the content items read beyond the route's own, sorted */
  itemsRead: string[];
  scriptHashes: string[];
  /** whether its .br/.gz copies were written beside it */
  compressed: boolean;
}

export interface PageTarget {
  /** the folder being assembled */
  outDir: string;
  shell: ShellDocument;
  /** the origin the pages call the API at (undefined: their own) */
  apiOrigin: string | undefined;
}

export function renderToFile(site: SitePublisher, routePath: string, target: PageTarget): RenderedPageFile {
  const route = routePath === NOT_FOUND_PATH ? site.notFoundRoute() : site.publishedRoute(routePath);
  if (!route) throw new Error(`no route for ${routePath}`);
  const read = new Set<string>();
  const page = site.publish(route, (itemId) => read.add(itemId));
  const html = withApiOriginMeta(composeDocument(target.shell, page), target.apiOrigin);
  const file = pageFilePath(target.outDir, routePath);
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(html);
  writeFileSync(file, bytes);
  // A protected page moves to the private folder, which gets no copies.
  const compressed = !routePath.startsWith(`${PRIVATE_PREFIX}/`) && compressPage(file, bytes);
  return { path: routePath, itemsRead: [...read].sort(), scriptHashes: inlineScriptHashes(html), compressed };
}
