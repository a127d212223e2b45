// Shapes of the owner's site-form calls (/api/owner/forms…): the forms with their counts, a page of submissions,
// the export's query, and their messages; the server checks requests with them, the CLI and tests read the answers.
import * as z from 'zod/mini';

/** Every refusal of the owner form rules, so the API, the CLI and tests say the same thing. */
export const OWNER_FORM_MESSAGES = {
  formNotFound: 'No site form has that id: see them with `kiosk forms list`.',
  badLimit: 'limit is a whole number from 1 to 100.',
  badFormat: 'format is csv or json.',
} as const;

export const SUBMISSION_PAGE_LIMIT = { min: 1, max: 100, default: 25 } as const;

/** The export formats: a spreadsheet-ready CSV (RFC 4180) or a JSON array of the listing's submissions. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The `{formId}` of an owner form path. */
export const FormIdParams = z.object({ formId: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)) });

/** A whole number in a query string ("25"), then checked as a number. */
const PageLimit = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,4}$/, { error: OWNER_FORM_MESSAGES.badLimit })), z.transform(Number)),
  z.int().check(
    z.minimum(SUBMISSION_PAGE_LIMIT.min, { error: OWNER_FORM_MESSAGES.badLimit }),
    z.maximum(SUBMISSION_PAGE_LIMIT.max, { error: OWNER_FORM_MESSAGES.badLimit }),
  ),
);

/** GET /api/owner/forms/{formId}/submissions?cursor&limit: newest first. */
export const SubmissionsQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(z.optional(PageLimit), SUBMISSION_PAGE_LIMIT.default),
});
export type SubmissionsQuery = z.output<typeof SubmissionsQuery>;

/** GET /api/owner/forms/{formId}/submissions/export?format */
export const ExportQuery = z.object({
  format: z._default(z.optional(z.enum(EXPORT_FORMATS, { error: OWNER_FORM_MESSAGES.badFormat })), 'csv'),
});
export type ExportQuery = z.output<typeof ExportQuery>;

/** One site form as the owner's listing shows it. */
export const OwnerFormSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** the heading the page shows above the form; null when it has none */
  title: z.nullable(z.string()),
  /** fields that take an answer (sections left out) */
  fieldCount: z.int(),
  submissionCount: z.int(),
  /** ISO 8601; null before the first submission */
  latestSubmissionAt: z.nullable(z.string()),
  /** where each submission is emailed; null when the form sends no notification */
  notifyEmail: z.nullable(z.string()),
  /** how many webhook URLs each submission is posted to */
  webhookCount: z.int(),
});
export type OwnerFormSummary = z.infer<typeof OwnerFormSummary>;

export const OwnerFormsList = z.object({ forms: z.array(OwnerFormSummary) });
export type OwnerFormsList = z.infer<typeof OwnerFormsList>;

/** An answer as stored: a string, a list (checkbox), or named parts (name, address, likert statements…). */
export const StoredAnswer = z.nullable(z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())]));

/** One field's answer, in the form's field order. */
export const SubmissionAnswer = z.object({
  fieldId: z.string(),
  title: z.string(),
  type: z.string(),
  /** the answer on one readable line ("Ada Lovelace", "Quality: Agree; Price: Neutral"); '' when left empty */
  text: z.string(),
  /** the answer as stored; null when left empty */
  value: StoredAnswer,
});
export type SubmissionAnswer = z.infer<typeof SubmissionAnswer>;

/** The page a submission came from, as the visitor's browser reported it. */
export const SubmissionPage = z.object({
  title: z.nullable(z.string()),
  path: z.nullable(z.string()),
  id: z.nullable(z.string()),
  /** 'i' an item page, 'c' a collection or page */
  contentSource: z.nullable(z.string()),
});
export type SubmissionPage = z.infer<typeof SubmissionPage>;

export const OwnerSubmission = z.object({
  id: z.string(),
  /** ISO 8601, UTC */
  createdAt: z.string(),
  page: SubmissionPage,
  answers: z.array(SubmissionAnswer),
});
export type OwnerSubmission = z.infer<typeof OwnerSubmission>;

export const SubmissionsPage = z.object({
  submissions: z.array(OwnerSubmission),
  hasNextPage: z.boolean(),
  nextPageCursor: z.nullable(z.string()),
});
export type SubmissionsPage = z.infer<typeof SubmissionsPage>;
