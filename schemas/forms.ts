// Shapes of forms: field definitions, submitted values, answers, the validate call
// (/api/rest/forms/validate/{formId}) and the site-form calls (/api/form/…); shared by islands/ and server/.
import * as z from 'zod/mini';
import { SpamFields } from './captcha';

export { FORM_MESSAGES, SITE_FORM_MESSAGES } from './messages';

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

/** What a site form does with a submission: store it (`form`), or subscribe its email address (`newsletter`). */
export const FORM_KINDS = ['form', 'newsletter'] as const;

/** A form definition (spec §3): product additional-fields forms and site forms share it. */
export const FormDefinition = z.object({
  id: z.string().check(z.minLength(1)),
  name: z._default(z.string(), 'My Form Name'),
  fields: z.array(FormField),
  /** Site forms: `newsletter` for a mailing-list sign-up; absent means `form`. */
  type: z.optional(z.enum(FORM_KINDS)),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  submitButtonText: z.optional(z.string()),
  submissionMessage: z.optional(z.string()),
  submissionHTML: z.optional(z.string()),
  /** The name content/forms/*.json use for the post-submit HTML. */
  submissionHtml: z.optional(z.string()),
  successRedirect: z.optional(z.string()),
  disclaimerMessage: z.optional(z.string()),
  /** Spec §3 captcha settings, as content/forms/*.json write them: theme and alignment are the editor's codes (numbers) or names. */
  captchaSettings: z.optional(z.object({
    enabled: z.boolean(),
    theme: z.optional(z.union([z.number(), z.string()])),
    alignment: z.optional(z.union([z.number(), z.string()])),
  })),
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

/** POST /api/form/FormSubmissionKey answers `{ key }` (the response data the spec reads as data.key). */
export const FormSubmissionKeyResponse = z.object({ key: z.string().check(z.minLength(1)) });
export type FormSubmissionKeyResponse = z.infer<typeof FormSubmissionKeyResponse>;

/**
 * POST /api/form/SaveFormSubmission: the site form submission of spec §3. `form` is the JSON text of the
 * values keyed by field id (an object is accepted too); `formId` names the form (Kiosk sends it: the spec's
 * list leaves out how the server knows the form). `contentSource` is 'i' on an item page, 'c' elsewhere.
 */
export const SaveFormSubmissionRequest = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(256)),
  formId: z.string().check(z.minLength(1), z.maxLength(128)),
  form: z.union([z.string(), FormValues]),
  captchaKey: z.optional(z.string().check(z.maxLength(4096))),
  ...SpamFields,
  pageTitle: z.optional(z.string().check(z.maxLength(512))),
  pageId: z.optional(z.string().check(z.maxLength(128))),
  contentSource: z.optional(z.enum(['i', 'c'])),
  pagePath: z.optional(z.string().check(z.maxLength(2048))),
  pagePermissionTypeValue: z.optional(z.number()),
});
export type SaveFormSubmissionRequest = z.infer<typeof SaveFormSubmissionRequest>;

/** A saved submission (or a newsletter sign-up, new or already there). */
export const SaveFormSubmissionResponse = z.object({ success: z.literal(true) });
export type SaveFormSubmissionResponse = z.infer<typeof SaveFormSubmissionResponse>;
