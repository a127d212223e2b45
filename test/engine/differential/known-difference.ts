/**
 * The shape shared by the two lists of known differences (deliberate-differences.ts, open-differences.ts)
 * and the template rewrites their classifiers use. A class either recognises a difference directly
 * (`matches`) or says how to take its feature out of a case (`neutralise`): the difference belongs to the
 * class when both engines agree once the feature is gone, so a second, unknown difference in the same
 * case is never hidden behind a known one.
 */
import type { DiffCase, Outcome } from './case';
import type { DifferenceKind } from './compare';

export interface Observed {
  case: DiffCase;
  kiosk: Outcome;
  reference: Outcome;
  kind: DifferenceKind;
  /** runs a rewritten case through both engines */
  rerun(c: DiffCase): { kiosk: Outcome; reference: Outcome };
}

export interface KnownDifference {
  id: string;
  title: string;
  /** recognises the difference from the case and the two outcomes */
  matches?(o: Observed): boolean;
  /** the case without this class's feature, or undefined when the case does not have it */
  neutralise?(c: DiffCase): DiffCase | undefined;
}

/** Everything a case's templates say: the template and its partials (macros may be called from either). */
export function allTemplateText(c: DiffCase): string {
  return [c.template, ...Object.values(c.partials ?? {})].join('\n');
}

const escapeName = (name: string) => name.replace(/[-?.]/g, '\\$&');

/** True when a formatter of one of these names is called anywhere in the case's templates. */
export function usesFormatter(c: DiffCase, ...names: string[]): boolean {
  const text = allTemplateText(c);
  // The character after a formatter's name is its argument delimiter: anything but a name character.
  return names.some((name) => new RegExp(`\\|\\s*${escapeName(name)}(?=[^\\w-]|$)`).test(text));
}

/** True when a predicate of one of these names (with its `?`) appears anywhere in the case's templates. */
export function usesPredicate(c: DiffCase, ...names: string[]): boolean {
  const text = allTemplateText(c);
  return names.some((name) => text.includes(name.endsWith('?') ? name : `${name}?`));
}

/** Applies `edit` to the template and every partial; undefined when nothing changed. */
export function rewriteTemplates(c: DiffCase, edit: (template: string) => string): DiffCase | undefined {
  const template = edit(c.template);
  let changed = template !== c.template;
  let partials = c.partials;
  if (partials) {
    partials = Object.fromEntries(Object.entries(partials).map(([name, source]) => [name, edit(source)]));
    changed ||= Object.keys(partials).some((name) => partials![name] !== c.partials![name]);
  }
  return changed ? { ...c, template, ...(partials ? { partials } : {}) } : undefined;
}

/** Removes calls of the named formatters (`|name args`) from a template. */
export function withoutFormatters(template: string, names: readonly string[]): string {
  const call = new RegExp(`\\|\\s*(?:${names.map(escapeName).join('|')})(?:[^\\w|}-][^|}]*)?(?=[|}])`, 'g');
  return template.replace(call, '');
}

function instantOutside(value: unknown, low: number, high: number): boolean {
  if (typeof value === 'number') return value < low || value > high || Number.isNaN(value);
  if (typeof value === 'string') {
    const n = value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    return Number.isFinite(n) && (n < low || n > high);
  }
  if (value !== null && typeof value === 'object') return Object.values(value).some((v) => instantOutside(v, low, high));
  return false;
}

/** Whether the case's data (or an injected file) holds a number, or numeric text, outside [low, high]. */
export function caseHasInstantOutside(c: DiffCase, low: number, high: number): boolean {
  if (instantOutside(c.json, low, high)) return true;
  return Object.values(c.injects ?? {}).some((text) => {
    try {
      return instantOutside(JSON.parse(text), low, high);
    } catch {
      return false;
    }
  });
}

/** A `date` call and its pattern (up to the next formatter or the tag's end). */
const DATE_CALL = /(\|\s*date(?=[^\w-]|$))([^|}]*)/g;

/** The case with these strftime directives (`Z` for `%Z`) taken out of every `date` call's pattern. */
export function withoutDateDirectives(c: DiffCase, letters: readonly string[]): DiffCase | undefined {
  const directive = new RegExp(`%[${letters.join('')}]`, 'g');
  return rewriteTemplates(c, (t) => t.replace(DATE_CALL, (_, head: string, pattern: string) => head + pattern.replace(directive, '')));
}
