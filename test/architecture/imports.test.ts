/**
 * Architecture test: the import rules between Kiosk's top-level folders (issue 9, "The house"), checked on
 * every .ts/.tsx/.mjs file of engine/, islands/, schemas/, server/, publisher/, site/, cli/ and checker/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkImports, extractImports, formatCycle, formatViolation, isSourceFile, SOURCE_FOLDERS, type RuleId, type Violation,
} from './import-rules';

/**
 * The rules (ids as the failures name them):
 * - engine-imports-nothing: engine/ imports no file outside engine/ (engine/README.md).
 * - engine-no-node-builtins: engine/ runs in a browser too: packages yes, `node:` builtins no (engine/tsconfig.json).
 * - islands-not-server-side: islands/ never imports server/, publisher/ or cli/.
 * - server-not-front-end: server/ never imports islands/, site/, publisher/ or cli/.
 * - public-entry-only: a file importing another top-level folder imports its index.ts or a sub-folder's
 *   index.ts (`'../engine/commerce'`), never an internal module. schemas/ is a flat folder of contracts:
 *   every file in it is public.
 * - unresolved-import: a relative specifier that names no file (a typo the rules would otherwise miss).
 * - no import cycle between top-level folders.
 *
 * Exceptions, all of them, each with its reason. `file` omitted: any importer.
 */
const EXCEPTIONS: readonly (Allowed & { reason: string })[] = [
  {
    target: 'server/entry.ts',
    rule: 'public-entry-only',
    reason:
      'the server\'s launcher face: the CLI and the dev plugin read SERVER_ENTRY and the env options from it without ' +
      'loading the server (server/index.ts pulls in SQLite and every route; the CLI loads it lazily, the dev plugin through Vite)',
  },
  {
    file: 'cli/kiosk.mjs',
    target: 'publisher/build/code-key.mjs',
    rule: 'public-entry-only',
    reason:
      'the kiosk launcher is plain JavaScript that runs before TypeScript can load: it reads the code-version key of the ' +
      'bundled build from the one plain module that computes it, to run that bundle without tsx',
  },
  // The browser's islands take these rules from engine/commerce's own files: its index also brings the money and
  // locale code and their start-up work, which the product page's JavaScript budget (page-weight.test.ts) has no
  // room for.
  ...['product-types', 'stock', 'product-fields', 'variants'].map((name) => ({
    target: `engine/commerce/${name}.ts`,
    rule: 'public-entry-only' as const,
    reason: "the islands' bundle: engine/commerce/index.ts brings the money and locale code",
  })),
];

interface Allowed {
  file?: string;
  target: string;
  rule: RuleId;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      if (name === 'node_modules') continue;
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (isSourceFile(rel)) files.set(rel, readFileSync(path.join(ROOT, rel), 'utf8'));
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(folder);
  return files;
}

function isFile(rel: string): boolean {
  return statSync(path.join(ROOT, rel), { throwIfNoEntry: false })?.isFile() === true;
}

const covers = (allowed: Allowed, v: Violation) =>
  allowed.rule === v.rule && allowed.target === v.target && (allowed.file === undefined || allowed.file === v.file);

describe('import rules between top-level folders', () => {
  const files = sourceFiles();
  const report = checkImports(files, isFile);
  const allowed = EXCEPTIONS;

  it('scans the source folders', () => {
    for (const folder of SOURCE_FOLDERS) expect([...files.keys()].some((f) => f.startsWith(`${folder}/`)), folder).toBe(true);
  });

  it('finds no import that breaks a rule', () => {
    const broken = report.violations.filter((v) => !allowed.some((a) => covers(a, v)));
    expect(broken.map(formatViolation).join('\n'), 'imports that break a rule (file:line → target [rule])').toBe('');
  });

  it('finds no cycle between top-level folders', () => {
    expect(report.cycles.map(formatCycle).join('\n'), 'folder cycles').toBe('');
  });

  it('has no stale exception', () => {
    const stale = allowed.filter((a) => !report.violations.some((v) => covers(a, v)));
    expect(stale.map((a) => `${a.file ?? '*'} → ${a.target} [${a.rule}]`).join('\n'), 'no longer needed: remove it').toBe('');
  });
});

describe('the checker itself', () => {
  const synthetic = new Map<string, string>([
    ['engine/index.ts', "export { a } from './a';\nimport { readFileSync } from 'node:fs';\nimport { lexer } from 'chevrotain';"],
    ['engine/a.ts', "import { Cart } from '../schemas/cart';\nexport const a = 1;"],
    ['engine/commerce/index.ts', "export * from './stock';"],
    ['engine/commerce/stock.ts', 'export const MAX = 1;'],
    ['schemas/cart.ts', 'export const Cart = {};'],
    [
      'islands/widget.tsx',
      [
        "import type { Route } from '../publisher';",
        "import { MAX } from '../engine/commerce/stock';",
        "import { MAX as M } from '../engine/commerce';",
        "import { Cart } from '../schemas/cart';",
        "const re = /['\"]/; // import x from '../server'",
        "/* import y from '../cli' */ const lazy = () => import('../server/routes/cart');",
      ].join('\n'),
    ],
    ['publisher/index.ts', "export type Route = string;\nimport '../cli';"],
    ['cli/index.ts', "export * from '../publisher';\nimport { nope } from './missing';"],
    ['server/index.ts', "import { Cart } from '../schemas/cart';\nexport { w } from '../islands/widget';"],
    ['server/routes/cart.ts', 'export const route = 1;'],
  ]);
  const report = checkImports(synthetic);
  const found = report.violations.map(formatViolation);

  it('reads static, type, side-effect, re-export and literal dynamic imports, not comments or regexes', () => {
    expect(extractImports(synthetic.get('islands/widget.tsx')!)).toEqual([
      { specifier: '../publisher', line: 1 },
      { specifier: '../engine/commerce/stock', line: 2 },
      { specifier: '../engine/commerce', line: 3 },
      { specifier: '../schemas/cart', line: 4 },
      { specifier: '../server/routes/cart', line: 6 },
    ]);
  });

  it('names each broken rule with file:line and target', () => {
    expect(found).toEqual([
      'cli/index.ts:2 → ./missing  [unresolved-import]',
      'engine/a.ts:1 → schemas/cart.ts  [engine-imports-nothing]',
      'engine/index.ts:2 → node:fs  [engine-no-node-builtins]',
      'islands/widget.tsx:1 → publisher/index.ts  [islands-not-server-side]',
      'islands/widget.tsx:2 → engine/commerce/stock.ts  [public-entry-only]',
      'islands/widget.tsx:6 → server/routes/cart.ts  [islands-not-server-side]',
      'server/index.ts:2 → islands/widget.tsx  [server-not-front-end]',
    ]);
  });

  it('reports a cycle between folders with the imports that make it', () => {
    expect(report.cycles.map((c) => c.folders)).toEqual([['cli', 'publisher'], ['islands', 'server']]);
    expect(formatCycle(report.cycles[0])).toContain('publisher → cli: publisher/index.ts:2 → cli/index.ts');
  });
});
