/** The `.eval` expression language: assemble once at compile time, run per render. */
export { ExpressionError } from './errors';
export { evaluateProgram, MAX_STRING_LENGTH, type EvalResult, type ExprScope } from './evaluate';
export { debugListing, parseExpression, type Program } from './parser';
export { MAX_EXPRESSION_TOKENS } from './tokenizer';
