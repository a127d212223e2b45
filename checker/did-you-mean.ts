/** The known name closest to a misspelt one (edit distance), for "did you mean" suggestions. */

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: `htlm` is one swap from `html`. */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The nearest of `known` to `name`, or undefined when none is close: at most a third of the name's length
 * apart (and at least 1, so `htm` finds `html`). A difference of case or `-`/`_` alone always matches.
 */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  const folded = (s: string) => s.toLowerCase().replace(/[-_]/g, '');
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of known) {
    if (candidate === name) continue;
    const d = folded(candidate) === folded(name) ? 0 : distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      if (d < bestDistance) bestDistance = d;
      best = candidate;
    }
  }
  return best;
}
