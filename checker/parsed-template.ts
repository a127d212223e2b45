/** One JSON-T file as the rules see it: its text, the engine's syntax tree, and the engine's own diagnostics. */
import { parseTemplate, type Block } from '../engine/syntax';
import { engineDiagnostics, type EngineDiagnostic } from './engine-diagnostics';
import type { TemplateSource } from './template-folder';

export interface StructureProblem {
  message: string;
  offset: number;
  /** End of the tag concerned (exclusive), when the engine gives it. */
  end?: number;
}

/** The engine's report of an `{.or}` after a plain `{.or}` (Squarespace: "This OR_PREDICATE block will never execute"). */
const NEVER_EXECUTES = / will never execute/;

export interface ParsedTemplate {
  source: TemplateSource;
  /** The engine's template tree (empty when the parser crashed; see `diagnostics`). */
  tree: Block;
  /** Unbalanced and misplaced block tags, as the engine's tree builder found them. */
  structure: StructureProblem[];
  /** `{.or}` branches the engine's tree builder found can never run (it drops them from the tree). */
  unreachable: StructureProblem[];
  diagnostics: EngineDiagnostic[];
}

export function parseTemplateSource(source: TemplateSource): ParsedTemplate {
  const diagnostics = engineDiagnostics(source.text);
  try {
    const { ast, problems } = parseTemplate(source.text);
    const structure = (problems as StructureProblem[]).filter((p) => !NEVER_EXECUTES.test(p.message));
    const unreachable = (problems as StructureProblem[]).filter((p) => NEVER_EXECUTES.test(p.message));
    return { source, tree: ast, structure, unreachable, diagnostics };
  } catch (e) {
    const crash: EngineDiagnostic = { severity: 'error', type: 'internal', message: `the engine's parser crashed on this file: ${(e as Error)?.message ?? String(e)}` };
    return { source, tree: [], structure: [], unreachable: [], diagnostics: [...diagnostics, crash] };
  }
}
