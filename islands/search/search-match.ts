/**
 * Finds the entries of the search index that match what the visitor typed: every word must appear in the
 * title, keywords, excerpt or price (accents and case ignored); whole words of the title rank first, then
 * words it starts, then keywords, then the rest, the index's order breaking ties.
 */
import type { SearchEntry } from '../../schemas/search';

/** Lower case without accents: "Café" and "cafe" match. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function queryTerms(query: string): string[] {
  return normalize(query).split(/\s+/).filter((term) => term !== '');
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** 2: `term` is a whole word of `text`; 1: it starts one; 0: neither. */
function wordMatch(text: string, term: string): number {
  let best = 0;
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (at > 0 && LETTER_OR_DIGIT.test(text[at - 1])) continue;
    const after = text[at + term.length];
    if (after === undefined || !LETTER_OR_DIGIT.test(after)) return 2;
    best = 1;
  }
  return best;
}

/** How well one word matches an entry; 0 when it does not. */
function termScore(term: string, title: string, keywords: string, rest: string): number {
  const inTitle = wordMatch(title, term);
  if (inTitle > 0) return 3 + inTitle;
  if (title.includes(term)) return 3;
  if (wordMatch(keywords, term) > 0) return 2;
  if (rest.includes(term)) return 1;
  return 0;
}

export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: { entry: SearchEntry; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const title = normalize(entry.title);
    const keywords = normalize(entry.keywords.join(' '));
    const rest = normalize(`${entry.excerpt} ${entry.price ?? ''} ${keywords}`);
    let score = 0;
    for (const term of terms) {
      const s = termScore(term, title, keywords, rest);
      if (s === 0) return;
      score += s;
    }
    scored.push({ entry, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.entry);
}

/** What the live region says about the results. */
export function resultsStatus(count: number, query: string): string {
  const quoted = `“${query.trim()}”`;
  if (count === 0) return `No results for ${quoted}. Try another word, or browse the shop.`;
  return count === 1 ? `1 result for ${quoted}` : `${count} results for ${quoted}`;
}
