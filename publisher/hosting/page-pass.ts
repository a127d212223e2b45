// One pass over the published pages: each gets the API origin meta the islands read (islands/site-api/api-origin.ts)
// or loses a stale one, and every inline script is hashed for the Content-Security-Policy's script-src.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { escapeDoubleQuotedAttribute } from '../../islands/ssr';
import { publishedFiles } from './published-files';

/** The meta's name; islands/site-api/api-origin.ts API_ORIGIN_META says the same (a test pins them equal). */
export const API_ORIGIN_META = 'kiosk-api-origin';

const META_PATTERN = new RegExp(`<meta name="${API_ORIGIN_META}" content="[^"]*">`, 'g');
const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs (anything else, such as application/ld+json, is data the CSP does not govern). */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** CSP hash sources of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_PATTERN)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (!RUNNABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}


/** `html` carrying the meta for `apiOrigin` (none when undefined), placed first in <head>. */
export function withApiOriginMeta(html: string, apiOrigin: string | undefined): string {
  // A page rarely has the meta already: the text search spares a pass of the pattern over it.
  const without = html.includes(API_ORIGIN_META) ? html.replace(META_PATTERN, '') : html;
  if (!apiOrigin) return without;
  const meta = `<meta name="${API_ORIGIN_META}" content="${escapeDoubleQuotedAttribute(apiOrigin)}">`;
  return /<head[^>]*>/i.test(without) ? without.replace(/<head[^>]*>/i, (head) => head + meta) : without;
}

/** The pages below `dir` (absolute paths), from `listed` (every file below it) when the caller has walked it. */
function htmlFiles(dir: string, listed: readonly string[] | undefined): string[] {
  const files = listed ?? (existsSync(dir) ? publishedFiles(dir) : []);
  return files.filter((file) => file.endsWith('.html'));
}

export interface PagePassReport {
  pages: number;
  /** pages rewritten because their meta changed */
  rewritten: number;
  /** every inline script's hash, sorted */
  scriptHashes: string[];
}

/**
 * Runs the pass over every page below each of `dirs` (the published and the private folder). `known`: pages the
 * build wrote with the meta already right, by absolute path, with their inline scripts' hashes (not read again).
 * `listed`: the files below a folder (absolute paths), when the caller has walked it already.
 */
export async function pagePass(
  dirs: readonly string[],
  apiOrigin: string | undefined,
  known?: ReadonlyMap<string, readonly string[]>,
  listed?: ReadonlyMap<string, readonly string[]>,
): Promise<PagePassReport> {
  const hashes = new Set<string>();
  let pages = 0;
  let rewritten = 0;
  for (const dir of dirs) {
    for (const file of htmlFiles(dir, listed?.get(dir))) {
      const knownHashes = known?.get(file);
      if (knownHashes) {
        for (const hash of knownHashes) hashes.add(hash);
        pages++;
        continue;
      }
      const html = await readFile(file, 'utf8');
      const updated = withApiOriginMeta(html, apiOrigin);
      // Leave an unchanged page alone: its mtime keeps its compressed copies valid.
      if (updated !== html) {
        // Replaced, not written over: the file may be shared (hard-linked) with the published copy of the page.
        await writeFile(`${file}.tmp`, updated);
        await rename(`${file}.tmp`, file);
        rewritten++;
      }
      for (const hash of inlineScriptHashes(updated)) hashes.add(hash);
      pages++;
    }
  }
  return { pages, rewritten, scriptHashes: [...hashes].sort() };
}
