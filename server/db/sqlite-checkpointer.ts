// Moves SQLite's WAL checkpoints off the request path. By default the commit that fills the WAL past 1000 pages
// copies them into the database file and syncs it, on the event loop: one add to cart in a few hundred waits
// tens of milliseconds (bench:api's p99). A worker thread with its own connection checkpoints instead.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * A PASSIVE checkpoint never waits for the app's connection, so a busy one can outrun it and the WAL grows.
 * Past this size the worker asks for a RESTART checkpoint, which waits briefly for writers and lets the WAL be
 * reused from the start.
 */
const RESTART_ABOVE_PAGES = 16_384;

// Plain JavaScript, so the worker runs the same under tsx, vitest and a bundled build. The interval keeps the
// worker alive; `stop` ends it after a last checkpoint.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result && result.log > workerData.restartAbove) db.pragma('wal_checkpoint(RESTART)');
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
 */
export function startCheckpointer(file: string, onFailure: () => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS, restartAbove: RESTART_ABOVE_PAGES },
  });
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
