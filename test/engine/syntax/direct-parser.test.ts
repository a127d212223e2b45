/**
 * The direct parser (the fast path for well-formed templates) must build exactly the tree the Chevrotain
 * parser and tree builder build, and must leave every template with a structural problem to them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDirect } from '../../../engine/syntax/direct-parser';
import { tokenize } from '../../../engine/syntax/lexer';
import { parseTokens } from '../../../engine/syntax/parser';
import { buildAst } from '../../../engine/syntax/to-ast';
import { corpusCases } from '../differential/corpus-arbitrary';
import { template as generatedTemplate } from '../differential/template-arbitrary';

function viaChevrotain(source: string) {
  const { cst, errors } = parseTokens(tokenize(source));
  return buildAst(source, cst, errors);
}

/** Same tree when the template is well formed; otherwise the direct parser gives up. */
function expectSameTree(source: string): void {
  const slow = viaChevrotain(source);
  const direct = parseDirect(source);
  if (slow.problems.length > 0) expect(direct).toBeNull();
  else expect(direct).toEqual(slow.ast);
}

const WRITTEN = [
  '',
  'plain text',
  'a{b}c{#comment}d{.meta-left}e',
  '{.section a}A{.or}B{.end}',
  '{.section a}{.section b}x{.end}{.end}',
  '{.repeated section l}{@}{.alternates with}, {.end}',
  '{.repeated section l}{@}{.alternates with}-{.if a}A{.end}x{.alternates with}+{.end}',
  '{.repeated section l}{@}{.alternates with}{.section b}B{.end}{.or}none{.end}',
  '{.repeated section l}{@}{.alternates with}-{.alternates with}+{.end}',
  '{.equal? a 1}one{.or equal? a 2}two{.or}other{.end}',
  '{.if a || b}x{.or}y{.end}',
  '{.section a}x{.or}y{.or}z{.end}',
  '{.section a}x{.or}y{.or equal? a 1}z{.end}',
  '{.macro m}a{.or}b{.end}{@|apply m}',
  '{.macro m}{title}{.end}',
  '{.end}',
  'x{.or}',
  '{.alternates with}',
  '{.section a}unclosed',
  '{.section a}x{.alternates with}y{.end}',
  '{.section a {.end}',
  '{x {.section a}y{.end}',
  '{##multi\n{.end}\nline##}{.section a}b{.end}',
  '{.section a}{##{.end}##}{.end}',
  '{.var @v a}{.ctx @c k=a}{.eval 1+2}{.include p}{.inject @i path}',
];

describe('direct parser', () => {
  it('builds the same tree as the Chevrotain path, or gives up where that path reports a problem', () => {
    for (const source of WRITTEN) expectSameTree(source);
  });

  it('agrees on every conformance template', () => {
    for (const c of corpusCases()) {
      expectSameTree(c.template);
      for (const partial of Object.values(c.partials ?? {})) expectSameTree(partial);
    }
  });

  it('agrees on generated templates, broken ones included', () => {
    fc.assert(fc.property(generatedTemplate, expectSameTree), { numRuns: 200, seed: 12 });
  });

  it('takes well-formed templates itself', () => {
    expect(parseDirect('{.repeated section l}{@}{.alternates with}, {.or}none{.end}')).not.toBeNull();
    expect(parseDirect('{.section a}x{.end}{.end}')).toBeNull();
  });
});
