/** `from-price`, `normal-price` and `sale-price`: a product's price in minor units (cents). */
import type { FormatterSpec } from '../../api';
import { getFromPrice, getNormalPrice, getSalePrice } from '../../../commerce';

export const fromPrice: FormatterSpec = { apply: (value) => getFromPrice(value).cents };
export const normalPrice: FormatterSpec = { apply: (value) => getNormalPrice(value).cents };
export const salePrice: FormatterSpec = { apply: (value) => getSalePrice(value).cents };
