/**
 * One thread of the build's page rendering: loads the site once, then renders the routes it is sent, each batch
 * answered with what each page read and its inline scripts' hashes (publisher/build/render-pages.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSite } from '../site-publisher';
import { boundHeapGrowth } from './build-heap';
import { parseShell } from './document';
import { renderToFile, type RenderedPageFile } from './render-to-file';

export interface WorkerSetup {
  root: string;
  now: number;
  shellHtml: string;
  outDir: string;
  apiOrigin: string | undefined;
}

export type WorkerReply = { ok: true; pages: RenderedPageFile[] } | { ok: false; error: string };

const setup = workerData as WorkerSetup;
const site = loadSite({ root: setup.root, now: setup.now });
const target = { outDir: setup.outDir, shell: parseShell(setup.shellHtml), apiOrigin: setup.apiOrigin };
// A worker renders many pages: its heap kept near its live size from here on, the files' text read while loading
// collected first (build-heap.ts; the main thread gives V8 back its own choice when the pages are done).
boundHeapGrowth();

parentPort?.on('message', (paths: string[]) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, pages: paths.map((p) => renderToFile(site, p, target)) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ok: true, pages: [] } satisfies WorkerReply);
