// Serves the published site from dist/: the precompressed copy the client accepts (brotli, then gzip) with the
// original's Content-Type, a strong ETag per representation answered with 304 on If-None-Match, and the cache policy:
// Astro's content-hashed /_astro/* files for a year, everything else revalidated on each use.
import { createReadStream, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings, suffixOf, type ContentEncoding } from './accept-encoding';
import { createEntityTags, matchesTag, type EntityTags } from './entity-tags';
import { isCompressible } from './text-assets';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages may be cached, but every use asks first (the ETag makes the answer a cheap 304 when nothing changed). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const HASHED_ASSETS_PREFIX = '/_astro/';

export interface StaticFilesOptions {
  /** the published site's folder (absolute) */
  root: string;
}

/** The file a URL path names under root, or undefined when it names none (or tries to leave root or reach a dot file). */
export function fileFor(root: string, pathname: string): { file: string; stats: Stats } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'))) return undefined;
  let file = join(root, ...segments);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  let stats = statSync(file, { throwIfNoEntry: false });
  // Astro's directory format: /about is about/index.html.
  if (stats?.isDirectory()) {
    file = join(file, 'index.html');
    stats = statSync(file, { throwIfNoEntry: false });
  }
  return stats?.isFile() ? { file, stats } : undefined;
}

/** The accepted precompressed copy that exists and is not older than the original (a stale copy is never sent). */
function compressedCopy(file: string, original: Stats, accept: string | undefined): { encoding: ContentEncoding; stats: Stats } | undefined {
  if (!isCompressible(file)) return undefined;
  for (const encoding of acceptedEncodings(accept)) {
    const stats = statSync(file + suffixOf(encoding), { throwIfNoEntry: false });
    if (stats?.isFile() && stats.mtimeMs >= original.mtimeMs) return { encoding, stats };
  }
  return undefined;
}

/**
 * The answer for a published file: the precompressed copy the request accepts, with the original's type, the length
 * of what is sent and Vary. With `tags` (a 200), a strong ETag per representation and a 304 for a matching
 * If-None-Match; the cache policy by path. Without (the 404 page), no tag and no caching.
 */
export function fileAnswer(request: Request, file: string, stats: Stats, options: { status: number; tags?: EntityTags }): Response {
  const pathname = new URL(request.url).pathname;
  const copy = compressedCopy(file, stats, request.headers.get('accept-encoding') ?? undefined);
  const headers = new Headers({ 'Content-Type': getMimeType(file) ?? 'application/octet-stream' });
  // Caches must keep the encodings apart, even when this client got the file as it is.
  if (isCompressible(file)) headers.set('Vary', 'Accept-Encoding');
  if (options.tags) {
    headers.set('Cache-Control', pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
    headers.set('ETag', options.tags.tagOf(file, stats, copy?.encoding));
    if (matchesTag(request.headers.get('if-none-match') ?? undefined, headers.get('ETag')!)) {
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
  }
  if (copy) headers.set('Content-Encoding', copy.encoding);
  const body = copy ? file + suffixOf(copy.encoding) : file;
  headers.set('Content-Length', String((copy?.stats ?? stats).size));
  if (request.method === 'HEAD') return new Response(null, { status: options.status, headers });
  return new Response(Readable.toWeb(createReadStream(body)) as ReadableStream, { status: options.status, headers });
}

export function staticFiles(options: StaticFilesOptions): MiddlewareHandler {
  const tags = createEntityTags();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const found = fileFor(options.root, c.req.path);
    if (!found) return next();
    return fileAnswer(c.req.raw, found.file, found.stats, { status: 200, tags });
  };
}
