// Which published files are text worth compressing: the build writes .br and .gz copies of these, and the server
// looks for the copies only for these.

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest', '.ico',
]);

/** Files this small gain nothing from compression (a brotli frame and the header cost more than they save). */
export const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(file: string): boolean {
  const dot = file.lastIndexOf('.');
  return dot >= 0 && COMPRESSIBLE_EXTENSIONS.has(file.slice(dot).toLowerCase());
}
