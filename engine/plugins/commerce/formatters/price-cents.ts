/** `from-price`, `normal-price` and `sale-price`: a product's price in minor units (cents), as text like the reference's. */
import type { FormatterSpec } from '../../api';
import { getFromPrice, getNormalPrice, getSalePrice, minorUnitsText } from '../../../commerce';
import { withEveryVariant } from '../prices/reference-product';

export const fromPrice: FormatterSpec = { apply: (value) => minorUnitsText(getFromPrice(withEveryVariant(value))) };
export const normalPrice: FormatterSpec = { apply: (value) => minorUnitsText(getNormalPrice(withEveryVariant(value))) };
export const salePrice: FormatterSpec = { apply: (value) => minorUnitsText(getSalePrice(withEveryVariant(value))) };
