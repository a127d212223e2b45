/**
 * `npm run bench:api`: a bare Hono hello route and the Kiosk /api, each in a child process, measured with
 * autocannon in the same run (GET cart, first add, add to an existing cart, quantity change), as a table.
 *   tsx bench/api/run.ts [--db sqlite|postgres] [--seconds N] [--only name,…] [--cpu-prof DIR [--profile-top N]]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Instance, type RequestSpec, type Result } from 'autocannon';
import pg from 'pg';
import { createDatabase, dropDatabase, uniqueDatabaseName, usePostgres } from '../../test/harness/postgres';
import type { ApiChildConfig } from './api-server';
import type { HelloAnswer } from './hello-server';
import type { ChildMessage } from './child';
import { printProfileSummary, type Window } from './profile-summary';
import { BENCH_PROXY, changeHeaders, HttpVisitor, newAddress, newCrumb } from './visitor';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const CART = '/api/commerce/shopping-cart';
/** A line holds at most 9999 units (schemas/cart.ts); carts of "add to an existing cart" stay below this. */
const UNITS_PER_CART = 9000;
// Limits must never trigger, yet the limiter must still run (its cost is part of every change).
const NO_LIMIT = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    // entries per list of the profile summary
    'profile-top': { type: 'string', default: '15' },
  },
});
const seconds = Number(flags.seconds);
if (!(seconds > 0)) throw new Error(`--seconds must be a positive number, not ${flags.seconds}`);
if (flags.db !== 'sqlite' && flags.db !== 'postgres') throw new Error(`--db must be sqlite or postgres, not ${flags.db}`);

// The field guide e-book: digital, so its stock is unlimited and repeated adds merge without running out; it has
// no variants to choose and no form to fill (content/collections/shop/items/field-guide-ebook.json).
const EBOOK = JSON.parse(readFileSync(path.join(root, 'content/collections/shop/items/field-guide-ebook.json'), 'utf8')).id as string;

// ---- child processes -------------------------------------------------------------------------------------

interface Child {
  base: string;
  /** the child's CPU time so far (user + system), µs */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Runs a bench child under tsx (as `kiosk serve` runs the server) and resolves once it listens. */
function startChild(script: string, args: string[], cwd: string, nodeFlags: string[] = []): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', import.meta.resolve('tsx'), path.join(here, script), ...args], {
    cwd,
    // The child runs outside the project folder, so tsx is told where the project's tsconfig is.
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
    const cpuAnswers: ((micros: number) => void)[] = [];
    child.on('message', (message: ChildMessage) => {
      if ('cpuMicros' in message) return cpuAnswers.shift()?.(message.cpuMicros);
      if ('error' in message) return reject(new Error(`${script}: ${message.error}`));
      resolve({
        base: `http://127.0.0.1:${message.port}`,
        cpuMicros() {
          return new Promise((answer) => {
            cpuAnswers.push(answer);
            child.send('cpu');
          });
        },
        async stop() {
          child.send('stop');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });
}

// ---- the database ----------------------------------------------------------------------------------------

interface BenchDatabase {
  config: Pick<ApiChildConfig, 'dbFile' | 'databaseUrl'>;
  describe: string;
  cleanup(): Promise<void>;
}

async function openBenchDatabase(kind: 'sqlite' | 'postgres', folder: string): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    return { config: { dbFile: path.join(folder, 'kiosk.db') }, describe: 'SQLite (fresh temp file)', cleanup: async () => {} };
  }
  const server = await usePostgres();
  if (!server) throw new Error('--db postgres: set DATABASE_URL, or install PostgreSQL (apt-get install postgresql) for a throw-away cluster');
  const name = uniqueDatabaseName('kiosk_bench');
  const url = await createDatabase(server.url, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
  await client.end();
  const where = process.env.DATABASE_URL
    ? 'DATABASE_URL'
    : `throw-away cluster started in ${server.startMs} ms, fsync=off`;
  return {
    config: { databaseUrl: url },
    describe: `PostgreSQL ${version} (${where}; fresh database ${name})`,
    async cleanup() {
      await dropDatabase(server.url, name);
      await server.stop();
    },
  };
}

// ---- load ------------------------------------------------------------------------------------------------

/** The request a connection sends next; called once per request, with the connection's number. */
type NextRequest = (connection: number) => Required<Pick<RequestSpec, 'method' | 'path'>> & RequestSpec;

/** A request that never changes: autocannon then builds it once, not per request, sparing our cores. */
type Fixed = { fixed: ReturnType<NextRequest> };

/** autocannon over `CONNECTIONS` connections, each asking `next` for every request it sends. */
function load(base: string, next: NextRequest | Fixed, duration: number): Instance {
  if ('fixed' in next) return autocannon({ url: base, connections: CONNECTIONS, duration, requests: [next.fixed] });
  let clients = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    setupClient(client) {
      const connection = clients++ % CONNECTIONS;
      // A request list per connection, so its setupRequest knows whose cart it is sending for.
      client.setRequests([{ setupRequest: (request) => ({ ...request, ...next(connection) }) }]);
    },
  });
}

