/** Runs `kiosk dev` (astro dev with the in-process /api) on a free port for a test, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../harness/free-port';
import path from 'node:path';
import { temporaryDatabase } from './site-server';

const KIOSK = path.resolve(__dirname, '../../../cli/kiosk.mjs');

export interface DevServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer(timeoutMs = 120_000): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [KIOSK, 'dev', '--port', String(port)], {
    env: { ...process.env, KIOSK_DB: temporaryDatabase() },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (!/ready in/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`kiosk dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://localhost:${port}`, output: () => output, stop };
}
