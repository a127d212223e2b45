/**
 * Links the pages a rebuild reuses from the published folder into the new one, each with its compressed copies: a
 * folder and three hard links per page. Thousands of them go to a thread of their own (link-worker.ts), so the
 * folders are made while this thread renders the pages that changed.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A published page (`from`) and its place in the new folder (`to`). */
export interface PageLink {
  from: string;
  to: string;
}

/** Below this many pages they are linked in this thread: starting a thread costs more than they do. */
export const LINK_THREAD_FROM = 200;

/** Hard-links (else copies) a file into an existing folder; false when there is no such file. */
export function linkIfThere(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
  }
  copyFileSync(from, to);
  return true;
}

/** Links each page with its .br/.gz copies (no look first); answers the pages whose published file was missing. */
export function linkPages(links: readonly PageLink[]): PageLink[] {
  const missing: PageLink[] = [];
  for (const link of links) {
    mkdirSync(path.dirname(link.to), { recursive: true });
    if (!linkIfThere(link.from, link.to)) {
      missing.push(link);
      continue;
    }
    for (const suffix of ['.br', '.gz']) linkIfThere(link.from + suffix, link.to + suffix);
  }
  return missing;
}

/** The worker's module: the bundled one beside this code when it runs from the bundle (code-bundle.ts), else the sources through tsx. */
function workerEntry(): URL {
  const bundled = new URL('./link-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./link-worker.mjs', import.meta.url);
}

/** linkPages, in a thread of its own when there are many; what it answers once they are all linked. */
export function linkPagesAside(links: readonly PageLink[]): Promise<PageLink[]> {
  if (links.length < LINK_THREAD_FROM) return Promise.resolve(linkPages(links));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(), { workerData: links });
    worker.once('message', (missing: PageLink[]) => {
      resolve(missing);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the page-linking thread stopped (exit code ${code})`)));
  });
}
