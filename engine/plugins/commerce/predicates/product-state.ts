/** `has-variants?`, `on-sale?`, `sold-out?` and `varied-prices?`: product state of the current item. */
import type { PredicateSpec } from '../../api';
import { productState } from './reference-state';

export const hasVariants: PredicateSpec = { test: (_args, ctx) => productState('has-variants', ctx.node()) };
export const onSale: PredicateSpec = { test: (_args, ctx) => productState('on-sale', ctx.node()) };
export const soldOut: PredicateSpec = { test: (_args, ctx) => productState('sold-out', ctx.node()) };
export const variedPrices: PredicateSpec = { test: (_args, ctx) => productState('varied-prices', ctx.node()) };
