// A stored form answer as one readable line, the way an owner reads it in a spreadsheet cell or an email:
// "Ada Lovelace", the address on one line, checked boxes joined, likert answers as "statement: answer" pairs.
import type { FormField } from '../../schemas/forms';
import { likertLabel } from '../../schemas/form-values';
import type { SubmissionAnswer } from '../../schemas/owner-forms';

type Stored = SubmissionAnswer['value'];

const nonEmpty = (parts: readonly (string | undefined)[]): string[] =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

function partsText(type: FormField['type'], parts: Readonly<Record<string, string>>): string {
  switch (type) {
    case 'name':
      return nonEmpty([parts.First, parts.Last]).join(' ');
    case 'address':
      // One line, as a label reads: "12 Main St, Apt 4, Asheville, NC 28801, United States".
      return nonEmpty([parts.Line1, parts.Line2, parts.City, nonEmpty([parts.State, parts.Zip]).join(' '), parts.Country]).join(', ');
    case 'phone': {
      // "(+1) 828 555-0142": a leading + would read as a formula to a spreadsheet (and get csv.ts's guard).
      const country = parts.Country?.trim().replace(/^\+/, '');
      return nonEmpty([country ? `(+${country})` : '', parts.Areacode, nonEmpty([parts.Prefix, parts.Line]).join('-')]).join(' ');
    }
    case 'date':
      return nonEmpty([parts.Month, parts.Day, parts.Year]).join('/');
    case 'time': {
      const clock = nonEmpty([parts.Hour, parts.Minute, parts.Second]).join(':');
      return nonEmpty([clock, parts.Ampm]).join(' ');
    }
    default:
      return nonEmpty(Object.values(parts)).join(' ');
  }
}

/** Likert answers (stored -2…2) by their labels, in the order the form asks its statements, then any others. */
function likertText(field: FormField, answers: Readonly<Record<string, string>>): string {
  const asked = field.options ?? [];
  const statements = [...asked.filter((s) => Object.hasOwn(answers, s)), ...Object.keys(answers).filter((s) => !asked.includes(s))];
  return statements.map((statement) => `${statement}: ${likertLabel(answers[statement])}`).join('; ');
}

export function answerText(field: FormField, value: Stored): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return field.type === 'likert' ? likertText(field, value) : partsText(field.type, value);
}
