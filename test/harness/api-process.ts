// A Kiosk API in a child process of its own, so a test can kill it with SIGKILL at any moment (the durability
// tests). The child is test/harness/api-process-main.ts, run through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./api-process-main.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no cleanup, no flush, as a crash or an OOM kill */
  kill(): Promise<void>;
}

/** Starts the API on a free port over `env` (KIOSK_DB or DATABASE_URL); resolves once it listens. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening on (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
