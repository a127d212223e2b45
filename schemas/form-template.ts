// Shape of the form template (GET /api/template/GetTemplateSchema?type=form): how each field type is
// rendered and checked; the additional-fields island renders forms from it, the server serves it.
import * as z from 'zod/mini';
import { FieldType } from './forms';

/** The HTML control a field (or one part of it) renders as. */
export const FieldControl = z.enum([
  'text', 'textarea', 'email', 'number', 'url', 'password', 'select', 'radio', 'checkbox', 'likert',
  'hidden', 'section', 'parts',
]);

export const FieldPartTemplate = z.object({
  name: z.string(),
  label: z.string(),
  control: z.enum(['text', 'number', 'select']),
  /** select parts (time's AM/PM) */
  options: z.optional(z.array(z.string())),
  maxLength: z.optional(z.int().check(z.positive())),
});

export const FieldRule = z.enum(['required', 'maxLength', 'email']);

export const FieldTemplate = z.object({
  control: FieldControl,
  /** definition properties the field reads (spec §3 "Form-block editable properties") */
  properties: z.array(z.string()),
  /** sub-fields of multi-part fields, in the order their values are sent */
  parts: z.optional(z.array(FieldPartTemplate)),
  /** the rules the server checks on this type */
  rules: z.array(FieldRule),
  /** the shape of the submitted value */
  value: z.enum(['string', 'list', 'map', 'none']),
});
export type FieldTemplate = z.infer<typeof FieldTemplate>;

export const FormTemplate = z.object({
  type: z.literal('form'),
  version: z.int(),
  fields: z.record(FieldType, FieldTemplate),
  likertScale: z.array(z.object({ value: z.string(), label: z.string() })),
  messages: z.object({ required: z.string(), characterLimit: z.string(), invalidEmail: z.string() }),
  defaults: z.object({ formName: z.string(), submitButtonText: z.string() }),
});
export type FormTemplate = z.infer<typeof FormTemplate>;
