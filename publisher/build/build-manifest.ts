/**
 * What a build published, kept beside it (in the hosting folder, never served: it names the protected pages): each
 * page's fingerprint, the items it read and its inline scripts' hashes. The next build reuses a page whose
 * fingerprint is unchanged without rendering it again, and the hosting step need not read it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostingDirOf } from '../hosting/publish-hosting';

const FILE = 'build-manifest.json';
const VERSION = 1;

export interface PageRecord {
  fingerprint: string;
  itemsRead: string[];
  scriptHashes: string[];
}

export interface BuildManifest {
  version: number;
  pages: Record<string, PageRecord>;
}

export function manifestFileOf(distDir: string): string {
  return path.join(hostingDirOf(distDir), FILE);
}

/** The manifest of the published folder; undefined when there is none (or none this version reads). */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const file = manifestFileOf(distDir);
  if (!existsSync(file) || !existsSync(distDir)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
    return manifest.version === VERSION && manifest.pages && typeof manifest.pages === 'object' ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildManifest(distDir: string, pages: Record<string, PageRecord>): void {
  writeFileSync(manifestFileOf(distDir), JSON.stringify({ version: VERSION, pages } satisfies BuildManifest));
}
