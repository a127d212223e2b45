/**
 * `kiosk preview` running: the preview session, the offline /api (server/ createApi over a throw-away SQLite
 * file, the catalog from the content folder, so add to cart works), the watcher and the HTTP server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApi } from '../server';
import { formatDiagnostic } from './diagnostics';
import { ChangeEvents } from './events';
import { islandsFile } from './islands-bundle';
import { Preview, type Change, type PreviewOptions } from './preview';
import { createPreviewApp } from './server';
import { watchFolders, type Watcher } from './watcher';

type KioskApi = ReturnType<typeof createApi>;

export interface StartPreviewOptions extends PreviewOptions {
  port?: number;
  hostname?: string;
  /** Answer /api with an offline Kiosk API (default true). */
  api?: boolean;
  /** Told about every applied change, with the time it took to apply (ms). */
  onChange?(change: Change, ms: number): void;
}

export interface RunningPreview {
  url: string;
  port: number;
  preview: Preview;
  close(): Promise<void>;
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, hostname?: string): Promise<{ http: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const http: ServerType = serve({ fetch, port, hostname }, (info) => resolve({ http, port: info.port }));
    http.on('error', reject);
  });
}

export async function startPreview(options: StartPreviewOptions): Promise<RunningPreview> {
  const preview = await Preview.open(options);
  // Bundled in the background: the first page asks for it at once.
  void islandsFile('client.js').catch(() => undefined);
  const events = new ChangeEvents();
  let api: KioskApi | undefined;
  let dataDir: string | undefined;
  if (options.api !== false) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-preview-'));
    api = createApi({ dbFile: path.join(dataDir, 'preview.db'), contentDir: options.contentDir, log: () => undefined });
    try {
      await api.ready;
    } catch (error) {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const app = createPreviewApp(preview, events, api);

  // Changes are applied one at a time, in order; each one is announced once applied.
  let applying = Promise.resolve();
  const watcher: Watcher = watchFolders(
    [
      { root: 'template', dir: options.templateDir },
      { root: 'data', dir: preview.dataDir },
    ],
    (files) => {
      applying = applying.then(async () => {
        const started = performance.now();
        const change = await preview.apply(files);
        events.broadcast(change, (urlPath) => preview.status(urlPath));
        options.onChange?.(change, performance.now() - started);
      });
    },
  );
  const { http, port } = await listen(app.fetch, options.port ?? 0, options.hostname);
  return {
    url: `http://localhost:${port}`,
    port,
    preview,
    async close() {
      watcher.close();
      events.close();
      await new Promise<void>((done) => {
        http.close(() => done());
        if ('closeAllConnections' in http) http.closeAllConnections();
      });
      await api?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every problem of every page, as `file:line:column: message` lines (what the command prints at start). */
export function previewProblems(preview: Preview): string[] {
  const seen = new Set<string>();
  for (const urlPath of preview.source.paths()) {
    const state = preview.status(urlPath);
    for (const d of [...state.errors, ...state.warnings]) seen.add(`${d.severity === 'error' ? 'error' : 'warning'}: ${formatDiagnostic(d)}`);
  }
  return [...seen];
}
