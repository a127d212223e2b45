/**
 * A throw-away PostgreSQL for tests, CI and the API benchmark: initdb + pg_ctl in a temporary folder on a free
 * 127.0.0.1 port, and one fresh database per test file. DATABASE_URL, when set, is used instead (see usePostgres).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, no password) */
  url: string;
  /** milliseconds initdb + start took (0 for DATABASE_URL) */
  startMs: number;
  /** stops the server and deletes its folder; a no-op for DATABASE_URL */
  stop(): Promise<void>;
}

/** The OS user the server runs as when we are root (initdb refuses root); Debian's package creates it. */
const PG_USER = 'postgres';
const isRoot = process.getuid?.() === 0;

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's /usr/lib/postgresql/<newest>/bin. */
export function findPostgresBin(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const initdb = path.join(dir, 'initdb');
    // Resolve symlinks (/usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb) so pg_ctl finds postgres beside it.
    if (existsSync(initdb) && existsSync(path.join(dir, 'pg_ctl'))) return path.dirname(realpathSync(initdb));
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(debian, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** runuser (util-linux) runs the tools as PG_USER; it sits in /usr/sbin, which a user's PATH may lack. */
function findRunuser(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/sbin'];
  return dirs.map((dir) => path.join(dir, 'runuser')).find((file) => existsSync(file));
}

function userExists(name: string): boolean {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

/** Why no throw-away cluster can be started here, or undefined when one can. */
export function cannotStartReason(): string | undefined {
  if (!findPostgresBin()) return 'no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  if (isRoot && !userExists(PG_USER)) {
    return `running as root and there is no "${PG_USER}" user to run initdb as (Debian's postgresql package creates it; or: useradd --system ${PG_USER})`;
  }
  if (isRoot && !findRunuser()) return 'running as root and there is no runuser to run initdb as another user (apt-get install util-linux)';
  return undefined;
}

/** True when DATABASE_URL is set or a throw-away cluster can be started. */
export function postgresAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL) || cannotStartReason() === undefined;
}

/** Runs a PostgreSQL tool, as the postgres user when we are root; throws with its output on failure. */
function runTool(bin: string, tool: string, args: string[]): void {
  const command = isRoot ? findRunuser()! : path.join(bin, tool);
  const argv = isRoot ? ['-u', PG_USER, '--', path.join(bin, tool), ...args] : args;
  const run = spawnSync(command, argv, { encoding: 'utf8', cwd: tmpdir() });
  if (run.status !== 0) {
    throw new Error(`${tool} failed (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr || run.stdout || ''}`.trim());
  }
}

/** Waits until the server answers `select 1` over TCP (pg_ctl -w already checked the socket). */
async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * Starts a fresh cluster in a temporary folder and resolves once it accepts connections. Call stop() when
 * done; if the process exits first, an exit hook stops it so no server outlives its test run.
 */
export async function startThrowawayPostgres(): Promise<RunningPostgres> {
  const reason = cannotStartReason();
  if (reason) throw new Error(`cannot start a throw-away PostgreSQL: ${reason}`);
  const bin = findPostgresBin()!;
  const started = performance.now();

  const root = mkdtempSync(path.join(tmpdir(), 'kiosk-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  mkdirSync(dataDir, { mode: 0o700 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
    chownSync(dataDir, uid, gid);
  }

  let stopped = false;
  const stopNow = (): void => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    // immediate: no shutdown checkpoint, the data is deleted anyway.
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        runTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone; nothing to stop.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', stopNow);

  try {
    // --no-sync: initdb skips its final fsync; --no-locale/UTF8: same collation on every machine.
    runTool(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    // A port can be taken between the probe and the start; try another then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      // Throw-away data: durability buys nothing here, so fsync, synchronous commit and full-page writes are
      // off (faster tests, less disk wear). The socket lives in our folder, not /var/run/postgresql.
      const serverOptions = [
        `-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1',
        '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
        // Parallel test files and multi-instance tests each open a pool.
        '-c max_connections=200',
      ].join(' ');
      try {
        runTool(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
      } catch (error) {
        if (attempt < 3 && /could not bind|address already in use/i.test(readLog(logFile))) continue;
        throw new Error(`${(error as Error).message}\n${readLog(logFile)}`);
      }
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      await waitForConnections(url, 10_000);
      return {
        url,
        startMs: Math.round(performance.now() - started),
        stop: async () => stopNow(),
      };
    }
  } catch (error) {
    stopNow();
    throw error;
  }
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '';
}

/**
 * DATABASE_URL when set (left running on stop), else a throw-away cluster, else undefined (no PostgreSQL here).
 * Point the tests and the benchmark at your own server with DATABASE_URL=postgres://user:pass@host:5432/db:
 * they create and drop their own databases there, so the role needs CREATEDB.
 */
export async function usePostgres(): Promise<RunningPostgres | undefined> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, startMs: 0, stop: async () => {} };
  if (cannotStartReason()) return undefined;
  return startThrowawayPostgres();
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const SYNTAX_ERROR = '42601';

/** A database name nobody else uses: `prefix_<random>`. */
export function uniqueDatabaseName(prefix = 'kiosk_test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The same server's URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs one statement on the cluster of `url` (its own database, so we never sit on template1). */
async function onCluster(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the cluster of `url` and returns its URL: empty, or a copy of database `template`
 * (copied file by file where the server can: PostgreSQL 15's default logs every page of the copy).
 */
export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  // Names go into SQL text (CREATE DATABASE takes no parameters), so only plain identifiers are allowed.
  for (const plain of [name, template ?? name]) {
    if (!DATABASE_NAME.test(plain)) throw new Error(`not a plain database name: ${plain}`);
  }
  if (!template) {
    await onCluster(url, `create database "${name}"`);
  } else {
    try {
      await onCluster(url, `create database "${name}" template "${template}" strategy file_copy`);
    } catch (error) {
      // Before PostgreSQL 15 there is no STRATEGY (and every copy is a file copy).
      if ((error as { code?: string }).code !== SYNTAX_ERROR) throw error;
      await onCluster(url, `create database "${name}" template "${template}"`);
    }
  }
  return withDatabase(url, name);
}

/** Drops database `name` (if it exists), closing any sessions still connected to it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  if (!DATABASE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onCluster(url, `drop database if exists "${name}" with (force)`);
}
