/** `capitalize`: the text in upper case (the reference engine upper-cases every letter, not just the first). */
import type { FormatterSpec } from '../../api';
import { toText } from '../../core/coercion';

export const capitalizeFormatters: Record<string, FormatterSpec> = {
  capitalize: { apply: (value) => toText(value).toUpperCase() },
};
