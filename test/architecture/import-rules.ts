/**
 * Reads the import specifiers of the project's sources and checks them against the folder rules of
 * test/architecture/imports.test.ts. Pure: files come in as text, existence as a callback.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

/** The top-level folders whose sources are checked. */
export const SOURCE_FOLDERS = ['engine', 'islands', 'schemas', 'server', 'publisher', 'site', 'cli', 'checker', 'preview'] as const;
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs'] as const;

export type RuleId =
  | 'engine-imports-nothing'
  | 'engine-no-node-builtins'
  | 'islands-not-server-side'
  | 'server-not-front-end'
  | 'public-entry-only'
  | 'unresolved-import';

export interface ImportRef {
  specifier: string;
  line: number;
}

export interface Violation {
  /** Repository-relative, `/`-separated. */
  file: string;
  line: number;
  /** The resolved file, or the specifier when it is not a file of the repository. */
  target: string;
  rule: RuleId;
}

export interface FolderCycle {
  /** The folders of one strongly connected group, sorted. */
  folders: string[];
  /** One import per folder-to-folder edge inside the group. */
  edges: { from: string; to: string; file: string; line: number; target: string }[];
}

export interface ArchitectureReport {
  violations: Violation[];
  cycles: FolderCycle[];
}

// ---- import extraction -------------------------------------------------------------------------------

type TokenKind = 'word' | 'quoted' | 'value' | 'punct';
interface Token {
  kind: TokenKind;
  text: string;
  offset: number;
}

/** Words after which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);

/**
 * Splits source into words, quoted strings, other values (template literals, regular expressions, numbers)
 * and punctuation, skipping comments. Strings and regular expressions stop at a line end, so a stray quote
 * (JSX text) cannot swallow more than its line.
 */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const braces: ('code' | 'template')[] = [];
  const n = source.length;
  let i = 0;

  const regexAllowed = (): boolean => {
    const last = tokens[tokens.length - 1];
    if (!last) return true;
    if (last.kind === 'word') return REGEX_AFTER.has(last.text);
    if (last.kind === 'punct') return last.text !== ')' && last.text !== ']' && last.text !== '}';
    return false;
  };

  /** From inside a template literal: to its end (one value token), or to a `${`. */
  const templateBody = (start: number): void => {
    while (i < n) {
      const c = source[i];
      if (c === '\\') {
        i += 2;
      } else if (c === '`') {
        i++;
        tokens.push({ kind: 'value', text: '`', offset: start });
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        braces.push('template');
        tokens.push({ kind: 'punct', text: '${', offset: i - 2 });
        return;
      } else {
        i++;
      }
    }
  };

  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      tokens.push({ kind: 'quoted', text: source.slice(i + 1, j), offset: i });
      i = j + 1;
    } else if (c === '`') {
      const start = i++;
      templateBody(start);
    } else if (c === '/' && regexAllowed()) {
      const start = i;
      let j = i + 1;
      let inClass = false;
      while (j < n && source[j] !== '\n') {
        const r = source[j];
        if (r === '\\') j++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j++;
      }
      i = j + 1;
      while (i < n && /[a-z]/i.test(source[i])) i++;
      tokens.push({ kind: 'value', text: source.slice(start, i), offset: start });
    } else if (/[A-Za-z_$]/.test(c)) {
      const start = i;
      while (i < n && /[\w$]/.test(source[i])) i++;
      tokens.push({ kind: 'word', text: source.slice(start, i), offset: start });
    } else if (/[0-9]/.test(c)) {
      const start = i;
      while (i < n && /[\w.]/.test(source[i])) i++;
      tokens.push({ kind: 'value', text: source.slice(start, i), offset: start });
    } else if (c === '{') {
      braces.push('code');
      tokens.push({ kind: 'punct', text: c, offset: i++ });
    } else if (c === '}') {
      const opened = braces.pop();
      if (opened === 'template') {
        i++;
        templateBody(i);
      } else {
        tokens.push({ kind: 'punct', text: c, offset: i++ });
      }
    } else {
      tokens.push({ kind: 'punct', text: c, offset: i++ });
    }
  }
  return tokens;
}

