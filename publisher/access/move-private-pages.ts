/**
 * After `astro build`: moves the protected pages (written under PRIVATE_PREFIX) out of the published folder into
 * the private folder beside it, and fails the build if anything protected is left in the published one.
 */
import { existsSync, renameSync, rmSync, cpSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_PREFIX, privateDirOf } from '../../schemas/page-access';

/** Returns the private folder (it is replaced whole: pages no longer protected must not linger there). */
export function movePrivatePages(outDir: string): string {
  const built = path.join(outDir, PRIVATE_PREFIX.slice(1));
  const privateDir = privateDirOf(outDir);
  rmSync(privateDir, { recursive: true, force: true });
  if (!existsSync(built)) return privateDir;
  try {
    renameSync(built, privateDir);
  } catch {
    // Another filesystem (a mounted dist/): copy, then remove.
    cpSync(built, privateDir, { recursive: true });
    rmSync(built, { recursive: true, force: true });
  }
  if (existsSync(built)) throw new Error(`${built} is still in the published folder: protected pages would be public`);
  return privateDir;
}
