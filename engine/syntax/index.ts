/** Template source → tree, with structural problems reported by offset. */
import type { Block } from './ast';
import { tokenize } from './lexer';
import { parseTokens } from './parser';
import { parseDirect } from './direct-parser';
import { buildAst, type StructureProblem } from './to-ast';
import { resetTagMemo } from './content';

export type { Block, Node, Alternative } from './ast';
export type { StructureProblem } from './to-ast';

const NO_PROBLEMS: readonly StructureProblem[] = [];

export function parseTemplate(source: string): { ast: Block; problems: readonly StructureProblem[] } {
  // A well-formed template needs neither tokens nor a CST; the Chevrotain parser recovers from the rest.
  const direct = parseDirect(source);
  resetTagMemo();
  if (direct) return { ast: direct, problems: NO_PROBLEMS };
  const { cst, errors } = parseTokens(tokenize(source));
  return buildAst(source, cst, errors);
}
