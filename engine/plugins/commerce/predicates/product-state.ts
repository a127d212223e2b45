/** `has-variants?`, `on-sale?`, `sold-out?` and `varied-prices?`: product state of the current item. */
import type { PredicateSpec } from '../../api';
import { hasVariants as itemHasVariants, hasVariedPrices, isOnSale, isSoldOut } from '../../../commerce';

export const hasVariants: PredicateSpec = { test: (_args, ctx) => itemHasVariants(ctx.node()) };
export const onSale: PredicateSpec = { test: (_args, ctx) => isOnSale(ctx.node()) };
export const soldOut: PredicateSpec = { test: (_args, ctx) => isSoldOut(ctx.node()) };
export const variedPrices: PredicateSpec = { test: (_args, ctx) => hasVariedPrices(ctx.node()) };
