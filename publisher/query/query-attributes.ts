/**
 * Reads the attributes of a `<squarespace:query …>` opening tag into a query: which collection, how many
 * items, which ones (featured, category, tag), each checked with the position of what is wrong.
 */

/** A problem at a character offset of the template source. */
export interface QueryProblem {
  offset: number;
  message: string;
}

export interface QuerySpec {
  /** The collection's urlId (`shop`, `journal`). */
  collection: string;
  /** At most this many items (1–100; Squarespace's hard limit is 100 results per query). */
  limit: number;
  /** Items to skip first (0–10). */
  skip: number;
  /** Only starred items. */
  featured: boolean;
  /** Items with any of these categories (the attribute is comma delimited); empty: no filter. */
  categories: string[];
  /** Items with any of these tags; empty: no filter. */
  tags: string[];
}

export const QUERY_MAX_LIMIT = 100;
export const QUERY_MAX_SKIP = 10;
const KNOWN = ['collection', 'limit', 'skip', 'featured', 'category', 'tag'];

interface Attribute {
  name: string;
  value: string;
  /** Offset of the attribute's name. */
  offset: number;
}

const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

/** `name="value"` pairs of the text between `<squarespace:query` and `>`; `start` is that text's offset. */
function readAttributes(text: string, start: number, problems: QueryProblem[]): Attribute[] {
  const attributes: Attribute[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s|\//.test(text[i])) {
      i++;
      continue;
    }
    ATTRIBUTE.lastIndex = i;
    const match = ATTRIBUTE.exec(text);
    if (!match) break;
    const value = match[2] ?? match[3] ?? match[4];
    if (value === undefined) problems.push({ offset: start + i, message: `attribute "${match[1]}" of <squarespace:query> needs a value` });
    else attributes.push({ name: match[1].toLowerCase(), value, offset: start + i });
    i = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

function listOf(value: string): string[] {
  return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The query an opening tag asks for, or problems. `collections` are the urlIds that exist (undefined:
 * not checked); `tagOffset` is where the tag starts, for problems about the tag as a whole.
 */
export function parseQueryAttributes(
  text: string,
  textOffset: number,
  tagOffset: number,
  collections: ReadonlySet<string> | undefined,
): { spec?: QuerySpec; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const spec: QuerySpec = { collection: '', limit: QUERY_MAX_LIMIT, skip: 0, featured: false, categories: [], tags: [] };
  const seen = new Set<string>();
  for (const { name, value, offset } of readAttributes(text, textOffset, problems)) {
    const fail = (message: string) => problems.push({ offset, message });
    if (!KNOWN.includes(name)) {
      fail(`unknown attribute "${name}" on <squarespace:query> (it takes ${KNOWN.join(', ')})`);
      continue;
    }
    if (seen.has(name)) fail(`attribute "${name}" is given twice`);
    seen.add(name);
    if (value.includes('{')) {
      fail(`attribute "${name}" of <squarespace:query> must be plain text: template variables are not supported there`);
      continue;
    }
    switch (name) {
      case 'collection':
        spec.collection = value.trim();
        if (spec.collection === '') fail('collection of <squarespace:query> is empty: give a collection urlId');
        else if (collections && !collections.has(spec.collection)) {
          fail(`unknown collection "${spec.collection}" in <squarespace:query> (collections: ${[...collections].join(', ')})`);
        }
        break;
      case 'limit': {
        const n = wholeNumber(value, 1, QUERY_MAX_LIMIT);
        if (n === undefined) fail(`limit "${value}" of <squarespace:query> must be a whole number from 1 to ${QUERY_MAX_LIMIT}`);
        else spec.limit = n;
        break;
      }
      case 'skip': {
        const n = wholeNumber(value, 0, QUERY_MAX_SKIP);
        if (n === undefined) fail(`skip "${value}" of <squarespace:query> must be a whole number from 0 to ${QUERY_MAX_SKIP}`);
        else spec.skip = n;
        break;
      }
      case 'featured':
        if (value !== 'true' && value !== 'false') fail(`featured "${value}" of <squarespace:query> must be true or false`);
        spec.featured = value === 'true';
        break;
      case 'category':
        spec.categories = listOf(value);
        break;
      case 'tag':
        spec.tags = listOf(value);
        break;
    }
  }
  if (!seen.has('collection')) problems.push({ offset: tagOffset, message: '<squarespace:query> needs a collection attribute (the collection urlId)' });
  return problems.length > 0 ? { problems } : { spec, problems };
}
