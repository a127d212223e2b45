/**
 * The site folder a build or dev server publishes: KIOSK_ROOT (set by `kiosk build --site` and friends, since Astro
 * itself always runs from Kiosk's folder), else Astro's root, which is the bundled demo site.
 */
import path from 'node:path';

export const SITE_ROOT_ENV = 'KIOSK_ROOT';

export function siteRootOf(astroRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[SITE_ROOT_ENV];
  return fromEnv ? path.resolve(fromEnv) : astroRoot;
}
