// Test fixture for the store commands (`kiosk keys|orders|stock|subscriptions`): each test gets a SQLite file of its
// own that the command opens (KIOSK_DB) and that servers made here share; `kiosk(…)` runs the command in-process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import { main } from '../../cli/main';
import { createApi, type ApiOptions, type KioskApi } from '../../server/api';
import { CONTENT_DIR } from '../server/visitor';

export interface CommandStore {
  /** this test's database file */
  readonly dbFile: string;
  /** Runs `kiosk …` in-process, capturing what it prints (stdout and stderr together). */
  kiosk(...args: string[]): Promise<{ code: number; output: string }>;
  /** An API over the same database and the demo content, closed after the test. */
  server(options?: Partial<ApiOptions>): KioskApi;
}

/** Registers the hooks; `name` names the temp folders. Payments: the test provider only, whatever the shell has. */
export function useCommandStore(name: string): CommandStore {
  let dbFile = '';
  const apis: KioskApi[] = [];
  beforeEach(() => {
    dbFile = path.join(mkdtempSync(path.join(tmpdir(), `kiosk-${name}-`)), 'kiosk.db');
    vi.stubEnv('KIOSK_DB', dbFile);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('KIOSK_TEST_PAYMENTS', 'on');
    vi.stubEnv('KIOSK_STRIPE_SECRET_KEY', '');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    for (const api of apis.splice(0)) await api.close();
  });
  return {
    get dbFile() {
      return dbFile;
    },
    async kiosk(...args) {
      const out: string[] = [];
      const log = (...parts: unknown[]) => void out.push(`${parts.join(' ')}\n`);
      vi.spyOn(console, 'log').mockImplementation(log);
      vi.spyOn(console, 'error').mockImplementation(log);
      const code = await main(args);
      vi.restoreAllMocks();
      return { code, output: out.join('') };
    },
    server(options = {}) {
      const api = createApi({ dbFile, contentDir: CONTENT_DIR, log: () => {}, ...options });
      apis.push(api);
      return api;
    },
  };
}
