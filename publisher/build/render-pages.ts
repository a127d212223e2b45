/**
 * Renders a list of routes into the folder being assembled, across the machine's cores: the calling thread renders
 * too, and each extra worker thread (publisher/build/page-worker.ts) loads the site itself and takes batches of
 * routes as it finishes the last. A few pages (an incremental rebuild) are rendered here alone: starting a worker
 * and loading the site in it costs more than they do.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SitePublisher } from '../site-publisher';
import { renderToFile, type PageTarget, type RenderedPageFile } from './render-to-file';
import type { WorkerReply, WorkerSetup } from './page-worker';

/** Below this many pages no worker is started. */
export const PARALLEL_FROM = 150;
const BATCH = 25;

export interface RenderPagesOptions extends PageTarget {
  root: string;
  now: number;
  shellHtml: string;
  /** threads in all, this one included (default: one per core) */
  threads?: number;
}

/** Lets pending messages through between the batches this thread renders. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderPages(site: SitePublisher, paths: readonly string[], options: RenderPagesOptions): Promise<RenderedPageFile[]> {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const results: RenderedPageFile[] = [];
  if (threads === 1 || paths.length < PARALLEL_FROM) {
    for (const p of paths) results.push(renderToFile(site, p, options));
    return results;
  }
  const queue: string[][] = [];
  for (let i = 0; i < paths.length; i += BATCH) queue.push(paths.slice(i, i + BATCH));
  const setup: WorkerSetup = { root: options.root, now: options.now, shellHtml: options.shellHtml, outDir: options.outDir, apiOrigin: options.apiOrigin };
  const workers = Array.from({ length: threads - 1 }, () => {
    return new Worker(new URL('./page-worker.mjs', import.meta.url), {
      workerData: setup,
      // React's production build, as under Astro.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  });
  let failure: Error | undefined;
  const workersDone = workers.map(
    (worker) =>
      new Promise<void>((resolve) => {
        const next = () => {
          const batch = failure ? undefined : queue.shift();
          if (batch) worker.postMessage(batch);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (reply: WorkerReply) => {
          if (reply.ok) results.push(...reply.pages);
          else failure ??= new Error(reply.error);
          next();
        });
        worker.on('error', (error) => {
          failure ??= error;
          resolve();
        });
      }),
  );
  // This thread takes batches too; between them the workers' replies come in and they get their next batch.
  try {
    for (let batch = queue.shift(); batch && !failure; batch = queue.shift()) {
      for (const p of batch) results.push(renderToFile(site, p, options));
      await breathe();
    }
  } catch (error) {
    // The workers stop at their next batch.
    failure ??= error instanceof Error ? error : new Error(String(error));
  }
  await Promise.all(workersDone);
  if (failure) throw failure;
  return results;
}
