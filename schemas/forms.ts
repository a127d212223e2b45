// Shapes of forms: field definitions, submitted values, answers and the validate call
// (/api/rest/forms/validate/{formId}); shared by islands/ and server/.
import * as z from 'zod/mini';

/** Messages of the form validation rules (spec §5), used verbatim by the server and the islands. */
export const FORM_MESSAGES = {
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  /** The spec writes the example address as {email}; Kiosk shows this one. */
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  invalidValue: 'This value is not valid.',
  formNotFound: 'This form has not been configured yet.',
} as const;

/** Field types a form may hold (spec §3 "Form-block editable properties"). */
export const FIELD_TYPES = [
  'text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter',
  'date', 'time', 'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
] as const;
export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;

/** Sub-field names of the multi-part fields, in the order their values are sent. */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;

export const FormField = z.object({
  id: z.string().check(z.minLength(1)),
  type: FieldType,
  title: z.string(),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  required: z.optional(z.boolean()),
  /** textarea only; 0 or absent means no limit. */
  maxLength: z.optional(z.int().check(z.nonnegative())),
  /** radio, checkbox, select; for likert, the questions. */
  options: z.optional(z.array(z.string())),
  /** hidden fields. */
  key: z.optional(z.string()),
  value: z.optional(z.string()),
  showCountryCode: z.optional(z.boolean()),
  currencySymbol: z.optional(z.string()),
  underline: z.optional(z.boolean()),
});
export type FormField = z.infer<typeof FormField>;

/** A form definition (spec §3): product additional-fields forms and site forms share it. */
export const FormDefinition = z.object({
  id: z.string().check(z.minLength(1)),
  name: z._default(z.string(), 'My Form Name'),
  fields: z.array(FormField),
  submitButtonText: z.optional(z.string()),
  submissionMessage: z.optional(z.string()),
  submissionHTML: z.optional(z.string()),
  successRedirect: z.optional(z.string()),
  disclaimerMessage: z.optional(z.string()),
  captcha: z.optional(z.object({ enabled: z.boolean(), theme: z.optional(z.string()), alignment: z.optional(z.string()) })),
});
export type FormDefinition = z.infer<typeof FormDefinition>;

/**
 * One submitted value: a string (single-value fields, radio, select), a list (checkbox, or the parts of a
 * multi-part field in FIELD_PARTS order), a map (likert question → answer, or part name → value), or null.
 */
export const FormValue = z.union([
  z.string(),
  z.array(z.string()),
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  z.boolean(),
  z.null(),
]);
export type FormValue = z.infer<typeof FormValue>;

/** Field id → value: the body of the validate call, and the JSON inside a cart entry's additionalFields. */
export const FormValues = z.record(z.string(), FormValue);
export type FormValues = z.infer<typeof FormValues>;

/** A stored answer as templates and the cart page show it (the summary-form-field shape). */
export const FormAnswer = z.object({
  id: z.string(),
  type: z.string(),
  rawTitle: z.string(),
  value: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.string())),
});
export type FormAnswer = z.infer<typeof FormAnswer>;

/** 400 body of the validate call: field id → message. A valid submission answers 200 `{}`. */
export const FormValidationErrors = z.object({ errors: z.record(z.string(), z.string()) });
export type FormValidationErrors = z.infer<typeof FormValidationErrors>;
