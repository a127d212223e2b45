/**
 * The CSRF crumb every change to the site API echoes in X-CSRF-Token. A visitor without one yet gets it from
 * any API answer; the callers pass the read that fetches it (a cart read) and decide what its failure means.
 */
export interface CrumbSource {
  /** The crumb cookie, if the browser has one yet. */
  crumb(): string | undefined;
}

/** The crumb to send: the cookie's, else the one `fetchOne` leaves behind ('' when there is still none). */
export async function crumbFor<T extends CrumbSource>(source: T, fetchOne: (source: T) => Promise<unknown>): Promise<string> {
  const existing = source.crumb();
  if (existing) return existing;
  await fetchOne(source);
  return source.crumb() ?? '';
}
