/**
 * Where the site API answers: the pages' own origin, or the one the build named (apiOrigin / KIOSK_API_ORIGIN) in
 * `<meta name="kiosk-api-origin">` when the pages are on a static host and the API elsewhere. Read from the page,
 * not baked into the bundle, so one build's scripts serve any deployment.
 */

export const API_ORIGIN_META = 'kiosk-api-origin';

/** The API's origin without a trailing slash; '' for the page's own origin (and outside a browser). */
export function apiOrigin(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string {
  const content = doc?.querySelector(`meta[name="${API_ORIGIN_META}"]`)?.getAttribute('content') ?? '';
  return content.trim().replace(/\/+$/, '');
}
