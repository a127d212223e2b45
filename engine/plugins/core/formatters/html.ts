/** HTML output: `html`, `htmlattr`, `htmltag` (escaping) and `safe` (tag removal). */
import type { FormatterSpec } from '../../api';
import { isMissing } from '../../../runtime/values';
import { toText } from '../coercion';
import { escapeHtmlAttribute, escapeHtmlText, removeTags } from '../html-escape';

const attribute: FormatterSpec = { apply: (value) => escapeHtmlAttribute(toText(value)) };

export const htmlFormatters: Record<string, FormatterSpec> = {
  html: { apply: (value) => escapeHtmlText(toText(value)) },
  htmlattr: attribute,
  htmltag: attribute,
  /** Strips tags; missing and null pass through unchanged. */
  safe: { apply: (value) => (isMissing(value) ? value : removeTags(toText(value))) },
};
