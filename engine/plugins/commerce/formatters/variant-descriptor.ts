/** `variant-descriptor`: a variant's option values, "blue / large". */
import type { FormatterSpec } from '../../api';
import { variantDescriptor as describeVariant } from '../../../commerce';

export const variantDescriptor: FormatterSpec = {
  apply: (value) => describeVariant(value),
};
