/**
 * Watches the template folder and the data folder (fs.watch, recursive) and hands over the files saved
 * together: editors write a file in several events (truncate, write, rename), gathered for a few milliseconds.
 */
import { watch, type FSWatcher } from 'node:fs';
import type { ChangedFile } from './preview';

/** How long events are gathered before a change is applied. */
const SETTLE_MS = 8;

/** Editor droppings that are never part of a template: swap, backup and lock files, dot folders. */
function ignored(name: string): boolean {
  const base = name.split('/').pop() ?? name;
  return /(^|\/)\.|~$|\.sw[a-p]$|^4913$|^#.*#$/.test(name) || base === '' || /^\.#/.test(base);
}

export interface Watcher {
  close(): void;
}

export function watchFolders(
  folders: { root: ChangedFile['root']; dir: string }[],
  onChange: (files: ChangedFile[]) => void,
): Watcher {
  let pending = new Map<string, ChangedFile>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const files = [...pending.values()];
    pending = new Map();
    if (files.length > 0) onChange(files);
  };
  const watchers: FSWatcher[] = folders.map(({ root, dir }) =>
    watch(dir, { recursive: true }, (_event, filename) => {
      if (!filename) return;
      const name = filename.toString().split('\\').join('/');
      if (ignored(name)) return;
      pending.set(`${root}:${name}`, { root, name });
      timer ??= setTimeout(flush, SETTLE_MS);
    }),
  );
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
