/**
 * The words the generator builds templates from: every formatter and predicate either engine registers
 * (read from the registries at run time), argument lists that make each one do real work, and the keys,
 * macro names and injectable paths the generated data and partials provide.
 */
import { createRegistry } from '../../../engine';
import { referenceFormatterNames, referencePredicateNames } from './engines';

const kiosk = createRegistry();

/** Union of both registries, so a name one engine lacks is generated too. */
export const FORMATTERS: readonly string[] = [...new Set([...referenceFormatterNames, ...kiosk.formatterNames()])].sort();
/** Predicate names with their trailing `?`. */
export const PREDICATES: readonly string[] = [
  ...new Set([...referencePredicateNames, ...kiosk.predicateNames().map((name) => `${name}?`)]),
].sort();

/** Keys the generated data uses and the generated paths name, so lookups often hit. */
export const KEYS = [
  'a', 'b', 'c', 'n', 's', 'x', 'items', 'item', 'title', 'name', 'value', 'currency', 'id', 'msg',
  'recordType', 'promotedBlockType', 'website', 'timeZone', 'collection', 'typeName', 'addedOn', 'publishOn',
  'startDate', 'endDate', 'price', 'salePrice', 'onSale', 'variants', 'structuredContent', 'productType',
  'ü', '$a', 'constructor', 'length',
] as const;

/** Names of the macros and partials a case provides (`{@|apply m1}`, `{.include m2}`). */
export const PARTIAL_NAMES = ['m1', 'm2', 'p.html'] as const;
/** Paths of the injectables a case provides (`{.inject @v a.json}`). */
export const INJECT_PATHS = ['a.json', 'b.json', 'missing.json'] as const;

/** Per-formatter arguments that exercise its options; every formatter also gets generic arguments. */
export const FORMATTER_ARGS: Record<string, readonly string[]> = {
  date: [' %Y-%m-%d', ' %A, %B %d %Y %H:%M:%S %Z', ' %c %x %X %p %I %j %U %s', ' %q %% %e %k %l', ' %'],
  datetime: [' date:short', ' date:long time:short', ' datetime:full', ' skeleton:yMMMd', ' date:yMMMd time:hm',
    ' time:medium', ' date:full time:full', ' wrap:short'],
  'datetime-interval': [' skeleton:yMMMd', ' skeleton:hm', ' skeleton:yMMMdhm', ' date:short', ' context:ui'],
  decimal: [' style:short', ' maxFractionDigits:2', ' style:percent', ' grouping:false minIntegerDigits:3',
    ' style:long', ' maxSignificantDigits:3', ' minFractionDigits:25', ' mode:significant round:floor'],
  money: [' style:short', ' currency:USD', ' currency:JPY', ' style:code', ' style:name', ' maxFractionDigits:0'],
  message: [' a b', ' name=n a=s', ' n b=c', ' @ n', ' 0', ' x=y'],
  plural: [' item items', ' one two', ''],
  pluralize: [' /es', ' y/ies', ' a b c'],
  truncate: [' 5', ' 3 …', ' abc', ' 0', ' -1'],
  round: [' 3', ' a'],
  mod: [' 3', ' 0', ' a', ' -2'],
  cycle: [' a b c', ' 1'],
  lookup: [' a', ' items.0', ' s'],
  get: [' a b', ' items 0', ' @'],
  'key-by': [' id', ' name', ' a.b'],
  apply: [' m1', ' m2', ' p.html', ' missing'],
  format: [' a b', ' n', ''],
  'relative-time': [' unit:day', ' context:begin-sentence', ' numericOnly:true', ' unit:hour'],
  image: [' cls', ''],
  'image-srcset': [' 100w 200w', ''],
  resizedWidthForHeight: [' 100x200', ' 5', ' x'],
  resizedHeightForWidth: [' 100x200', ' 5'],
  squarespaceThumbnailForWidth: [' 300', ' 2500', ' x'],
  squarespaceThumbnailForHeight: [' 300', ' 2500'],
  output: [' a b c', ' 1'],
  prop: [' a b', ' 0', ' x.y'],
  'find-first': [' a', ' id 1'],
  'find-last': [' a', ' id 1'],
  'percentage-format': [' 2', ' 0', ''],
  'summary-form-field': [''],
  'social-button-inline': [''],
  'child-image-meta': [' 0', ' 1', ' x'],
  'item-classes': [''],
  'humanizeDuration': [''],
  'google-calendar-url': [''],
};

/** Arguments any formatter may be handed: none, odd delimiters, words, numbers, quoted text. */
export const GENERIC_FORMATTER_ARGS = ['', '', ' a', ' 1', ' a b', ':x', ',1,2', ' "q r"', ' 1 2 3', '  ', ' @', ' -'];

/** Arguments for predicates: paths, numbers and quoted strings. */
export const PREDICATE_ARGS = ['', '', ' a', ' 1', ' a b', ' n 3', ' s "hello"', ' a.b 0', ' "x" "x"', ':a:b', ' 2', ' @ 1'];
