// Strong entity tags of published files, from their content (so two servers over one dist/ agree, and a rebuild
// that writes the same bytes keeps the tag); remembered per file until its size or time changes.
import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import type { ContentEncoding } from './accept-encoding';

interface Known {
  mtimeMs: number;
  size: number;
  hash: string;
}

export interface EntityTags {
  /** The tag of `file` (whose stat is `stats`) as sent with `encoding`: each representation has its own. */
  tagOf(file: string, stats: Stats, encoding: ContentEncoding | undefined): string;
}

export function createEntityTags(): EntityTags {
  const known = new Map<string, Known>();
  return {
    tagOf(file, stats, encoding) {
      let entry = known.get(file);
      if (!entry || entry.mtimeMs !== stats.mtimeMs || entry.size !== stats.size) {
        const hash = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27);
        entry = { mtimeMs: stats.mtimeMs, size: stats.size, hash };
        known.set(file, entry);
      }
      return `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;
    },
  };
}

/** Whether If-None-Match names `tag` (weak comparison, as RFC 9110 §13.1.2 asks for this header). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
