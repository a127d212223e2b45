// The WAL checkpointer thread: with the app connection's own checkpoints off, the rows still reach the database
// file (not only the WAL), and stopping it leaves nothing behind in the WAL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { startCheckpointer } from '../../../server/db/sqlite-checkpointer';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function appDatabase() {
  const folder = mkdtempSync(path.join(tmpdir(), 'kiosk-checkpoint-'));
  folders.push(folder);
  const file = path.join(folder, 'store.db');
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
  const write = (rows: number) => db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(400));
  })();
  return { db, file, write };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

it('copies the WAL into the database file while the app keeps writing', async () => {
  const { db, file, write } = appDatabase();
  const emptySize = statSync(file).size;
  write(2000);
  // Without a checkpoint the rows live only in the WAL: the database file stays as it was.
  expect(statSync(file).size).toBe(emptySize);
  const checkpointer = startCheckpointer(file, () => {});
  try {
    expect(await until(() => statSync(file).size > emptySize + 400 * 1000)).toBe(true);
  } finally {
    await checkpointer.stop();
  }
  const [state] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
  expect(state.checkpointed).toBe(state.log);
  expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 2000 });
  db.close();
});

it('lets a WAL the app keeps writing to start over once the thread has caught up', async () => {
  const { db, file, write } = appDatabase();
  const walFrames = () => (db.pragma('wal_checkpoint(NOOP)') as { log: number }[])[0].log;
  let caughtUp = 0;
  // As database.ts does: the app copies the last pages itself, between its transactions.
  const checkpointer = startCheckpointer(file, () => {}, () => {
    caughtUp++;
    db.pragma('wal_checkpoint(PASSIVE)');
  }, 64);
  let restarted = false;
  try {
    // Writes keep coming (about 100 pages each time) while the thread copies; without a restart the WAL only grows.
    for (let round = 0; round < 2000 && !restarted; round++) {
      const before = walFrames();
      write(500);
      restarted = walFrames() < before;
      // A turn of the event loop (the thread's message is handled), not a pause in which it could copy everything.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await checkpointer.stop();
  }
  expect(caughtUp).toBeGreaterThan(0);
  expect(restarted).toBe(true);
  db.close();
});

it('turns the app connection\'s checkpoints back on when the thread cannot work', async () => {
  let failed = false;
  const checkpointer = startCheckpointer(path.join(tmpdir(), 'kiosk-no-such-folder', 'x', 'store.db'), () => {
    failed = true;
  });
  expect(await until(() => failed)).toBe(true);
  await checkpointer.stop();
});

it('keeps a process alive until it has stopped, so a command ending on closing the database exits cleanly', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kiosk-checkpoint-'));
  folders.push(folder);
  const module = pathToFileURL(path.resolve(__dirname, '../../../server/db/database.ts')).href;
  const script = `const { openDatabase } = await import(${JSON.stringify(module)});
const database = await openDatabase({ file: ${JSON.stringify(path.join(folder, 'store.db'))} });
await database.close();
console.log('closed');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  // 13 is Node's exit code for a top-level await that never settled.
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout.trim()).toBe('closed');
});
