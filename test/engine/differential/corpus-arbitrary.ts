/**
 * Mutations of the public conformance corpus (`../shared/conformance`, read as test/conformance does):
 * a real template with real data, then values swapped for other types, keys removed, formatters or
 * predicates renamed, tags dropped or duplicated, an `.or` inserted — each run at the fixed clock.
 */
import fc from 'fast-check';
import { corpusAvailable, loadTargetCases, type ConformanceCase } from '../../conformance/cases';
import { FIXED_NOW, type DiffCase } from './case';
import { leaf, jsonValue } from './json-arbitrary';
import { FORMATTERS, PREDICATES } from './vocabulary';

let cached: ConformanceCase[] | undefined;
/** Every target case of the corpus (empty when the corpus folder is absent). */
export function corpusCases(): ConformanceCase[] {
  if (!cached) cached = corpusAvailable() ? [...loadTargetCases().values()].flat() : [];
  return cached;
}

export function caseFromCorpus(c: ConformanceCase): DiffCase {
  const out: DiffCase = { template: c.template, json: c.json, locale: c.locale ?? 'en', now: c.now ?? FIXED_NOW };
  if (c.partials) out.partials = c.partials;
  if (c.injects) out.injects = c.injects;
  return out;
}

type Mutation = (c: DiffCase) => DiffCase;

/** Every container path in a JSON value, shallow first (the list a data mutation picks from). */
function slots(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 400) return out;
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([...prefix, i]), slots(v, [...prefix, i], out)));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push([...prefix, k]), slots(v, [...prefix, k], out);
  }
  return out;
}

function replaceAt(value: unknown, at: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement, remove);
  return copy;
}

const dataMutation: fc.Arbitrary<Mutation> = fc
  .tuple(fc.nat(), fc.oneof(leaf, jsonValue), fc.constantFrom('replace', 'remove', 'stringify', 'wrap'))
  .map(([pick, replacement, how]) => (c) => {
    const all = slots(c.json);
    if (all.length === 0) return c;
    const at = all[pick % all.length];
    const current = at.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], c.json);
    const next =
      how === 'stringify' ? (typeof current === 'object' ? JSON.stringify(current) : String(current))
      : how === 'wrap' ? [current]
      : replacement;
    return { ...c, json: replaceAt(c.json, at, next, how === 'remove') };
  });

const TAG = /\{[^{}\n]*\}/g;

/** Applies `edit` to the n-th tag of the template (n wraps around). */
function editTag(template: string, n: number, edit: (tag: string) => string): string {
  const tags = [...template.matchAll(TAG)];
  if (tags.length === 0) return template;
  const m = tags[n % tags.length];
  return template.slice(0, m.index) + edit(m[0]) + template.slice(m.index! + m[0].length);
}

const templateMutation: fc.Arbitrary<Mutation> = fc
  .tuple(fc.nat(), fc.nat(), fc.constantFrom('drop', 'duplicate', 'formatter', 'predicate', 'or', 'section-name', 'truncate', 'brace'))
  .map(([n, pick, how]) => (c) => {
    const t = c.template;
    let next = t;
    if (how === 'drop') next = editTag(t, n, () => '');
    else if (how === 'duplicate') next = editTag(t, n, (tag) => tag + tag);
    else if (how === 'formatter') next = editTag(t, n, (tag) => tag.replace(/\|([a-zA-Z][\w-]*)/, `|${FORMATTERS[pick % FORMATTERS.length]}`));
    else if (how === 'predicate') next = editTag(t, n, (tag) => tag.replace(/^\{\.([a-zA-Z][\w-]*\?)/, `{.${PREDICATES[pick % PREDICATES.length]}`));
    else if (how === 'or') next = editTag(t, n, (tag) => `${tag}{.or}`);
    else if (how === 'section-name') next = editTag(t, n, (tag) => tag.replace(/^\{\.(repeated )?section [^}\s]+/, (m) => `${m}.${['a', '0', 'items', '@'][pick % 4]}`));
    else if (how === 'truncate') next = t.slice(0, t.length ? pick % t.length : 0);
    else next = editTag(t, n, (tag) => tag.slice(0, 1 + (pick % tag.length)) + '{' + tag.slice(1 + (pick % tag.length)));
    return { ...c, template: next };
  });

/** A corpus case with up to three data and three template mutations (fewer while shrinking). */
export function mutatedCorpusCase(): fc.Arbitrary<DiffCase> {
  const cases = corpusCases();
  if (cases.length === 0) return fc.constant({ template: '', json: {}, locale: 'en', now: FIXED_NOW });
  return fc
    .tuple(fc.nat({ max: cases.length - 1 }), fc.array(dataMutation, { maxLength: 3 }), fc.array(templateMutation, { maxLength: 3 }))
    .map(([i, data, tmpl]) => [...data, ...tmpl].reduce((c, m) => m(c), caseFromCorpus(cases[i])));
}
