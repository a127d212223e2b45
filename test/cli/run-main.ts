// Runs the kiosk CLI's main() in-process, as `kiosk <args>` would, capturing what it prints.
import { vi } from 'vitest';
import { main } from '../../cli/main';

export interface MainRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runMain(...args: string[]): Promise<MainRun> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(`${parts.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(`${parts.join(' ')}\n`));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  try {
    const code = await main(args);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    vi.restoreAllMocks();
  }
}
