/** The social predicates: `comments?` and `disqus?`. */
import type { PredicateSpec } from '../api';
import { commentsEnabled, hasDisqusShortName } from './comment-settings';

export const socialPredicates: Record<string, PredicateSpec> = {
  comments: { test: (_args, ctx) => commentsEnabled(ctx.node(), ctx) },
  disqus: { test: (_args, ctx) => hasDisqusShortName(ctx) },
};
