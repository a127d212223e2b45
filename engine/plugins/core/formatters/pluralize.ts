/** `pluralize`: a singular or plural suffix chosen by a count. */
import type { FormatterSpec } from '../../api';
import { toNumber } from '../coercion';
import { parsedArgs } from '../../parsed-args';

/**
 * `[singular, plural]` from the arguments: none gives `["", "s"]`, one gives
 * the plural suffix (`es`), two give both words (`item items`).
 */
const forms = parsedArgs((args): readonly [string, string] => {
  if (args.length === 0) return ['', 's'];
  if (args.length === 1) return ['', args[0]];
  return [args[0], args[1]];
});

export const pluralizeFormatters: Record<string, FormatterSpec> = {
  pluralize: {
    apply: (value, args) => {
      const [singular, plural] = forms(args);
      return toNumber(value) === 1 ? singular : plural;
    },
  },
};
