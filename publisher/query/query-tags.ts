/**
 * Rewrites `<squarespace:query …> … </squarespace:query>` in a template source into JSON-T the engine runs:
 * the opening tag becomes `{.section $qN}` (the query's results, `{ items }`, put in the page context by
 * the publisher; the key is short so it fits in the tag it replaces) and the closing tag `{.end}`. Each replacement is padded with a comment to the
 * length of the tag it replaces, line breaks kept, so the engine's line and column numbers stay the file's.
 */
import { parseQueryAttributes, type QueryProblem, type QuerySpec } from './query-attributes';

export interface FoundQuery {
  spec: QuerySpec;
  /** Offset of the opening tag in the source. */
  offset: number;
}

export interface RewrittenSource {
  source: string;
  queries: FoundQuery[];
  problems: QueryProblem[];
}

const OPEN = /<squarespace:query(?=[\s/>])/giy;
const CLOSE = /<\/squarespace:query\s*>/iy;
const START = /<\/?squarespace:query/gi;

/** The offset just past the `>` that ends an opening tag whose attributes start at `from` (quotes respected). */
function endOfOpenTag(source: string, from: number): number {
  let quote = '';
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i + 1;
  }
  return -1;
}

/** Spaces for every character but line breaks. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/**
 * `replacement` and a comment, together as long as `original` with its line breaks in place, so what
 * follows keeps its line and column. The replacement goes on the tag's first line, else on its last; a tag
 * whose lines are all too short keeps only its line breaks (the rest of its last line shifts).
 */
function padded(replacement: string, original: string): string {
  const lines = original.split('\n');
  const first = lines[0].length;
  const last = lines[lines.length - 1].length;
  const r = replacement.length;
  const size = original.length;
  if (lines.length === 1) return size >= r + 6 ? `${replacement}{##${blank(original.slice(r + 6))}##}` : replacement;
  if (first >= r + 3 && last >= 3) return `${replacement}{##${blank(original.slice(r + 3, size - 3))}##}`;
  if (first >= 3 && last >= r + 3) return `{##${blank(original.slice(3, size - r - 3))}##}${replacement}`;
  return `${replacement}{##${'\n'.repeat(lines.length - 1)}##}`;
}

/** `key(query)` names the page-context entry of each query (`$q0`). */
export function rewriteQueryTags(
  source: string,
  key: (query: FoundQuery) => string,
  collections?: ReadonlySet<string>,
): RewrittenSource {
  const problems: QueryProblem[] = [];
  const queries: FoundQuery[] = [];
  let output = '';
  let copied = 0;
  let open: { offset: number; valid: boolean } | undefined;
  START.lastIndex = 0;
  for (let match = START.exec(source); match; match = START.exec(source)) {
    const at = match.index;
    CLOSE.lastIndex = at;
    const close = CLOSE.exec(source);
    if (close) {
      if (!open) {
        problems.push({ offset: at, message: '</squarespace:query> without an opening <squarespace:query>' });
        continue;
      }
      output += source.slice(copied, at) + (open.valid ? padded('{.end}', close[0]) : close[0].replace(/[^\n]/g, ''));
      copied = at + close[0].length;
      START.lastIndex = copied;
      open = undefined;
      continue;
    }
    OPEN.lastIndex = at;
    if (!OPEN.exec(source)) continue; // `<squarespace:queryX`: not this tag
    const end = endOfOpenTag(source, OPEN.lastIndex);
    if (end < 0) {
      problems.push({ offset: at, message: '<squarespace:query> tag is not closed with ">"' });
      break;
    }
    if (open) problems.push({ offset: at, message: '<squarespace:query> inside another <squarespace:query>: close the first one before opening another' });
    const selfClosing = source[end - 2] === '/';
    const parsed = parseQueryAttributes(source.slice(OPEN.lastIndex, selfClosing ? end - 2 : end - 1), OPEN.lastIndex, at, collections);
    problems.push(...parsed.problems);
    if (selfClosing) {
      problems.push({ offset: at, message: '<squarespace:query /> renders nothing: put the template for its items between <squarespace:query> and </squarespace:query>' });
    }
    const tag = source.slice(at, end);
    let replacement = tag.replace(/[^\n]/g, '');
    if (parsed.spec && !open && !selfClosing) {
      const query = { spec: parsed.spec, offset: at };
      queries.push(query);
      replacement = padded(`{.section ${key(query)}}`, tag);
    }
    output += source.slice(copied, at) + replacement;
    copied = end;
    START.lastIndex = end;
    if (!selfClosing) open ??= { offset: at, valid: parsed.spec !== undefined };
  }
  if (open) problems.push({ offset: open.offset, message: '<squarespace:query> is never closed: add </squarespace:query>' });
  return { source: output + source.slice(copied), queries, problems };
}
