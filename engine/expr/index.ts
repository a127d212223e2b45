/** The `.eval` expression language: parse once at compile time, evaluate per render. */
export { ExpressionError } from './errors';
export { evaluateSequence, MAX_STRING_LENGTH, type ExprScope } from './evaluate';
export { parseExpression, type Expr } from './parser';
export { MAX_EXPRESSION_TOKENS } from './tokenizer';
