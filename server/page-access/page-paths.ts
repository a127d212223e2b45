// The URL a page file is published at (the rule of publisher/routes.ts: `collection.fullUrl`, else `/<urlId>`, and
// `/` for home) and the request paths that name it (`/x/`, `/x/index.html`).

function normalize(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function protectedPagePath(urlId: string, data: Record<string, unknown>): string {
  const collection = data.collection;
  const fullUrl = collection !== null && typeof collection === 'object' ? (collection as Record<string, unknown>).fullUrl : undefined;
  if (typeof fullUrl === 'string' && fullUrl !== '') return normalize(fullUrl);
  return urlId === 'home' ? '/' : `/${urlId}`;
}

/** The page path a request path asks for: `/wholesale/index.html` and `/wholesale/` are `/wholesale`. */
export function requestPagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape names no page; compare it as it came.
  }
  return normalize(path.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
}
