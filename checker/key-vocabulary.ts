/**
 * The keys a set of JSON contexts (fixtures, or the demo site's page contexts) hold, to tell a variable no
 * fixture has from one that is simply absent on some pages. JSON-T resolves a name up the context stack,
 * so where a key sits does not matter: a reference `a.b.c` is known when some object has a key `a`, and
 * some value of a key `a` (or an element of it, for arrays) has a key `b`, and so on.
 */

export class KeyVocabulary {
  private readonly keys = new Set<string>();
  /** "parent\u0000child" for every key found inside a value of key `parent`. */
  private readonly children = new Set<string>();
  private readonly seen = new WeakSet<object>();

  constructor(contexts: Iterable<unknown>) {
    for (const context of contexts) this.add(context, undefined);
  }

  get size(): number {
    return this.keys.size;
  }

  private add(value: unknown, parent: string | undefined): void {
    if (value === null || typeof value !== 'object' || this.seen.has(value)) return;
    this.seen.add(value);
    if (Array.isArray(value)) {
      // An array's elements are reached through the array's key: `items.0.title` or, in a repeated section, `title`.
      for (const element of value) this.add(element, parent);
      this.seen.delete(value);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      this.keys.add(key);
      if (parent !== undefined) this.children.add(`${parent}\u0000${key}`);
      this.add(child, key);
    }
    // The same object may sit under several keys (a shared item): record it under each.
    this.seen.delete(value);
  }

  /**
   * The first segment of `path` (a reference's keys, without `@`) that no context has where it is used, or
   * undefined when every segment is found. Array indexes (`0`) are skipped.
   */
  unknownSegment(path: readonly string[]): string | undefined {
    let parent: string | undefined;
    for (const segment of path) {
      if (/^\d+$/.test(segment)) continue;
      const found = parent === undefined ? this.keys.has(segment) : this.children.has(`${parent}\u0000${segment}`);
      if (!found) return segment;
      parent = segment;
    }
    return undefined;
  }

  /** Every key, for "did you mean" suggestions. */
  names(): Iterable<string> {
    return this.keys;
  }
}
