/**
 * The `<squarespace:query>` tags of a site's templates: rewritten once per template as they compile, each
 * distinct query given a page-context key (`$q0`…), and run for every page against the content.
 */
import type { ContentCollection } from '../source/load-content';
import type { JsonObject } from '../source/read-json';
import type { QuerySpec } from './query-attributes';
import { runQuery } from './query-results';
import { rewriteQueryTags, type RewrittenSource } from './query-tags';

export class SiteQueries {
  private readonly keys = new Map<string, string>();
  private readonly specs = new Map<string, QuerySpec>();
  private readonly collections = new Map<string, ContentCollection>();
  private readonly known: ReadonlySet<string> | undefined;

  /** Without collections (a template rendered on its own), any collection name is accepted and finds nothing. */
  constructor(collections?: readonly ContentCollection[]) {
    if (collections) for (const c of collections) this.collections.set(c.urlId, c);
    this.known = collections ? new Set(this.collections.keys()) : undefined;
  }

  /** The source with its query tags rewritten; problems (with offsets) when a tag is wrong. */
  rewrite(source: string): RewrittenSource {
    return rewriteQueryTags(source, ({ spec }) => this.keyOf(spec), this.known);
  }

  /** The page-context keys of the queries a rewritten source reads (`$q0`…). */
  keysOf(rewritten: RewrittenSource): string[] {
    return [...new Set(rewritten.queries.map(({ spec }) => this.keyOf(spec)))];
  }

  private keyOf(spec: QuerySpec): string {
    const signature = JSON.stringify(spec);
    let key = this.keys.get(signature);
    if (!key) {
      key = `$q${this.keys.size}`;
      this.keys.set(signature, key);
      this.specs.set(key, spec);
    }
    return key;
  }

  /**
   * `{ $q0: { items }, … }` for a page, without the page's own item: the queries named by `keys` (those of the
   * templates the page renders with), else every query met so far.
   */
  resultsFor(page: JsonObject, keys: Iterable<string> = this.specs.keys()): JsonObject {
    const item = page.item as JsonObject | undefined;
    const results: JsonObject = {};
    for (const key of keys) {
      const spec = this.specs.get(key);
      const collection = spec && this.collections.get(spec.collection);
      results[key] = { items: spec && collection ? runQuery(collection, spec, item?.id) : [] };
    }
    return results;
  }
}
