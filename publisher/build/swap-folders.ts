/**
 * The build is atomic: the site is assembled in a folder beside dist/ (with its private and hosting companions),
 * and only a complete one replaces the published folders, each by a rename; a failed build leaves them as they were.
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { privateDirOf } from '../../schemas/page-access';
import { hostingDirOf } from '../hosting/publish-hosting';

/** `dist` → `.dist-next` beside it (a hidden folder no static host publishes). */
export function stagingDirOf(distDir: string): string {
  const resolved = path.resolve(distDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}-next`);
}

/** A published folder and the folders that go with it: the protected pages and the host files. */
export function companionsOf(dir: string): string[] {
  return [dir, privateDirOf(dir), hostingDirOf(dir)];
}

export function removeFolders(dir: string): void {
  for (const folder of companionsOf(dir)) rmSync(folder, { recursive: true, force: true });
}

/**
 * Removes folders in a process of its own that outlives this one: deleting a replaced site (a folder per page) took
 * longer than rebuilding the one page that changed, and nothing waits for it. Where no process can be started they
 * are removed here.
 */
function removeInBackground(folders: readonly string[]): void {
  if (folders.length === 0) return;
  const script = 'for (const dir of JSON.parse(process.argv[1])) require("node:fs").rmSync(dir, { recursive: true, force: true });';
  const removeHere = () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  try {
    const child = spawn(process.execPath, ['-e', script, JSON.stringify(folders)], { detached: true, stdio: 'ignore' });
    child.on('error', removeHere);
    child.unref();
  } catch {
    removeHere();
  }
}

/** Puts the assembled folders in place of the published ones; the replaced ones are removed afterwards, in the background. */
export function swapIn(stagingDir: string, distDir: string): void {
  const from = companionsOf(stagingDir);
  const to = companionsOf(path.resolve(distDir));
  const replaced: string[] = [];
  to.forEach((target, i) => {
    const old = path.join(path.dirname(target), `.${path.basename(target)}-old-${process.pid}-${Date.now()}`);
    if (existsSync(target)) {
      renameSync(target, old);
      replaced.push(old);
    }
    if (existsSync(from[i])) renameSync(from[i], target);
  });
  removeInBackground(replaced);
}
