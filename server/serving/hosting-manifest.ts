// What the build tells the server about the published pages (dist/.kiosk-hosting.json): the API origin the pages
// call, and the hashes of their inline scripts, which the Content-Security-Policy must name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A dot file: the static file handler never serves names starting with a dot. */
export const HOSTING_MANIFEST = '.kiosk-hosting.json';

export interface HostingManifest {
  /** the API's origin the pages call, when it is not their own */
  apiOrigin?: string;
  /** CSP hash sources ('sha256-…') of every inline script in the published and protected pages */
  scriptHashes: string[];
}

export function manifestPath(distDir: string): string {
  return join(distDir, HOSTING_MANIFEST);
}

/** The build's manifest; an empty one for a dist/ built before manifests existed. */
export function readHostingManifest(distDir: string): HostingManifest {
  const file = manifestPath(distDir);
  if (!existsSync(file)) return { scriptHashes: [] };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<HostingManifest>;
    return {
      apiOrigin: typeof parsed.apiOrigin === 'string' && parsed.apiOrigin !== '' ? parsed.apiOrigin : undefined,
      scriptHashes: Array.isArray(parsed.scriptHashes) ? parsed.scriptHashes.filter((hash) => typeof hash === 'string') : [],
    };
  } catch {
    return { scriptHashes: [] };
  }
}
