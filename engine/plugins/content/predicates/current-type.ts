/** `{.current-type? gallery}`: the cover-page slide in scope is of the named slice type. */
import type { PredicateSpec } from '../../api';
import { SLICE_TYPES } from '../enums/slice-types';
import { hasCode } from '../record-fields';

export const currentTypePredicates: Record<string, PredicateSpec> = {
  'current-type': {
    test(args, ctx) {
      const name = args[0];
      return name !== undefined && Object.hasOwn(SLICE_TYPES, name) && hasCode(ctx.node(), 'currentType', SLICE_TYPES[name]);
    },
  },
};
