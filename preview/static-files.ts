/** The template's and content's own files (assets/, scripts/, styles/ beside the sheets, content images), kept inside their folder. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file `relative` names inside `folder`, or undefined (missing, a folder, or outside it). */
export function fileResponse(folder: string, relative: string, ifNoneMatch?: string): Response | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const root = path.resolve(folder);
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep) || !existsSync(file)) return undefined;
  const stat = statSync(file);
  if (!stat.isFile()) return undefined;
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Revalidated on every use (an asset may be saved too), answered 304 while unchanged.
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', ETag: `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"` };
  if (ifNoneMatch === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(readFileSync(file), { headers });
}
