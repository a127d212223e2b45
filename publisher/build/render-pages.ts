/**
 * Renders a list of routes into the folder being assembled, across the machine's cores: the calling thread renders
 * too, and each extra worker thread (publisher/build/page-worker.ts) loads the site itself and takes batches of
 * routes as it finishes the last. A few pages (an incremental rebuild) are rendered here alone: starting a worker
 * and loading the site in it costs more than they do. A full build starts its workers early (startPageWorkers), so
 * they load the site while this thread loads it too and works out what to render.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SitePublisher } from '../site-publisher';
import { renderToFile, type PageTarget, type RenderedPageFile } from './render-to-file';
import type { WorkerReply, WorkerSetup } from './page-worker';

/** Below this many pages no worker is started. */
export const PARALLEL_FROM = 150;
const BATCH = 25;
/**
 * Batches sent to a worker before it answers: with one, a worker that finished its batch waited for its next one
 * until this thread was through its own (a batch of big list pages takes it ~0.5 s): 3 s idle of a worker's 18 s at
 * 1,000 products. With two, the next one is already queued in the worker when it answers.
 */
const IN_FLIGHT = 2;

export interface RenderPagesOptions extends PageTarget {
  root: string;
  now: number;
  shellHtml: string;
  /** threads in all, this one included (default: one per core) */
  threads?: number;
  /** workers started before the pages to render were known (else started here when there are enough pages) */
  workers?: PageWorkers;
  /**
   * Other work of this thread, done once the workers have their first batches and before it renders any page itself
   * (a first build's site files and fingerprints); it should `await yieldToWorkers()` now and then, so a worker that
   * answers gets its next batches.
   */
  first?: () => Promise<void>;
}

/** Worker threads loading the site, each with what it says once it has (its first reply, or the error it met). */
export interface PageWorkers {
  started: { worker: Worker; loaded: Promise<Error | undefined> }[];
  /** ends every worker (the pages turned out too few, or the build failed) */
  stop(): Promise<void>;
}

/** The worker's module: the bundled one beside this code when it runs from the bundle (code-bundle.ts), else the sources through tsx. */
function workerEntry(): URL {
  const bundled = new URL('./page-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./page-worker.mjs', import.meta.url);
}

export function threadsOf(options: { threads?: number }): number {
  return Math.max(1, options.threads ?? availableParallelism());
}

/** The extra threads for `options` (one per core but this one), each loading the site. */
export function startPageWorkers(options: Omit<RenderPagesOptions, 'shell' | 'workers'>): PageWorkers {
  const setup: WorkerSetup = { root: options.root, now: options.now, shellHtml: options.shellHtml, outDir: options.outDir, apiOrigin: options.apiOrigin };
  const started = Array.from({ length: threadsOf(options) - 1 }, () => {
    const worker = new Worker(workerEntry(), {
      workerData: setup,
      // React's production build, as under Astro.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Listened to from the start: a reply with no listener yet would be lost.
    const loaded = new Promise<Error | undefined>((resolve) => {
      worker.once('message', (reply: WorkerReply) => resolve(reply.ok ? undefined : new Error(reply.error)));
      worker.once('error', (error) => resolve(error));
    });
    return { worker, loaded };
  });
  return {
    started,
    stop: async () => {
      await Promise.all(started.map(({ worker }) => worker.terminate()));
    },
  };
}

/** Lets pending messages through (the workers' answers) between the batches or other work of this thread. */
export const yieldToWorkers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderPages(site: SitePublisher, paths: readonly string[], options: RenderPagesOptions): Promise<RenderedPageFile[]> {
  const results: RenderedPageFile[] = [];
  if (threadsOf(options) === 1 || paths.length < PARALLEL_FROM) {
    await options.workers?.stop();
    await options.first?.();
    for (const p of paths) results.push(renderToFile(site, p, options));
    return results;
  }
  const queue: string[][] = [];
  for (let i = 0; i < paths.length; i += BATCH) queue.push(paths.slice(i, i + BATCH));
  const workers = options.workers ?? startPageWorkers(options);
  let failure: Error | undefined;
  const workersDone = workers.started.map(
    ({ worker, loaded }) =>
      new Promise<void>((resolve) => {
        let pending = 0;
        // Tops the worker up to IN_FLIGHT batches; once the queue is empty and its last answer is in, it ends.
        const fill = () => {
          while (pending < IN_FLIGHT && !failure && queue.length > 0) {
            worker.postMessage(queue.shift());
            pending++;
          }
          if (pending === 0) void worker.terminate().then(() => resolve());
        };
        void loaded.then((error) => {
          if (error) {
            failure ??= error;
            resolve();
            return;
          }
          worker.on('message', (reply: WorkerReply) => {
            pending--;
            if (reply.ok) results.push(...reply.pages);
            else failure ??= new Error(reply.error);
            // After a failure (here or anywhere) the worker ends without rendering what it still holds.
            if (failure) void worker.terminate().then(() => resolve());
            else fill();
          });
          worker.on('error', (error) => {
            failure ??= error;
            resolve();
          });
          fill();
        });
      }),
  );
  // This thread takes batches too; between them the workers' replies come in and they get their next batch.
  try {
    await options.first?.();
    for (let batch = queue.shift(); batch && !failure; batch = queue.shift()) {
      for (const p of batch) results.push(renderToFile(site, p, options));
      await yieldToWorkers();
    }
  } catch (error) {
    // The workers stop at their next answer.
    failure ??= error instanceof Error ? error : new Error(String(error));
  }
  await Promise.all(workersDone);
  if (failure) throw failure;
  return results;
}
