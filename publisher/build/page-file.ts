/** Where a page's document is written in the published folder (Astro's `build.format: 'directory'` layout). */
import path from 'node:path';
import { NOT_FOUND_PATH } from '../routes';

/** `/` → `index.html`, `/404` → `404.html`, `/shop/p/tee` → `shop/p/tee/index.html` (relative, with `/`). */
export function pageFile(routePath: string): string {
  if (routePath === NOT_FOUND_PATH) return '404.html';
  if (routePath === '/') return 'index.html';
  return `${routePath.slice(1)}/index.html`;
}

export function pageFilePath(outDir: string, routePath: string): string {
  // join takes `/` as a separator on every system, and normalises it where it is not one.
  return path.join(outDir, pageFile(routePath));
}
