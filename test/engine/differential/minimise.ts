/**
 * Shrinks a failing case to a small reproducer: drops template pieces (tags and text runs, then
 * characters), formatter calls and arguments, data keys and elements, partials and injectables, while
 * the case still shows the same class of difference. fast-check's own shrinking runs first in the
 * property test; this one also works on corpus mutations, whose shrinking stops at the corpus template.
 */
import type { DiffCase } from './case';

export type StillFails = (c: DiffCase) => Promise<boolean>;

/** Splits a template into tags, text runs and lone braces. */
function pieces(template: string): string[] {
  return template.match(/\{[^{}]*\}|[^{]+|\{/g) ?? [];
}

/** Removes chunks of `items` while `keep(rest)` holds: a simple delta-debugging pass, halves down to ones. */
async function dropChunks<T>(items: T[], keep: (rest: T[]) => Promise<boolean>, budget: { left: number }): Promise<T[]> {
  let current = items;
  for (let size = Math.max(1, Math.floor(current.length / 2)); size >= 1; size = Math.floor(size / 2)) {
    for (let start = 0; start < current.length && budget.left > 0; ) {
      const rest = [...current.slice(0, start), ...current.slice(start + size)];
      budget.left--;
      if (await keep(rest)) current = rest;
      else start += size;
    }
    if (size === 1) break;
  }
  return current;
}

/** Simpler versions of one JSON value, simplest first. */
function simpler(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.length ? [null, [], value.slice(0, 1)] : [null];
  if (value && typeof value === 'object') return Object.keys(value).length ? [null, {}] : [null];
  if (typeof value === 'string') return value.length > 1 ? ['', value.slice(0, 1)] : value ? [''] : [];
  if (typeof value === 'number') return value === 0 ? [] : [0, 1];
  return value === null ? [] : [null];
}

async function shrinkJson(value: unknown, keep: (v: unknown) => Promise<boolean>, budget: { left: number }): Promise<unknown> {
  for (const candidate of simpler(value)) {
    if (budget.left-- <= 0) return value;
    if (await keep(candidate)) return candidate;
  }
  if (Array.isArray(value)) {
    let arr = await dropChunks(value, (rest) => keep(rest), budget);
    for (let i = 0; i < arr.length && budget.left > 0; i++) {
      const shrunk = await shrinkJson(arr[i], (v) => keep(arr.map((x, j) => (j === i ? v : x))), budget);
      arr = arr.map((x, j) => (j === i ? shrunk : x));
    }
    return arr;
  }
  if (value && typeof value === 'object') {
    const entries = await dropChunks(Object.entries(value), (rest) => keep(Object.fromEntries(rest)), budget);
    let obj = Object.fromEntries(entries);
    for (const key of Object.keys(obj)) {
      if (budget.left <= 0) break;
      const shrunk = await shrinkJson(obj[key], (v) => keep({ ...obj, [key]: v }), budget);
      obj = { ...obj, [key]: shrunk };
    }
    return obj;
  }
  return value;
}

async function shrinkRecord(
  record: Record<string, string> | undefined,
  keep: (r: Record<string, string> | undefined) => Promise<boolean>,
  budget: { left: number },
): Promise<Record<string, string> | undefined> {
  if (!record) return record;
  budget.left--;
  if (await keep(undefined)) return undefined;
  const entries = await dropChunks(Object.entries(record), (rest) => keep(Object.fromEntries(rest)), budget);
  return Object.fromEntries(entries);
}

/** The smallest case found within `maxRuns` checks that still fails the same way. */
export async function minimise(start: DiffCase, stillFails: StillFails, maxRuns = 400): Promise<DiffCase> {
  const budget = { left: maxRuns };
  let c = start;
  const withTemplate = (template: string) => ({ ...c, template });

  // Template: whole pieces, then formatter calls and arguments inside tags, then characters.
  let parts = await dropChunks(pieces(c.template), (rest) => stillFails(withTemplate(rest.join(''))), budget);
  c = withTemplate(parts.join(''));
  for (let i = 0; i < parts.length && budget.left > 0; i++) {
    const words = parts[i].startsWith('{') ? parts[i].slice(1, -1).split(/(?=[|\s])/) : [...parts[i]];
    if (words.length < 2) continue;
    const wrap = (w: string[]) => (parts[i].startsWith('{') ? `{${w.join('')}}` : w.join(''));
    const kept = await dropChunks(words, (rest) => stillFails(withTemplate(parts.map((p, j) => (j === i ? wrap(rest) : p)).join(''))), budget);
    parts = parts.map((p, j) => (j === i ? wrap(kept) : p));
    c = withTemplate(parts.join(''));
  }

  const partials = await shrinkRecord(c.partials, (partials) => stillFails({ ...c, partials }), budget);
  c = { ...c, partials };
  const injects = await shrinkRecord(c.injects, (injects) => stillFails({ ...c, injects }), budget);
  c = { ...c, injects };
  const json = await shrinkJson(c.json, (json) => stillFails({ ...c, json }), budget);
  c = { ...c, json };
  if (c.locale !== 'en-US' && budget.left-- > 0 && (await stillFails({ ...c, locale: 'en-US' }))) c = { ...c, locale: 'en-US' };
  if (!c.partials) delete c.partials;
  if (!c.injects) delete c.injects;
  return c;
}
