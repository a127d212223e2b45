/**
 * Sorts an observed difference into the deliberate list, the still-open list, or undocumented. A class
 * claims a difference when its classifier matches or when neutralising its feature makes the engines
 * agree; a case with several known features is claimed by their combination only when neutralising all
 * of them together makes the engines agree, or leaves a difference a class recognises (`matches`). An undocumented difference gets a signature (its kind and
 * the instructions, formatters and predicates its template uses) so reports group the same class.
 */
import type { DiffCase } from './case';
import { compareOutcomes } from './compare';
import { DELIBERATE_DIFFERENCES } from './deliberate-differences';
import { allTemplateText, type KnownDifference, type Observed } from './known-difference';
import { OPEN_DIFFERENCES } from './open-differences';

export type Verdict =
  | { list: 'deliberate'; id: string }
  | { list: 'open'; id: string }
  | { list: 'undocumented'; id: string };

function agreesOn(o: Observed, c: DiffCase): boolean {
  const { kiosk, reference } = o.rerun(c);
  const comparison = compareOutcomes(kiosk, reference);
  return !comparison.kind && !comparison.threw;
}

function explains(d: KnownDifference, o: Observed): boolean {
  if (d.matches?.(o)) return true;
  const neutral = d.neutralise?.(o.case);
  return neutral !== undefined && agreesOn(o, neutral);
}

export function classify(o: Observed): Verdict {
  const deliberate = DELIBERATE_DIFFERENCES.find((d) => explains(d, o));
  if (deliberate) return { list: 'deliberate', id: deliberate.id };
  const open = OPEN_DIFFERENCES.find((d) => explains(d, o));
  if (open) return { list: 'open', id: open.id };
  // Several known features at once: neutralise them all, in list order.
  let c = o.case;
  const involved: KnownDifference[] = [];
  for (const d of [...DELIBERATE_DIFFERENCES, ...OPEN_DIFFERENCES]) {
    const neutral = d.neutralise?.(c);
    if (neutral) (c = neutral), involved.push(d);
  }
  if (involved.length > 0) {
    const again = o.rerun(c);
    const residual = compareOutcomes(again.kiosk, again.reference);
    if (!residual.threw) {
      // What is left once the features are gone may be a class that only recognises its difference (`matches`).
      const matcher = residual.kind
        ? [...DELIBERATE_DIFFERENCES, ...OPEN_DIFFERENCES].find((d) => d.matches?.({ ...o, case: c, kiosk: again.kiosk, reference: again.reference, kind: residual.kind! }))
        : undefined;
      if (matcher && !involved.includes(matcher)) involved.push(matcher);
      if ((!residual.kind && involved.length > 1) || matcher) {
        const id = involved.map((d) => d.id).join(' + ');
        const anyOpen = involved.some((d) => OPEN_DIFFERENCES.includes(d as (typeof OPEN_DIFFERENCES)[number]));
        return { list: anyOpen ? 'open' : 'deliberate', id };
      }
    }
  }
  return { list: 'undocumented', id: `${o.kind}: ${features(o.case).join(' ') || 'text only'}` };
}

/** The instructions, formatters and predicates a case's templates use, sorted: `.section |date .equal?`. */
export function features(c: DiffCase): string[] {
  const text = allTemplateText(c);
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\.(repeated section|alternates with|[a-zA-Z][\w-]*\??)/g)) found.add(`.${m[1]}`);
  for (const m of text.matchAll(/\|\s*([a-zA-Z][\w-]*)/g)) found.add(`|${m[1]}`);
  for (const m of text.matchAll(/\{\.(?:or|if) ([a-zA-Z][\w-]*\?)/g)) found.add(`.${m[1]}`);
  if (/\{#/.test(text)) found.add('comment');
  return [...found].sort();
}
