/** Content types of the files a site publishes, by extension (used in dev; the static server decides in production). */
const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot >= 0 && TYPES[file.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
