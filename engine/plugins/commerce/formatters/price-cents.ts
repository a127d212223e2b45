/** `from-price`, `normal-price` and `sale-price`: a product's price in minor units (cents), as text like the reference's. */
import type { FormatterSpec } from '../../api';
import { getFromPrice, getNormalPrice, getSalePrice } from '../../../commerce';
import { withEveryVariant } from '../prices/reference-product';

export const fromPrice: FormatterSpec = { apply: (value) => String(getFromPrice(withEveryVariant(value)).cents) };
export const normalPrice: FormatterSpec = { apply: (value) => String(getNormalPrice(withEveryVariant(value)).cents) };
export const salePrice: FormatterSpec = { apply: (value) => String(getSalePrice(withEveryVariant(value)).cents) };
