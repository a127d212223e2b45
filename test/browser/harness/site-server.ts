/** Starts the production server (dist/ + /api) on a free port with its own database, as `kiosk serve` would. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST_DIR, PROJECT_ROOT } from '../../../cli/project';
import { startServer, type RunningServer } from '../../../cli/serve/start-server';
import type { EnvApiOptions } from '../../../server/entry';

export function temporaryDatabase(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-db-')), 'kiosk.db');
}

/**
 * The site's server trusts 127.0.0.1 as a proxy (KIOSK_TRUST_PROXY): a test plays several visitors by sending each
 * page with its own X-Forwarded-For (rate limits count per client address); without the header it is one client.
 */
export const TEST_PROXY = '127.0.0.1';

/** `more`: further API options, e.g. `background` (an environment) to deliver emails while the site runs. */
export async function startSite(dbPath = temporaryDatabase(), more: Partial<EnvApiOptions> = {}): Promise<RunningServer & { dbPath: string }> {
  const api = { dbFile: dbPath, contentDir: path.join(PROJECT_ROOT, 'content'), trustProxy: TEST_PROXY, ...more };
  const server = await startServer({ projectRoot: PROJECT_ROOT, distDir: DIST_DIR, port: 0, hostname: '127.0.0.1', api });
  return { ...server, url: `http://127.0.0.1:${server.port}`, dbPath };
}
