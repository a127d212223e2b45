/**
 * Predicates on what an item is: its record type (`{.image?}`, `{.event?}` …),
 * the block type it promotes (`{.promotedVIDEO?}` …) and its background source.
 */
import type { PredicateSpec } from '../../api';
import { BACKGROUND_SOURCES } from '../enums/background-sources';
import { PROMOTED_BLOCK_TYPES } from '../enums/promoted-block-types';
import { RECORD_TYPES } from '../enums/record-types';
import { field, hasCode } from '../record-fields';

function codePredicate(key: string, code: number): PredicateSpec {
  return { test: (_args, ctx) => hasCode(ctx.node(), key, code) };
}

function promotedPredicate(blockType: string): PredicateSpec {
  return { test: (_args, ctx) => field(ctx.node(), 'promotedBlockType') === blockType };
}

export function recordTypePredicates(): Record<string, PredicateSpec> {
  const predicates: Record<string, PredicateSpec> = {};
  for (const [name, code] of Object.entries(RECORD_TYPES)) predicates[name] = codePredicate('recordType', code);
  for (const [name, code] of Object.entries(BACKGROUND_SOURCES)) {
    predicates[`background-source-${name}`] = codePredicate('backgroundSource', code);
  }
  for (const blockType of PROMOTED_BLOCK_TYPES) {
    predicates[`promoted${blockType.toUpperCase()}`] = promotedPredicate(blockType);
  }
  /** A video item, or any item promoting a video block. */
  predicates['external-video'] = {
    test(_args, ctx) {
      const item = ctx.node();
      return hasCode(item, 'recordType', RECORD_TYPES.video) || field(item, 'promotedBlockType') === 'video';
    },
  };
  return predicates;
}
