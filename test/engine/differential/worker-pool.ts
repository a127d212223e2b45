/**
 * Runs cases in a worker thread with a time limit, so a hang in either engine is caught and reported
 * instead of stopping the run: the worker is terminated and a fresh one takes the next case.
 */
import { Worker } from 'node:worker_threads';
import { PROCESS_TIME_ZONE, type DiffCase, type Outcome } from './case';
import type { Verdict } from './classify';
import type { Comparison } from './compare';

export type RunResult =
  | { hung: false; kiosk: Outcome; reference: Outcome; comparison: Comparison; verdict?: Verdict }
  | { hung: true; engine: 'kiosk' | 'reference' };

interface WorkerMessage {
  ready?: true;
  id?: number;
  phase?: 'reference';
  kiosk?: Outcome;
  reference?: Outcome;
  comparison?: Comparison;
  verdict?: Verdict;
}

interface Pending {
  id: number;
  engine: 'kiosk' | 'reference';
  resolve: (r: RunResult) => void;
  timer: NodeJS.Timeout;
}

const WORKER_FILE = new URL('./worker.mjs', import.meta.url);

export class CaseRunner {
  private worker?: Worker;
  private ready?: Promise<void>;
  private nextId = 0;
  private pending?: Pending;

  /** `timeoutMs` bounds one case (both engines); start-up of a fresh worker is not counted. */
  constructor(private readonly timeoutMs: number) {}

  private start(): Promise<void> {
    const worker = new Worker(WORKER_FILE, { env: { ...process.env, TZ: PROCESS_TIME_ZONE } });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.on('error', (e) => {
        // A crash of the worker itself (out of memory, a value it cannot post) counts as a throw.
        const p = this.pending;
        this.pending = undefined;
        this.worker = undefined;
        if (!p) return reject(e);
        clearTimeout(p.timer);
        const threw: Outcome = { output: '', compileErrors: [], renderErrors: [], threw: `worker crashed: ${String(e)}` };
        const other: Outcome = { output: '', compileErrors: [], renderErrors: [] };
        const comparison: Comparison = { threw: p.engine };
        p.resolve({ hung: false, comparison, ...(p.engine === 'kiosk' ? { kiosk: threw, reference: other } : { kiosk: other, reference: threw }) });
      });
      worker.on('message', (m: WorkerMessage) => {
        if (m.ready) return resolve();
        const p = this.pending;
        if (!p || p.id !== m.id) return;
        if (m.phase) {
          p.engine = 'reference';
          return;
        }
        clearTimeout(p.timer);
        this.pending = undefined;
        p.resolve({ hung: false, kiosk: m.kiosk!, reference: m.reference!, comparison: m.comparison!, verdict: m.verdict });
      });
    });
    return this.ready;
  }

  async run(c: DiffCase): Promise<RunResult> {
    if (!this.worker) await this.start();
    else await this.ready;
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<RunResult>((resolve) => {
      const timer = setTimeout(() => {
        const engine = this.pending?.engine ?? 'kiosk';
        this.pending = undefined;
        // The worker is stuck in a synchronous loop: only terminating it frees the thread.
        this.worker = undefined;
        void worker.terminate();
        resolve({ hung: true, engine });
      }, this.timeoutMs);
      this.pending = { id, engine: 'kiosk', resolve, timer };
      worker.postMessage({ id, case: c });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