/** Sends one request of the scenario first, so a wrong set-up fails with the API's answer, not a count. */
async function probe(base: string, name: string, spec: ReturnType<NextRequest>): Promise<void> {
  const response = await fetch(base + spec.path, { method: spec.method, headers: spec.headers, body: spec.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${spec.method} ${spec.path} answered ${response.status}: ${text}`);
}

interface Prepared {
  next: NextRequest | Fixed;
  /** checks the outcome once the load has stopped */
  check?(answered: number): Promise<void>;
  /** the answer as the API sent it (body and headers), for the bare route that answers the same bytes */
  answer?: HelloAnswer;
}

interface Scenario {
  name: string;
  label: string;
  /** fixtures on the API at `base`; returns the request generator, and what it learnt */
  prepare(base: string): Promise<Prepared>;
}

/** Carts of `count` visitors, each with one e-book line; created a few at a time. */
async function makeCarts(base: string, count: number): Promise<{ visitor: HttpVisitor; entryId: string }[]> {
  const carts: { visitor: HttpVisitor; entryId: string }[] = [];
  for (let i = 0; i < count; i += 10) {
    carts.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, async () => {
      const visitor = new HttpVisitor(base);
      return { visitor, entryId: await visitor.startCart(EBOOK) };
    }))));
  }
  return carts;
}

const addBody = JSON.stringify({ itemId: EBOOK, quantity: 1 });

function scenarios(helloRate: number | undefined): Scenario[] {
  return [
    {
      name: 'get-cart',
      label: 'GET cart',
      async prepare(base) {
        const [{ visitor }] = await makeCarts(base, 1);
        const headers = { cookie: visitor.cookieHeader, 'x-forwarded-for': visitor.address };
        const answer = await fetch(base + CART, { headers });
        const answerHeaders: Record<string, string> = {};
        // The headers the API sets (node's own, such as Date and Content-Length, the hello's server adds too).
        for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'set-cookie']) {
          const value = answer.headers.get(name);
          if (value !== null) answerHeaders[name] = value;
        }
        return { next: { fixed: { method: 'GET', path: CART, headers } }, answer: { body: await answer.text(), headers: answerHeaders } };
      },
    },
    {
      name: 'first-add',
      label: 'first add (new visitor)',
      async prepare() {
        // Every request is a visitor never seen before: a fresh crumb, no cart cookie, an address of its own.
        return {
          next: () => {
            const crumb = newCrumb();
            return { method: 'POST', path: `${CART}/entries`, headers: changeHeaders(`crumb=${crumb}`, crumb, newAddress()), body: addBody };
          },
        };
      },
    },
    {
      name: 'add-existing',
      label: 'add to existing cart',
      async prepare(base) {
        // Each connection rotates over its own carts, enough that none nears the 9999-unit line limit even at
        // hello's rate (an upper bound for the API) with 50% to spare.
        const ceiling = (helloRate ?? 100_000) * 1.5 * (seconds + WARMUP_SECONDS);
        const perConnection = Math.max(1, Math.ceil(ceiling / CONNECTIONS / UNITS_PER_CART));
        const carts = await makeCarts(base, CONNECTIONS * perConnection);
        const turn = new Array<number>(CONNECTIONS).fill(0);
        return {
          next: (connection) => {
            const { visitor } = carts[connection * perConnection + (turn[connection]++ % perConnection)];
            return { method: 'POST', path: `${CART}/entries`, headers: changeHeaders(visitor.cookieHeader, visitor.crumb, visitor.address), body: addBody };
          },
          // Every answered add must have landed in one of these carts (none made a new cart or got lost). Each
          // connection may also have had one add in flight, unanswered, when the load stopped.
          async check(succeeded) {
            let units = 0;
            for (const { visitor } of carts) units += await visitor.totalQuantity();
            const extra = units - carts.length - succeeded;
            if (extra < 0 || extra > CONNECTIONS) {
              throw new Error(`add-existing: carts hold ${units} units, expected ${carts.length} + ${succeeded} answered adds (+ up to ${CONNECTIONS} in flight)`);
            }
          },
        };
      },
    },
    {
      name: 'quantity',
      label: 'quantity change',
      async prepare(base) {
        const carts = await makeCarts(base, CONNECTIONS);
        const sent = new Array<number>(CONNECTIONS).fill(0);
        return {
          next: (connection) => {
            const { visitor, entryId } = carts[connection];
            // 2, 1, 2, 1…: every request is a real change.
            const body = JSON.stringify({ quantity: (sent[connection]++ % 2) + 1 });
            return { method: 'PUT', path: `${CART}/entries/${entryId}`, headers: changeHeaders(visitor.cookieHeader, visitor.crumb, visitor.address), body };
          },
        };
      },
    },
  ];
}

// ---- run -------------------------------------------------------------------------------------------------

interface Row {
  label: string;
  /** responses answered in the measured window, per second */
  rps: number;
  p50: number;
  p99: number;
  /** the server's CPU time (user + system) per answered request in the measured window, µs */
  cpuPerRequest: number;
  /** the whole load, warm-up included: any non-2xx makes the run invalid */
  result: Result;
}

/** The measured (not warm-up) spans of the monotonic clock, in µs: the part of a CPU profile worth reading. */
const measuredWindows: Window[] = [];
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/**
 * One load of warm-up + measured seconds on the same connections, figures taken from the measured part only.
 * Not two autocannon runs: each opens 50 fresh connections, and while the server is saturated the first request
 * of a fresh connection can wait over a second (seen with a bare 1.3 ms handler too), which would set a short
 * run's p99.
 */
async function measure(server: Child, label: string, next: NextRequest | Fixed): Promise<Row> {
  process.stdout.write(`  ${label}: warm-up ${WARMUP_SECONDS} s, then ${seconds} s… `);
  const from = monotonicUs() + WARMUP_SECONDS * 1e6;
  const latencies: number[] = [];
  const instance = load(server.base, next, WARMUP_SECONDS + seconds);
  const cpuAtStart = new Promise<number>((resolve) => setTimeout(() => resolve(server.cpuMicros()), WARMUP_SECONDS * 1000));
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (monotonicUs() >= from) latencies.push(responseTime);
  });
  const result = await instance;
  const cpuUsed = (await server.cpuMicros()) - (await cpuAtStart);
  measuredWindows.push([from, monotonicUs()]);
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / seconds;
  console.log(`${Math.round(rps)} req/s`);
  return { label, rps, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuPerRequest: cpuUsed / Math.max(1, latencies.length), result };
}

/** Two samples of the same route as one: their mean rate and CPU per request (the reference the ratios divide by). */
function meanOf(a: Row, b: Row): Row {
  return { ...a, label: 'hello (mean)', rps: (a.rps + b.rps) / 2, cpuPerRequest: (a.cpuPerRequest + b.cpuPerRequest) / 2 };
}

function statusSummary(result: Result): string {
  const codes = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
  const parts = codes.map(([code, { count }]) => `${count}× ${code}`);
  if (result.errors) parts.push(`${result.errors} errors`);
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`);
  return parts.join(', ');
}

function printTable(rows: Row[], hello: Row | undefined): void {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '× hello', 'CPU µs/req', 'CPU × hello'];
  const lines = rows.map(({ label, rps, p50, p99, cpuPerRequest, result }) => [
    label,
    Math.round(rps).toLocaleString('en-US'),
    p50.toFixed(1),
    p99.toFixed(1),
    String(result.non2xx + result.errors + result.timeouts),
    hello ? (rps / hello.rps).toFixed(3) : '-',
    Math.round(cpuPerRequest).toLocaleString('en-US'),
    // hello's CPU per request over this one's: the share of hello's rate this scenario would reach on an
    // otherwise idle machine when the server's CPU is the bottleneck.
    hello ? (hello.cpuPerRequest / cpuPerRequest).toFixed(3) : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log('req/s and latencies: the measured seconds; non-2xx: the whole load, warm-up included');
  console.log("CPU µs/req: the server process's user + system time per answered request in the measured seconds; on a busy machine it rises too, but its ratio to hello's depends less on how the cores are shared than req/s does");
}

/** The newest main-thread profile: CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile, thread 0 (tsx's loader thread writes its own). */
function newestProfile(dir: string): string | undefined {
  const files = readdirSync(dir).filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f)).map((f) => path.join(dir, f));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

async function main(): Promise<number> {
  const only = flags.only?.split(',').map((s) => s.trim());
  const names = ['hello', ...scenarios(undefined).map((s) => s.name)];
  for (const name of only ?? []) if (!names.includes(name)) throw new Error(`--only: no scenario "${name}" (${names.join(', ')})`);
  const wanted = (name: string) => !only || only.includes(name);
  const folder = mkdtempSync(path.join(tmpdir(), 'kiosk-bench-api-'));
  const profileDir = flags['cpu-prof'] ? path.resolve(flags['cpu-prof']) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });

  const database = await openBenchDatabase(flags.db as 'sqlite' | 'postgres', folder);
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(folder, { recursive: true, force: true }), database.cleanup];
  const rows: Row[] = [];
  let hello: Row | undefined;
  let helloAfter: Row | undefined;
  // The API scenarios' measured spans: the part of its CPU profile to read.
  let apiWindows: Window[] = [];
  try {
    const cpu = cpus();
    console.log(`Kiosk API benchmark · ${cpu.length} cores (${cpu[0]?.model.trim()}) · Node ${process.version}`);
    // Other work on the machine takes cores from both sides unevenly; the load average shows it.
    console.log(`machine load (1-min average) at start: ${loadavg()[0].toFixed(2)}`);
    console.log(`db: ${database.describe}`);
    console.log(`load: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s per scenario; servers in child processes`);
    console.log(`rate limit: ${NO_LIMIT.limit} per ${NO_LIMIT.windowMs / 1000} s, so it never triggers; the limiter still runs (its cost is measured); any 429 fails the run`);
    console.log('changes send crumb cookie + X-CSRF-Token and a fresh Idempotency-Key, as the storefront does');
    console.log(`each shopper has an address of its own (X-Forwarded-For through the trusted proxy ${BENCH_PROXY}): a first add is a new address, so the limiter writes a new row per request\n`);

    const measureHello = async (label: string, answer?: HelloAnswer): Promise<Row> => {
      const server = await startChild('hello-server.ts', answer ? [JSON.stringify(answer)] : [], folder);
      cleanups.unshift(server.stop);
      const row = await measure(server, label, { fixed: { method: 'GET', path: '/' } });
      rows.push(row);
      await server.stop();
      cleanups.shift();
      return row;
    };
    if (wanted('hello')) hello = await measureHello('hello (bare Hono), before');

    const config: ApiChildConfig = { ...database.config, contentDir: path.join(root, 'content'), rateLimit: NO_LIMIT, trustProxy: BENCH_PROXY };
    const nodeFlags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
    // The API runs in an empty folder: see api-server.ts on why.
    const api = await startChild('api-server.ts', [JSON.stringify(config)], folder, nodeFlags);
    cleanups.unshift(api.stop);
    const firstApiWindow = measuredWindows.length;
    // GET cart's answer, for the bare route answering the same bytes below.
    let cartAnswer: HelloAnswer | undefined;
    for (const scenario of scenarios(hello?.rps).filter((s) => wanted(s.name))) {
      const { next, check, answer } = await scenario.prepare(api.base);
      if (scenario.name === 'get-cart') cartAnswer = answer;
      await probe(api.base, scenario.name, 'fixed' in next ? next.fixed : next(0));
      const row = await measure(api, scenario.label, next);
      rows.push(row);
      await check?.(row.result['2xx'] + 1);
    }
    apiWindows = measuredWindows.slice(firstApiWindow);
    await api.stop();
    cleanups.shift();
    // Hello again after the API: the machine's speed drifts over a run (other work, CPU frequency), and one
    // sample of it moved every ratio by up to 2x. The ratios are taken against the mean of the two samples.
    if (hello && rows.length > 1) helloAfter = await measureHello('hello (bare Hono), after');
    // What sending GET cart's answer costs alone: the bare route answering its bytes and headers (not a reference).
    if (hello && cartAnswer) await measureHello("hello answering GET cart's bytes", cartAnswer);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }

  const reference = hello && helloAfter ? meanOf(hello, helloAfter) : hello;
  printTable(rows, reference);
  if (hello && helloAfter) {
    const drift = Math.abs(hello.rps - helloAfter.rps) / Math.max(hello.rps, helloAfter.rps);
    console.log(`× hello: against the mean of hello before and after (${Math.round(reference!.rps)} req/s)`);
    if (drift > 0.2) console.log(`UNSTEADY MACHINE: hello before and after differ by ${Math.round(drift * 100)}%; the ratios are doubtful, run again on a quiet machine`);
  }
  if (hello) {
    // Every connection sends its next request as soon as its answer comes: the mean latency is connections ÷ rate.
    const floor = (CONNECTIONS / 15) * 1000;
    console.log(`latency: with ${CONNECTIONS} connections always waiting, the mean latency is ${CONNECTIONS} ÷ req/s (Little's law): a p99 under 15 ms needs well over ${Math.round(floor).toLocaleString('en-US')} req/s`);
  }
  console.log(`machine load (1-min average) at end: ${loadavg()[0].toFixed(2)}`);
  let failed = false;
  for (const { label, result } of rows) {
    const bad = statusSummary(result);
    if (!bad) continue;
    failed = true;
    console.log(`${label}: ${bad}`);
    if (result.statusCodeStats['429']) console.log(`  ↑ 429 Too Many Requests: a rate limit triggered, so ${label} does not measure the API`);
  }
  console.log(failed ? '\nINVALID RUN: answers other than 2xx (see above)' : '\nvalid run: every answer 2xx');

  if (profileDir) {
    const file = newestProfile(profileDir);
    if (file) printProfileSummary(file, Number(flags['profile-top']), apiWindows);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
