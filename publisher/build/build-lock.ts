/**
 * One build at a time into a published folder: a second `kiosk build` (or a watch's build) into the same dist/
 * would remove the first one's half-assembled folder beside it. The lock is a file beside dist/ naming the build's
 * process; a lock whose process is gone (a build that was killed) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class BuildLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildLockedError';
  }
}

/** `dist` → `.dist-build.lock` beside it (hidden, never published). */
export function lockFileOf(distDir: string): string {
  const resolved = path.resolve(distDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}-build.lock`);
}

interface LockHolder {
  pid: number;
  startedAt: string;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, startedAt: String(holder.startedAt ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Made in the last few seconds (a file that is gone counts as old: there is nothing to wait for). */
function isRecent(file: string): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && Date.now() - stat.mtimeMs < 5_000;
}

/** Takes the lock of `distDir` for this process, or throws BuildLockedError; returns its release. */
export function acquireBuildLock(distDir: string, now: Date = new Date()): () => void {
  const file = lockFileOf(distDir);
  const own: LockHolder = { pid: process.pid, startedAt: now.toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${JSON.stringify(own)}\n`);
      } finally {
        closeSync(fd);
      }
      return () => {
        // Only our own: a build that found this one gone may hold it now.
        const holder = readHolder(file);
        if (holder?.pid === own.pid && holder.startedAt === own.startedAt) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // A lock without a holder yet may be one another build made a moment ago and is writing.
    if (!holder && isRecent(file)) throw new BuildLockedError(`another build is starting to publish into ${path.resolve(distDir)}: wait for it to end`);
    if (holder && isRunning(holder.pid)) {
      const since = holder.startedAt ? ` since ${holder.startedAt}` : '';
      throw new BuildLockedError(
        `another build (process ${holder.pid}${since}) is publishing into ${path.resolve(distDir)}: wait for it to end, ` +
          `or stop it; if no build is running, delete ${file}`,
      );
    }
    // Another build taking over the same stale lock at the same moment wins each time: give up after a few tries.
    if (attempt === 2) throw new BuildLockedError(`cannot take ${file}: delete it if no build is running`);
    // Its build is gone (killed, or the file is damaged): the lock is stale.
    rmSync(file, { force: true });
  }
}
