/**
 * `stylesheet-syntax`: every .less and .css file in styles/ parses with the `less` package, the compiler
 * `kiosk preview` builds site.css with. Only the syntax is checked: variables and mixins may come from
 * another stylesheet (Squarespace compiles them as one) or from Squarespace's tweaks.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rule } from '../rule';

interface LessParseError {
  message: string;
  line?: number | null;
  column?: number;
}

interface LessApi {
  parse(input: string, options: { filename: string; processImports: boolean; syncImport: boolean }, callback: (error: LessParseError | null) => void): void;
}

// `less` ships no type declarations: only the call used here is typed. Loaded on first use: most checks never get here twice.
let less: LessApi | undefined;

/** The parse error of `text`, or null. With imports off, less parses synchronously and calls back before returning. */
function parseError(text: string, filename: string): LessParseError | null {
  less ??= createRequire(import.meta.url)('less') as LessApi;
  let found: LessParseError | null = null;
  less.parse(text, { filename, processImports: false, syncImport: true }, (error) => {
    found = error;
  });
  return found;
}

export const stylesheetSyntax: Rule = {
  id: 'stylesheet-syntax',
  severity: 'warning',
  doc: 'A stylesheet in styles/ that the less package (LESS 4, which kiosk preview compiles site.css with) cannot parse. Squarespace\'s older LESS accepts a few forms LESS 4 dropped, such as selector interpolation in parentheses; elsewhere the page loses its styles.',
  check({ folder }, report) {
    for (const sheet of folder.stylesheets) {
      const error = parseError(sheet.text, path.join(folder.dir, sheet.name));
      if (!error) continue;
      // less counts columns from 0.
      const start = { line: error.line ?? 1, column: (error.column ?? 0) + 1 };
      report.atPosition(sheet, start, undefined, `LESS cannot parse this: ${error.message}.`.replace(/\.\.$/, '.'));
    }
  },
};
