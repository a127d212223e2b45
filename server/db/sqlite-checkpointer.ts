// Moves SQLite's WAL checkpoints off the request path. By default the commit that fills the WAL past 1000 pages
// copies them into the database file and syncs it, on the event loop: one add to cart in a few hundred waits
// tens of milliseconds (bench:api's p99). A worker thread with its own connection checkpoints instead, and tells
// the app when it has caught up, so that the app can let the WAL start over from its beginning (see below).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * A WAL starts over from its beginning only when a write finds every frame of it copied. Under steady writes the
 * worker never finds that (the app appends while it copies), so the WAL grows: 235 MB after 20,000 first adds to
 * cart in one process. Past this size (64 MB) the worker, once it has caught up to within CAUGHT_UP_PAGES, asks
 * the app to copy that remainder on its own connection between two transactions (no waiting: nobody else
 * writes), after which the app's next write starts the WAL over. That copy and its syncs run on the event loop,
 * so it is kept rare (one per 64 MB written) and short (at most about 1 MB).
 */
const REUSE_ABOVE_PAGES = 16_384;
const CAUGHT_UP_PAGES = 256;
/**
 * Passes in a row while a WAL past REUSE_ABOVE_PAGES is still behind: each copies what the app wrote during the one
 * before, so the remainder shrinks. A smaller WAL gets one pass per round, as it always had.
 */
const CHASE_PASSES = 3;
/**
 * The last resort, should the worker never catch up (a machine too busy to give it the time): a RESTART
 * checkpoint waits for the app's transaction and holds off its writes while it copies everything left (the app
 * sleeps in SQLite's busy handler meanwhile: a tail of tens of ms).
 */
const RESTART_ABOVE_PAGES = 4 * REUSE_ABOVE_PAGES;

// Plain JavaScript, so the worker runs the same under tsx, vitest and a bundled build. The interval keeps the
// worker alive; `stop` ends it after a last checkpoint.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const behind = (result) => result.log - result.checkpointed;
const checkpoint = () => {
  try {
    let [result] = db.pragma('wal_checkpoint(PASSIVE)');
    for (let pass = 1; pass < workerData.chasePasses && result && !result.busy && result.log > workerData.reuseAbove
      && behind(result) > workerData.caughtUp; pass++) {
      [result] = db.pragma('wal_checkpoint(PASSIVE)');
    }
    if (!result || result.busy || result.log <= 0) return;
    if (result.log > workerData.reuseAbove && behind(result) <= workerData.caughtUp) parentPort.postMessage('caught-up');
    else if (result.log > workerData.restartAbove) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    // SQLITE_BUSY and the like: the next round tries again.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Starts checkpointing `file` from a worker thread. The caller's connection must have turned its own automatic
 * checkpoints off (`PRAGMA wal_autocheckpoint = 0`); `onFailure` turns them back on if the worker dies.
 * `onCaughtUp`: the WAL is over `reuseAbovePages` and all but copied; the caller runs `PRAGMA wal_checkpoint(PASSIVE)`
 * on its own connection outside any transaction, so that its next write starts the WAL over.
 */
export function startCheckpointer(
  file: string,
  onFailure: () => void,
  onCaughtUp: () => void = () => {},
  reuseAbovePages = REUSE_ABOVE_PAGES,
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file, driver, everyMs: CHECKPOINT_EVERY_MS, chasePasses: CHASE_PASSES, caughtUp: CAUGHT_UP_PAGES,
      reuseAbove: reuseAbovePages, restartAbove: Math.max(RESTART_ABOVE_PAGES, reuseAbovePages),
    },
  });
  worker.on('message', () => onCaughtUp());
  worker.on('error', (error) => {
    console.error(`[kiosk db] the WAL checkpointer stopped (${error.message}); checkpoints are back on the app's connection`);
    onFailure();
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held while it finishes: an unreferenced worker would leave the caller's await with nothing keeping the
      // process alive (a command ending on `await db.close()` would exit early, code 13).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
