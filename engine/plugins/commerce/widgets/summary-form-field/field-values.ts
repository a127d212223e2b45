/**
 * How each form-field type prints its answer in an order summary (spec §3
 * "Form field types"): multi-part answers arrive in `values`, single ones in `value`.
 */
import { isObject, isTruthy, toOutput } from '../../../../runtime/values';
import { escapeHtmlAttribute } from '../../../core/html-escape';
import { field } from '../markup/item-scope';

export const NOT_ANSWERED = 'N/A';

/** Likert answers -2..2, as spec §3 labels them; anything else reads as the neutral middle. */
const LIKERT_LABELS: Record<string, string> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

type FieldPrinter = (answer: unknown) => string;

/** The printed text of one part of a multi-part answer (`values.City`, ...). */
function part(answer: unknown, key: string): string {
  return escapeHtmlAttribute(toOutput(field(field(answer, 'values'), key)));
}

function partOr(answer: unknown, key: string, fallback: string): string {
  const value = field(field(answer, 'values'), key);
  return isTruthy(value) ? escapeHtmlAttribute(toOutput(value)) : fallback;
}

const printAddress: FieldPrinter = (answer) => {
  const line2 = isTruthy(field(field(answer, 'values'), 'Line2')) ? `  <div>${part(answer, 'Line2')}</div>\n` : '';
  return (
    `<div style="padding-left:5px;">\n  <div>${part(answer, 'Line1')}</div>\n${line2}` +
    `  <div>${part(answer, 'City')}, ${part(answer, 'State')} ${part(answer, 'Zip')} ${part(answer, 'Country')}</div>\n</div>`
  );
};

const printCheckbox: FieldPrinter = (answer) => {
  const values = field(answer, 'values');
  if (isTruthy(values)) {
    // The checked boxes, then a line break the reference output keeps.
    return (Array.isArray(values) ? values.map((v) => escapeHtmlAttribute(toOutput(v))).join(', ') : '') + '\n';
  }
  const value = field(answer, 'value');
  // The reference prints `value` and answers N/A when that prints nothing (`[[]]`, `[""]`).
  const text = isTruthy(value) && !isObject(value) ? escapeHtmlAttribute(toOutput(value)) : '';
  return text === '' ? NOT_ANSWERED : text;
};

const printLikert: FieldPrinter = (answer) => {
  const values = field(answer, 'values');
  // As the reference reads them (`Object.keys`): no answers at all make it fail, and so print nothing; the
  // answers of a text are its characters, a number or a boolean has none.
  if (values === undefined || values === null) throw new Error('a likert field needs its answers (values).');
  let rows = '';
  for (const [question, response] of Object.entries(values)) {
    const label = LIKERT_LABELS[likertKey(response)] ?? LIKERT_LABELS['0'];
    rows += `  <div><span style="font-weight:bold;">${escapeHtmlAttribute(question)}:</span> ${label}</div>\n`;
  }
  return `<div style="padding-left:5px;">\n${rows}</div>`;
};

/** A response as the lookup key: `2`, `"2"` and `[2]` all answer "Strongly Agree". */
function likertKey(response: unknown): string {
  if (response === null || response === undefined) return '';
  if (typeof response === 'object') return Array.isArray(response) ? response.join(',') : '';
  return String(response);
}

const printPhone: FieldPrinter = (answer) => {
  const country = isTruthy(field(field(answer, 'values'), 'Country')) ? `+${part(answer, 'Country')} ` : '';
  return `${country}${part(answer, 'Areacode')}-${part(answer, 'Prefix')}-${part(answer, 'Line')}`;
};

/** Hours, minutes and seconds not given print as `00`. */
const printTime: FieldPrinter = (answer) =>
  `${partOr(answer, 'Hour', '00')}:${partOr(answer, 'Minute', '00')}:${partOr(answer, 'Second', '00')} ${part(answer, 'Ampm')}`;

/** Any other type: a single scalar answer; `0` and `false` are answers, "" is not. */
const printSingle: FieldPrinter = (answer) => {
  const value = field(answer, 'value');
  const answered = typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value !== '');
  return answered ? escapeHtmlAttribute(String(value)) : NOT_ANSWERED;
};

const PRINTERS: Record<string, FieldPrinter> = {
  address: printAddress,
  checkbox: printCheckbox,
  date: (answer) => `${part(answer, 'Month')}/${part(answer, 'Day')}/${part(answer, 'Year')}`,
  likert: printLikert,
  name: (answer) => `${part(answer, 'First')} ${part(answer, 'Last')}`,
  phone: printPhone,
  time: printTime,
};

/** The printed answer of a form field, by its `type` (case-sensitive, as the form stores it). */
export function printAnswer(answer: unknown): string {
  const type = field(answer, 'type');
  const printer = typeof type === 'string' && Object.prototype.hasOwnProperty.call(PRINTERS, type) ? PRINTERS[type] : printSingle;
  return printer(answer);
}
