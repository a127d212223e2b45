/**
 * Predicates on what an item is: its record type (`{.image?}`, `{.event?}` …),
 * the block type it promotes (`{.promotedVIDEO?}` …) and its background source.
 */
import type { PredicateSpec } from '../../api';
import { BACKGROUND_SOURCES } from '../enums/background-sources';
import { PROMOTED_BLOCK_TYPES } from '../enums/promoted-block-types';
import { RECORD_TYPES } from '../enums/record-types';
import { looseNumber } from '../../../i18n/epoch-input';
import { field } from '../record-fields';

/** As the reference reads a code (Node.asNumber): `true` is 1, a missing field 0, "2px" 2. */
function hasCode(record: unknown, key: string, code: number): boolean {
  return looseNumber(field(record, key)) === code;
}

function codePredicate(key: string, code: number): PredicateSpec {
  return { test: (_args, ctx) => hasCode(ctx.node(), key, code) };
}

function promotedPredicate(blockType: string): PredicateSpec {
  return { test: (_args, ctx) => field(ctx.node(), 'promotedBlockType') === blockType };
}

/**
 * An item of the record type, or any item promoting a block of that type: the
 * reference (and Java's PromotedRecordTypePredicate) test both for these five.
 */
function recordOrPromotedPredicate(code: number, blockType: string): PredicateSpec {
  return {
    test(_args, ctx) {
      const item = ctx.node();
      return hasCode(item, 'recordType', code) || field(item, 'promotedBlockType') === blockType;
    },
  };
}

/** Record types whose predicate also holds for an item promoting that block type. */
const PROMOTED_RECORD_TYPES = ['video', 'image', 'quote', 'link', 'gallery'] as const;

function buildRecordTypePredicates(): Record<string, PredicateSpec> {
  const predicates: Record<string, PredicateSpec> = {};
  for (const [name, code] of Object.entries(RECORD_TYPES)) predicates[name] = codePredicate('recordType', code);
  for (const [name, code] of Object.entries(BACKGROUND_SOURCES)) {
    predicates[`background-source-${name}`] = codePredicate('backgroundSource', code);
  }
  for (const blockType of PROMOTED_BLOCK_TYPES) {
    predicates[`promoted${blockType.toUpperCase()}`] = promotedPredicate(blockType);
  }
  for (const name of PROMOTED_RECORD_TYPES) predicates[name] = recordOrPromotedPredicate(RECORD_TYPES[name], name);
  /** A video item, or any item promoting a video block. */
  predicates['external-video'] = predicates.video;
  return predicates;
}

export const recordTypePredicates: Readonly<Record<string, PredicateSpec>> = buildRecordTypePredicates();
