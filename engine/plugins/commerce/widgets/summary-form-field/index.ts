/** `summary-form-field`: one answered form field as the order summary shows it (title in bold, then the answer). */
import type { FormatterSpec } from '../../../api';
import { escapeHtmlAttribute } from '../../../core/html-escape';
import { field } from '../markup/item-scope';
import { printAnswer } from './field-values';

/** The field's title: text, numbers and booleans print; lists and objects print nothing. */
function titleOf(answer: unknown): string {
  const title = field(answer, 'rawTitle');
  return typeof title === 'string' || typeof title === 'number' || typeof title === 'boolean' ? escapeHtmlAttribute(String(title)) : '';
}

export function buildSummaryFormField(answer: unknown): string {
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${titleOf(answer)}:</span> ${printAnswer(answer)}\n` +
    '</div>'
  );
}

export const summaryFormField: FormatterSpec = {
  apply: (value) => buildSummaryFormField(value),
};
