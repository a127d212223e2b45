/**
 * The build is atomic: the site is assembled in a folder beside dist/ (with its private and hosting companions),
 * and only a complete one replaces the published folders, each by a rename; a failed build leaves them as they were.
 */
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

/** Puts the assembled folders in place of the published ones; the replaced ones are removed afterwards. */
export function swapIn(stagingDir: string, distDir: string): void {
  const from = companionsOf(stagingDir);
  const to = companionsOf(path.resolve(distDir));
  const replaced: string[] = [];
  to.forEach((target, i) => {
    const old = path.join(path.dirname(target), `.${path.basename(target)}-old-${process.pid}`);
    if (existsSync(target)) {
      renameSync(target, old);
      replaced.push(old);
    }
    if (existsSync(from[i])) renameSync(from[i], target);
  });
  for (const old of replaced) rmSync(old, { recursive: true, force: true });
}