function lineAt(lineStarts: number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

const isWord = (t: Token | undefined, text: string) => t?.kind === 'word' && t.text === text;
const isPunct = (t: Token | undefined, text: string) => t?.kind === 'punct' && t.text === text;

/** The `from '…'` ending an import or re-export that starts at `k`, if the statement has one. */
function fromClause(tokens: Token[], k: number): Token | undefined {
  for (let j = k + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (isPunct(t, ';') || isWord(t, 'import') || isWord(t, 'export')) return undefined;
    if (isWord(t, 'from') && tokens[j + 1]?.kind === 'quoted') return tokens[j + 1];
  }
  return undefined;
}

/**
 * Every module specifier of a source: `import … from '…'`, `import '…'`, `export … from '…'` (types too)
 * and `import('…')` with a quoted literal.
 */
export function extractImports(source: string): ImportRef[] {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const tokens = tokenize(source);
  const found: ImportRef[] = [];
  const add = (t: Token) => found.push({ specifier: t.text, line: lineAt(lineStarts, t.offset) });
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== 'word' || (t.text !== 'import' && t.text !== 'export')) continue;
    if (isPunct(tokens[k - 1], '.')) continue;
    const next = tokens[k + 1];
    if (t.text === 'import') {
      if (isPunct(next, '(')) {
        const arg = tokens[k + 2];
        if (arg?.kind === 'quoted' && (isPunct(tokens[k + 3], ')') || isPunct(tokens[k + 3], ','))) add(arg);
      } else if (next?.kind === 'quoted') {
        add(next);
      } else if (!isPunct(next, '.')) {
        const from = fromClause(tokens, k);
        if (from) add(from);
      }
    } else {
      const head = isWord(next, 'type') ? tokens[k + 2] : next;
      if (isPunct(head, '{') || isPunct(head, '*')) {
        const from = fromClause(tokens, k);
        if (from) add(from);
      }
    }
  }
  return found;
}

// ---- resolution and rules ----------------------------------------------------------------------------

const NODE_BUILTINS = new Set(builtinModules);

export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(specifier.split('/')[0]);
}

export function isSourceFile(file: string): boolean {
  return SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts');
}

/** The repository file a relative specifier names (TypeScript's resolution: extensions, `.js` → `.ts`, index files). */
export function resolveRelative(fromFile: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier.split('?')[0]));
  const stem = /\.[cm]?js$/.test(base) ? base.replace(/\.([cm]?)js$/, '') : undefined;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...(stem ? ['.ts', '.tsx', '.mts'].map((ext) => stem + ext) : []),
    ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((file) => !file.startsWith('../') && exists(file));
}

export function topFolder(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? '.' : file.slice(0, slash);
}

/** A folder's public face: an `index` module of the folder or of one of its sub-folders. schemas/ is all public. */
export function isPublicEntry(file: string): boolean {
  if (topFolder(file) === 'schemas') return true;
  return /^index\.(ts|tsx|mjs)$/.test(path.posix.basename(file));
}

/** Folders a folder must never import, whatever the entry. */
const FORBIDDEN: Record<string, { folders: readonly string[]; rule: RuleId }> = {
  islands: { folders: ['server', 'publisher', 'cli'], rule: 'islands-not-server-side' },
  server: { folders: ['islands', 'site', 'publisher', 'cli'], rule: 'server-not-front-end' },
};

interface Edge {
  from: string;
  to: string;
  file: string;
  line: number;
  target: string;
}

/** Strongly connected groups of more than one folder (Tarjan), each a cycle or several. */
function folderCycles(edges: Edge[]): FolderCycle[] {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    if (!graph.has(e.to)) graph.set(e.to, new Set());
    graph.get(e.from)!.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  groups.sort((a, b) => a[0].localeCompare(b[0]));
  return groups.map((folders) => {
    const seen = new Set<string>();
    const inside = edges.filter((e) => {
      const key = `${e.from}>${e.to}`;
      if (!folders.includes(e.from) || !folders.includes(e.to) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { folders, edges: inside };
  });
}

/**
 * Checks every source file: `files` maps repository-relative paths to their text; `exists` says whether a
 * repository-relative path is a file (for resolving specifiers to files that are not sources: css, json).
 */
export function checkImports(files: ReadonlyMap<string, string>, exists: (file: string) => boolean = (f) => files.has(f)): ArchitectureReport {
  const violations: Violation[] = [];
  const edges: Edge[] = [];
  for (const [file, source] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const from = topFolder(file);
    for (const { specifier, line } of extractImports(source)) {
      const flag = (rule: RuleId, target: string) => violations.push({ file, line, target, rule });
      if (!specifier.startsWith('.')) {
        if (from === 'engine' && isNodeBuiltin(specifier)) flag('engine-no-node-builtins', specifier);
        continue;
      }
      const target = resolveRelative(file, specifier, exists);
      if (!target) {
        flag('unresolved-import', specifier);
        continue;
      }
      const to = topFolder(target);
      if (to === from) continue;
      edges.push({ from, to, file, line, target });
      // A forbidden import is reported as such, whichever module it reaches.
      const forbidden = FORBIDDEN[from];
      if (from === 'engine') flag('engine-imports-nothing', target);
      else if (forbidden?.folders.includes(to)) flag(forbidden.rule, target);
      else if (!isPublicEntry(target)) flag('public-entry-only', target);
    }
  }
  return { violations, cycles: folderCycles(edges) };
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line} → ${v.target}  [${v.rule}]`;
}

export function formatCycle(cycle: FolderCycle): string {
  const lines = cycle.edges.map((e) => `    ${e.from} → ${e.to}: ${e.file}:${e.line} → ${e.target}`);
  return [`  cycle between ${cycle.folders.join(', ')}:`, ...lines].join('\n');
}
