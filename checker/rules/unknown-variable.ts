/**
 * `unknown-variable`: a variable no fixture has. Runs only when there is something to compare with:
 * `--fixtures <dir>`, or the demo content when the default template is checked.
 */
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';
import { referenceUses } from '../tree-walk';

/** Names Squarespace (and Kiosk's publisher) add while rendering, so `?format=json` fixtures never hold them. */
const RENDER_TIME_NAMES = new Set(['squarespace', 'squarespace-headers', 'squarespace-footers', 'squarespace-post-entry']);

/** The keys a reference reads from the context, or undefined for one the engine resolves itself. */
function keysOf(text: string): string[] | undefined {
  if (text === '@' || text.startsWith('@.')) return text.split('.').slice(1);
  // `@index`, `@index0`, bound variables (`@args`, `.var @x`) and `$key` query results are not context keys.
  if (text.startsWith('@') || text.startsWith('$')) return undefined;
  return text.split('.');
}

export const unknownVariable: Rule = {
  id: 'unknown-variable',
  severity: 'warning',
  doc: 'A variable that no fixture (or page of the demo content) has anywhere: usually a typo or a key of another platform. It always renders empty. Checked only with --fixtures or on the demo content.',
  check({ templates, vocabulary }, report) {
    if (!vocabulary || vocabulary.size === 0) return;
    for (const template of templates) {
      for (const use of referenceUses(template.tree, template.source.text)) {
        const keys = keysOf(use.text);
        if (!keys || keys.length === 0 || RENDER_TIME_NAMES.has(keys[0])) continue;
        const unknown = vocabulary.unknownSegment(keys);
        if (unknown === undefined) continue;
        const suggestion = didYouMean(unknown, vocabulary.names());
        const where = unknown === keys[0] ? '' : ` (in "${use.text}")`;
        report.at(
          template.source,
          use.offset,
          use.text.length,
          `No fixture has "${unknown}"${where}: it renders empty.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
          suggestion ? { suggestion: use.text.replace(unknown, suggestion) } : {},
        );
      }
    }
  },
};
