/**
 * The folders of a new site that hold one page and nothing else the build put there (`shop/p/tee/` with its
 * `index.html` and that file's copies): the hosting step lists them without reading them. Walking a 10,000-product
 * store's 12,000 page folders cost ~0.25 s of every build, a one-product rebuild's too.
 */
import path from 'node:path';

/** Folder (relative, with `/`) → the names of its files the hosting step reads. */
export type PageFolders = Map<string, readonly string[]>;

const PAGE_NAME = 'index.html';

function parentOf(relative: string): string {
  const slash = relative.lastIndexOf('/');
  return slash === -1 ? '' : relative.slice(0, slash);
}

/** Every folder above `folder` (relative), the top one ('') included. */
function addAncestors(folder: string, into: Set<string>): void {
  for (let at = folder; at !== ''; ) {
    at = parentOf(at);
    if (into.has(at)) return;
    into.add(at);
  }
}

/**
 * `pages`: the page files the build wrote or linked (relative, with `/`); `others`: every other file it placed (the
 * shell's, the assets, the site files). A page's folder counts when no other page and no other file lies in or below it.
 */
export function pageFolders(pages: Iterable<string>, others: Iterable<string>): PageFolders {
  const candidates = new Set<string>();
  const occupied = new Set<string>();
  for (const page of pages) {
    if (path.posix.basename(page) !== PAGE_NAME) continue;
    const folder = parentOf(page);
    if (folder === '') continue;
    candidates.add(folder);
    addAncestors(folder, occupied);
  }
  for (const file of others) {
    const folder = parentOf(file);
    occupied.add(folder);
    addAncestors(folder, occupied);
  }
  const folders: PageFolders = new Map();
  for (const folder of candidates) if (!occupied.has(folder)) folders.set(folder, [PAGE_NAME]);
  return folders;
}
