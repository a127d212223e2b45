/**
 * The template tree the compiler turns into executable code. Every node keeps
 * the offset of its tag so errors can report line and column; the offsets in
 * its formatter and predicate calls are relative to that tag.
 */
import type { Reference } from './references';
import type { FormatterCallSyntax, IfOperator, PredicateCallSyntax } from './tags';

export type Block = Node[];

export interface Alternative {
  /** null for a plain `{.or}` */
  predicate: PredicateCallSyntax | null;
  body: Block;
  offset: number;
  /** End of the `{.or ...}` tag. */
  end: number;
}

export type Node =
  | { type: 'text'; text: string }
  | { type: 'variable'; offset: number; end: number; refs: Reference[]; formatters: FormatterCallSyntax[] }
  | { type: 'section'; offset: number; ref: Reference; body: Block; alternatives: Alternative[] }
  | {
      type: 'repeated';
      offset: number;
      ref: Reference;
      body: Block;
      alternatesWith: Block | null;
      alternatives: Alternative[];
    }
  | { type: 'predicate'; offset: number; predicate: PredicateCallSyntax; body: Block; alternatives: Alternative[] }
  | {
      type: 'if';
      offset: number;
      predicate: PredicateCallSyntax | null;
      refs: Reference[];
      operators: IfOperator[];
      body: Block;
      alternatives: Alternative[];
    }
  | { type: 'macro'; offset: number; name: string; body: Block }
  | { type: 'bindvar'; offset: number; end: number; name: string; refs: Reference[]; formatters: FormatterCallSyntax[] }
  | { type: 'ctxvar'; offset: number; name: string; bindings: { key: string; ref: Reference }[] }
  | { type: 'eval'; offset: number; end: number; expression: string; expressionOffset: number }
  | { type: 'include'; offset: number; end: number; name: string; output: boolean }
  | { type: 'inject'; offset: number; end: number; name: string; path: string }
  | { type: 'eof'; offset: number; end: number };
