/** The JSON-T lexer: one Chevrotain lexer instance, built once and reused. */
import { Lexer, type IToken } from 'chevrotain';
import { resetTagMemo } from './content';
import { allTokens } from './tokens';

const lexer = new Lexer(allTokens, {
  // Line and column come from offsets, only when an error needs them (runtime/source-map.ts).
  positionTracking: 'onlyOffset',
  // Brace catches every `{` that opens no tag, so lexing cannot fail; skip the error machinery.
  recoveryEnabled: false,
  ensureOptimizations: true,
});

export function tokenize(source: string): IToken[] {
  const result = lexer.tokenize(source);
  resetTagMemo();
  return result.tokens;
}
