/** Template source → tree, with structural problems reported by offset. */
import type { Block } from './ast';
import { tokenize } from './lexer';
import { parseTokens } from './parser';
import { buildAst, type StructureProblem } from './to-ast';

export type { Block, Node, Alternative } from './ast';
export type { StructureProblem } from './to-ast';

export function parseTemplate(source: string): { ast: Block; problems: StructureProblem[] } {
  const { cst, errors } = parseTokens(tokenize(source));
  return buildAst(source, cst, errors);
}
