/** `from-price`, `normal-price` and `sale-price`: a product's price in minor units (cents), as text like the reference's. */
import type { FormatterSpec } from '../../api';
import { getFromPrice, getNormalPrice, getSalePrice, minorUnitsText } from '../../../commerce';
import { asPricedProduct, withEveryVariant } from '../prices/reference-product';

/** The product as the reference prices it: its type read as a number (`true` is 1), every variant read. */
const pricedAsTheReference = (value: unknown) => withEveryVariant(asPricedProduct(value));

export const fromPrice: FormatterSpec = { apply: (value) => minorUnitsText(getFromPrice(pricedAsTheReference(value))) };
export const normalPrice: FormatterSpec = { apply: (value) => minorUnitsText(getNormalPrice(pricedAsTheReference(value))) };
export const salePrice: FormatterSpec = { apply: (value) => minorUnitsText(getSalePrice(pricedAsTheReference(value))) };
