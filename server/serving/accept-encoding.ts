// Picks the encoding of a precompressed file to send for a request's Accept-Encoding (RFC 9110 §12.5.3):
// brotli before gzip before the file as it is, each only when the client accepts it (q > 0).

/** The encodings the build writes beside a text asset, best first, with the file suffix of each. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** Each coding the header names with its weight; `*` stands for every coding not named. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    named.set(name.trim(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return named;
}

/**
 * The encodings to try for this request, best first (the caller falls back to the next when a file is missing).
 * No header means no encoding is known to be understood, so the file goes as it is.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const named = weights(header);
  const any = named.get('*');
  const weightOf = (encoding: string) => named.get(encoding) ?? (encoding === 'gzip' ? named.get('x-gzip') : undefined) ?? any ?? 0;
  // Prefer brotli on a tie (smaller); a client's higher weight for gzip wins.
  return PRECOMPRESSED.map(({ encoding }, order) => ({ encoding, q: weightOf(encoding), order }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ encoding }) => encoding);
}

/** The suffix of an encoding's file beside the original. */
export function suffixOf(encoding: ContentEncoding): string {
  return PRECOMPRESSED.find((entry) => entry.encoding === encoding)!.suffix;
}
