/** `AbsUrl`: a site-relative path made absolute with the `base-url` in the context. */
import type { FormatterSpec } from '../../api';
import { toText } from '../../core/coercion';

export const absUrlFormatters: Record<string, FormatterSpec> = {
  AbsUrl: {
    apply: (path, _args, ctx) => `${toText(ctx.resolve('base-url'))}/${toText(path)}`,
  },
};
