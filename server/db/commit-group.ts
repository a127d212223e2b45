// Group commit on SQLite: units of work that queue while one transaction runs join it, each in a savepoint of its
// own, and the transaction commits once for all of them. A commit is the dearest part of a small SQLite change
// (the WAL frames of every page it touched, the locks); changes made together share pages and that fixed cost.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Executor, Tables } from './schema';
import { runInSqliteTransaction } from './sqlite-direct';

/**
 * A queued unit of work: `work` runs in its savepoint and says whether to keep its writes; refused ones are rolled
 * back to the savepoint and `afterRollback` writes what must stay anyway, in the same transaction.
 */
interface Unit {
  work: (trx: Executor) => Promise<boolean>;
  afterRollback: (trx: Executor) => Promise<void>;
  settle: (error?: unknown) => void;
}

/**
 * Units per transaction at most: the others wait for the next one. Each unit's answer waits for the commit, and
 * other work on the database waits for the transaction, so a group stays bounded. The bound is above what one
 * turn of the event loop brings in at 50 connections (bench:api), so everything queued commits at once: at 16, a
 * request queued behind three groups waited for up to three commits, and each commit wrote the pages the
 * units share again (a first add's statements: 13 KB of WAL each in groups of 48, 17 KB in groups of 16).
 */
const MAX_UNITS_PER_COMMIT = 64;

export interface CommitGroup {
  /**
   * Runs `work` inside a transaction shared with the units queued beside it; resolves once that transaction has
   * committed (kept or rolled back, the unit's writes are then final), rejects when `work` threw or the commit
   * failed.
   */
  run(work: Unit['work'], afterRollback: Unit['afterRollback']): Promise<void>;
}

// Compiled once: three of them per unit, each built and compiled anew by a sql`` template otherwise.
const SAVEPOINT = CompiledQuery.raw('SAVEPOINT unit_of_work');
const ROLLBACK_TO = CompiledQuery.raw('ROLLBACK TO unit_of_work');
const RELEASE = CompiledQuery.raw('RELEASE unit_of_work');

/** One of the statements above, straight on SQLite when it can (sqlite-direct.ts). */
async function runStatement(trx: Executor, statement: CompiledQuery): Promise<void> {
  if (!runInSqliteTransaction(trx, statement.sql, statement.parameters)) await trx.executeQuery(statement);
}

export function createCommitGroup(db: Kysely<Tables>): CommitGroup {
  const queue: Unit[] = [];
  /** a transaction is running or about to start */
  let running = false;

  // better-sqlite3 answers synchronously, so a transaction runs start to commit without letting the event loop
  // read the requests waiting on other connections: the start waits for the loop's next turn, when the requests
  // read meanwhile have queued, so they join.
  const start = () => {
    running = true;
    setImmediate(() => void drain());
  };

  async function runUnit(trx: Executor, unit: Unit): Promise<unknown> {
    await runStatement(trx, SAVEPOINT);
    let keep = false;
    let failure: unknown;
    try {
      keep = await unit.work(trx);
    } catch (error) {
      failure = error;
    }
    if (!keep) {
      await runStatement(trx, ROLLBACK_TO);
      if (failure === undefined) await unit.afterRollback(trx);
    }
    await runStatement(trx, RELEASE);
    return failure;
  }

  async function drain(): Promise<void> {
    const done: [Unit, unknown][] = [];
    try {
      await db.transaction().execute(async (trx) => {
        while (queue.length > 0 && done.length < MAX_UNITS_PER_COMMIT) {
          const unit: [Unit, unknown] = [queue.shift()!, undefined];
          done.push(unit);
          unit[1] = await runUnit(trx, unit[0]);
        }
      });
      for (const [unit, failure] of done) unit.settle(failure);
    } catch (error) {
      // The commit (or a savepoint statement) failed: nothing of this group was kept. When the transaction could
      // not even begin, the queue is refused, not retried in a loop.
      for (const [unit] of done.length > 0 ? done : queue.splice(0).map((unit) => [unit])) unit.settle(error);
    } finally {
      running = false;
      if (queue.length > 0) start();
    }
  }

  return {
    run(work, afterRollback) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ work, afterRollback, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        if (!running) start();
      });
    },
  };
}
