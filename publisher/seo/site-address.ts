// The site's public address (website.baseUrl in content/website.json), as absolute page URLs are built from it.
import type { SiteContent } from '../source/load-content';
import type { JsonObject } from '../source/read-json';

/** `https://shop.example` (no trailing slash), or undefined when website.baseUrl is not an http(s) URL. */
export function siteBaseUrl(content: Pick<SiteContent, 'site'>): string | undefined {
  const raw = ((content.site.website as JsonObject | undefined)?.baseUrl ?? '') as unknown;
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** The absolute URL of the page at `path` (`/shop/p/mug`). */
export function pageUrl(baseUrl: string, path: string): string {
  return path === '/' ? `${baseUrl}/` : `${baseUrl}${path}`;
}
