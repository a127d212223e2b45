/**
 * Calls `onChange` once the site's sources (content/, templates/, kiosk.config.json) have changed and then stayed
 * still for a moment, never while the last call is still running: a change made during a build brings one more.
 * Editors' swap and backup files are not the site's, and are ignored. A source folder made, deleted or replaced
 * while the watch runs is followed.
 */
import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { SITE_SOURCES } from './build-stamp';

/** How long the sources stay still before the build runs: an editor's save or a copied folder arrives in bursts. */
export const QUIET_MS = 120;

export interface SourceWatch {
  close(): void;
}

/** Not the site's: editors' swap and backup files, dot files. */
export function isScratchFile(name: string): boolean {
  const base = path.basename(name);
  return base.startsWith('.') || base.endsWith('~') || /\.sw[a-p]$/.test(base) || /^\d+$/.test(base);
}

/** `onChange` gets the changed paths (relative to the site folder, with `/`), in the order they changed. */
export function watchSources(
  siteRoot: string,
  onChange: (changed: string[]) => Promise<unknown>,
  quietMs = QUIET_MS,
  onError: (error: Error) => void = (error) => console.error(`kiosk: a watch of ${siteRoot} stopped: ${error.message}; start kiosk build --watch again`),
): SourceWatch {
  // A Set: a copied folder of thousands of items sends an event per file (insertion order is kept).
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;

  const run = () => {
    timer = undefined;
    if (running || closed || changed.size === 0) return;
    const batch = [...changed];
    changed = new Set();
    running = onChange(batch)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        // What changed during the build builds again, once the sources are still.
        if (changed.size > 0 && !closed) timer = setTimeout(run, quietMs);
      });
  };
  const noted = (relative: string) => {
    if (isScratchFile(relative)) return;
    changed.add(relative);
    if (running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  };

  // A watcher that fails (the system's limit on watches reached) says so; the others go on.
  const report = (watcher: FSWatcher) => watcher.on('error', (error) => onError(error));
  // Each source folder's recursive watch, with the folder it watches: a folder deleted and made again (a
  // checkout, a restored backup) is a new folder, and the old watch would stay silent (Node says nothing).
  const folderWatches = new Map<string, { watcher: FSWatcher; inode: number }>();
  const folders = SITE_SOURCES.filter((source) => !source.endsWith('.json'));
  /** Watches `source` as it is now; true when that is another folder than the one watched (or none now). */
  const watchFolder = (source: string): boolean => {
    const target = path.join(siteRoot, source);
    const stats = statSync(target, { throwIfNoEntry: false });
    const inode = stats?.isDirectory() ? stats.ino : undefined;
    const current = folderWatches.get(source);
    if (current?.inode === inode) return false;
    current?.watcher.close();
    folderWatches.delete(source);
    if (inode !== undefined) {
      try {
        const watcher = watch(target, { recursive: true }, (_event, name) => noted(`${source}/${String(name ?? '').split(path.sep).join('/')}`));
        report(watcher);
        folderWatches.set(source, { watcher, inode });
      } catch (error) {
        // Gone again since the look above, or no watch left to the system: said, not thrown out of an event.
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return current !== undefined || inode !== undefined;
  };
  for (const source of folders) watchFolder(source);
  // The site folder itself: the files of SITE_SOURCES (kiosk.config.json), which may be created later, and the
  // source folders appearing, going or being replaced.
  const files = new Set(SITE_SOURCES.filter((source) => source.endsWith('.json')));
  const rootWatcher = watch(siteRoot, (_event, name) => {
    const entry = String(name ?? '');
    if (files.has(entry)) noted(entry);
    else if (folders.includes(entry) && !closed && watchFolder(entry)) noted(`${entry}/`);
  });
  report(rootWatcher);

  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      rootWatcher.close();
      for (const { watcher } of folderWatches.values()) watcher.close();
    },
  };
}
