/** The contract every rule implements, and what a rule gets to look at. */
import type { Offense, Position, Severity } from './offense';
import type { ParsedTemplate } from './parsed-template';
import type { SourceText } from './source-text';
import type { TemplateFolder } from './template-folder';
import type { KeyVocabulary } from './key-vocabulary';

/** The names the engine's plugin registry knows (engine/index.ts `createRegistry`). */
export interface KnownPlugins {
  formatters: ReadonlySet<string>;
  predicates: ReadonlySet<string>;
}

export interface CheckContext {
  folder: TemplateFolder;
  /** Every JSON-T file of the folder, parsed once for all rules. */
  templates: readonly ParsedTemplate[];
  plugins: KnownPlugins;
  /** The keys the fixtures (or the demo content) hold; undefined when there are none to compare with. */
  vocabulary?: KeyVocabulary;
}

export interface ReportOptions {
  suggestion?: string;
  /** Overrides the rule's severity for this offense (an engine warning reported by an error rule). */
  severity?: Severity;
}

export interface Reporter {
  /** An offense on `length` characters from `offset` in `file`. */
  at(file: SourceText, offset: number, length: number, message: string, options?: ReportOptions): void;
  /** An offense at a position the engine gave (end optional: then the rest of the word). */
  atPosition(file: SourceText, start: Position, end: Position | undefined, message: string, options?: ReportOptions): void;
}

export interface Rule {
  /** Permanent, kebab-case: `unknown-formatter`. */
  id: string;
  severity: Severity;
  /** One or two sentences: what it finds and why it matters (printed by `kiosk check --list-rules`). */
  doc: string;
  check(context: CheckContext, report: Reporter): void;
}

export type { Offense };
