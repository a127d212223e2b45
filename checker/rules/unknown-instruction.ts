/**
 * `unknown-instruction`: `{.word …}` that is neither an instruction nor a predicate (`{.sectoin x}`). The
 * engine prints such a tag as text, so the page shows the braces and the block it meant to open is missing.
 */
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';

/** The words JSON-T reads after `{.` (two-word ones by their first word). */
const INSTRUCTIONS = ['section', 'repeated', 'end', 'or', 'if', 'alternates', 'var', 'ctx', 'eval', 'include', 'inject', 'macro', 'meta-left', 'meta-right', 'space', 'tab', 'newline'];

/** `{.word` followed by a space or `}` on the same line; a word ending in `?` is a predicate (unknown-predicate's business). */
const CANDIDATE = /\{\.([A-Za-z][\w-]*)(?=[ }])/g;

/** Offsets inside JSON-T comments, where anything goes. */
function commentRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = text.indexOf('{#'); i >= 0; i = text.indexOf('{#', i + 1)) {
    const multi = text.startsWith('{##', i);
    const close = multi ? text.indexOf('##}', i + 3) : text.indexOf('}', i + 2);
    const end = close < 0 ? text.length : close + (multi ? 3 : 1);
    ranges.push([i, end]);
    i = end - 1;
  }
  return ranges;
}

export const unknownInstruction: Rule = {
  id: 'unknown-instruction',
  severity: 'error',
  doc: 'A tag written like an instruction ({.sectoin items}) that JSON-T does not have. The engine prints it as text, so the page shows it and the block it meant to open or close is missing.',
  check({ templates }, report) {
    for (const template of templates) {
      const text = template.source.text;
      const comments = commentRanges(text);
      for (const match of text.matchAll(CANDIDATE)) {
        const word = match[1];
        const at = match.index;
        if (INSTRUCTIONS.includes(word) || comments.some(([from, to]) => at >= from && at < to)) continue;
        const close = text.indexOf('}', at);
        if (close < 0 || text.slice(at, close).includes('\n')) continue;
        const suggestion = didYouMean(word, INSTRUCTIONS);
        report.at(template.source, at, close + 1 - at, `Unknown instruction "{.${word}}": it is printed as text.${suggestion ? ` Did you mean "{.${suggestion}}"?` : ''}`, suggestion ? { suggestion } : {});
      }
    }
  },
};
