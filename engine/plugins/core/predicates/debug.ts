/** `debug?`: true when a `debug` value in the context is truthy, for template authors' diagnostics. */
import type { PredicateSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';

export const debugPredicates: Record<string, PredicateSpec> = {
  debug: { test: (_args, ctx) => isTruthy(ctx.resolve('debug')) },
};
