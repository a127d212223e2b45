/**
 * Calls `onChange` once the site's sources (content/, templates/, kiosk.config.json) have changed and then stayed
 * still for a moment, never while the last call is still running: a change made during a build brings one more.
 * Editors' swap and backup files are not the site's, and are ignored.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
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
  const watchers: FSWatcher[] = [];
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

  for (const source of SITE_SOURCES) {
    const target = path.join(siteRoot, source);
    if (source.endsWith('.json')) continue;
    if (existsSync(target)) {
      watchers.push(watch(target, { recursive: true }, (_event, name) => noted(`${source}/${String(name ?? '').split(path.sep).join('/')}`)));
    }
  }
  // The site folder itself, for the files of SITE_SOURCES (kiosk.config.json), which may be created later.
  const files = new Set(SITE_SOURCES.filter((source) => source.endsWith('.json')));
  watchers.push(watch(siteRoot, (_event, name) => {
    if (name && files.has(String(name))) noted(String(name));
  }));
  // A watcher that fails (its folder gone, the system's limit on watches reached) says so; the others go on.
  for (const watcher of watchers) watcher.on('error', (error) => onError(error));

  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
