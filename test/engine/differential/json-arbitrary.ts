/**
 * fast-check arbitraries for the data a template runs against: nested objects over the generator's keys,
 * with odd leaves (swapped types, unicode, huge and tiny numbers, nulls, numeric strings, message patterns)
 * and a few shapes the content and commerce plugins look for.
 */
import fc from 'fast-check';
import { KEYS } from './vocabulary';

const STRINGS = [
  '', 'hello', 'Hello World', '<b>x</b> & "q" \'s\'', '12.50', '-0.001', '1e21', '007', 'true', 'null', 'ü😀𝒜',
  'Hello {0}', '{0} and {1}', '{0 plural one {# item} other {# items}}', 'Hi {name}, {a}', '{n select a {A} other {O}}',
  '2024-03-10', 'America/Los_Angeles', 'Asia/Tokyo', 'USD', 'JPY', 'EUR', '   ', 'line1\nline2', 'a  b', 'http://x.y/z?a=1&b=2',
  'image', 'video', 'quote', 'link', 'gallery', 'foo-bar_baz', '@', '$', '#', '{', '}', '{a}', '|', 'LINK', 'VIDEO',
] as const;

const NUMBERS = [
  0, -0, 1, -1, 2, 3, 7, 10, 100, 1234.5678, 0.1, 0.005, -0.005, -1e-9, 1e21, 1.5e300, 123456789012345680000,
  9007199254740993, 1710052200000, 1709964000000, 86400000, 2.5, -2.5, 12.345,
] as const;

export const stringLeaf = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
);

export const numberLeaf = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

export const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: stringLeaf },
  { weight: 4, arbitrary: numberLeaf },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 4 }) });

// Every object is made with Object.prototype (`noNullPrototype`), as JSON.parse makes them: template data is JSON.

/** Shapes plugins look for: money, dates with a website zone, promoted blocks, products. */
const domain: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ value: numberLeaf, currency: fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'XYZ') }, { noNullPrototype: true }),
  fc.record({ decimalValue: fc.constantFrom('12.50', '0.00', '-3', '1e3', 'x'), currencyCode: fc.constantFrom('USD', 'JPY') }, { noNullPrototype: true }),
  fc.record({ timeZone: fc.constantFrom('America/New_York', 'Asia/Tokyo', 'UTC', 'Nowhere/Else', 'Europe/London') }, { noNullPrototype: true }),
  fc.record(
    {
      recordType: fc.integer({ min: 0, max: 20 }),
      promotedBlockType: fc.constantFrom('image', 'video', 'quote', 'link', 'gallery', 'map', ''),
      starred: fc.boolean(),
      addedOn: fc.constantFrom(...NUMBERS),
      title: stringLeaf,
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
  fc.record(
    {
      productType: fc.integer({ min: 1, max: 4 }),
      variants: fc.array(
        fc.record(
          { price: fc.integer({ min: 0, max: 100000 }), salePrice: fc.integer({ min: 0, max: 100000 }), onSale: fc.boolean(), qtyInStock: fc.integer({ min: -1, max: 5 }), unlimited: fc.boolean() },
          { requiredKeys: [], noNullPrototype: true },
        ),
        { maxLength: 3 },
      ),
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
);

export const { json: jsonValue } = fc.letrec<{ json: unknown; object: Record<string, unknown>; array: unknown[] }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: leaf },
    { weight: 3, arbitrary: tie('object') },
    { weight: 2, arbitrary: tie('array') },
    { weight: 1, arbitrary: domain },
  ),
  object: fc.dictionary(key, tie('json'), { maxKeys: 5, noNullPrototype: true }),
  array: fc.array(tie('json'), { maxLength: 4 }),
}));

/** The root data: mostly an object over the generator's keys, sometimes anything at all. */
export const rootJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), jsonValue, { maxKeys: 8, noNullPrototype: true }) },
  { weight: 1, arbitrary: jsonValue },
);
