/**
 * Predicates on the page (collection) in scope: its type, whether it is a
 * folder, and what clicking it in the navigation does.
 */
import type { PredicateSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { COLLECTION_TYPES } from '../enums/collection-types';
import { FOLDER_BEHAVIORS } from '../enums/folder-behaviors';
import { toNumber, toText } from '../../core/coercion';
import { field, hasCode } from '../record-fields';

export const collectionPredicates: Record<string, PredicateSpec> = {
  collection: { test: (_args, ctx) => isTruthy(field(ctx.node(), 'collection')) },

  'collection-page': {
    test: (_args, ctx) => hasCode(field(ctx.node(), 'collection'), 'type', COLLECTION_TYPES.page),
  },

  /** Tests `collection.type`, or the node's own `type` when it has no collection. */
  'collection-template-page': {
    test(_args, ctx) {
      const node = ctx.node();
      const collection = field(node, 'collection');
      return hasCode(collection === undefined ? node : collection, 'type', COLLECTION_TYPES['template-page']);
    },
  },

  /** `{.collectionTypeNameEquals? blog}`: `typeName` is looked up the context stack, as in the reference. */
  collectionTypeNameEquals: {
    test: (args, ctx) => args.length > 0 && toText(ctx.resolve('typeName')) === args[0],
  },

  folder: { test: (_args, ctx) => isTruthy(field(field(ctx.node(), 'collection'), 'folder')) },

  /** A folder whose navigation link opens an index page. */
  index: {
    test(_args, ctx) {
      const collection = field(ctx.node(), 'collection');
      return isTruthy(field(collection, 'folder')) && field(collection, 'folderBehavior') === FOLDER_BEHAVIORS.index;
    },
  },

  redirect: { test: (_args, ctx) => hasCode(ctx.node(), 'folderBehavior', FOLDER_BEHAVIORS.redirect) },

  /**
   * A navigation entry is clickable unless it is a folder that neither indexes nor redirects. As in the
   * reference, `folderBehavior` is looked up the context stack and read as a number (`true` is 1, index).
   */
  clickable: {
    test(_args, ctx) {
      const behavior = ctx.resolve('folderBehavior');
      if (behavior === undefined) return true;
      const code = toNumber(behavior);
      return code === FOLDER_BEHAVIORS.index || code === FOLDER_BEHAVIORS.redirect;
    },
  },
};
