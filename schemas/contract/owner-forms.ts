// The owner's site-form endpoints, behind the owner API key: the forms with their submission counts, their
// submissions a page at a time, and a whole form's submissions as a CSV or JSON download. `kiosk forms` does the same.
import * as z from 'zod/mini';
import { ExportQuery, FormIdParams, OwnerFormsList, SubmissionsPage, SubmissionsQuery } from '../owner-forms';
import { endpoint } from './endpoint';

export const OWNER_FORMS_PATH = '/api/owner/forms';

const UNKNOWN_FORM = { 404: 'No site form (content/forms) has this id.' } as const;

export const OWNER_FORMS_API = {
  list: endpoint({
    id: 'listOwnerForms',
    method: 'GET',
    path: OWNER_FORMS_PATH,
    summary: "The site's forms (newsletter sign-ups aside) with their submission counts.",
    response: OwnerFormsList,
    auth: 'owner',
    permission: 'forms:read',
  }),

  submissions: endpoint({
    id: 'listOwnerFormSubmissions',
    method: 'GET',
    path: `${OWNER_FORMS_PATH}/{formId}/submissions`,
    summary: "A form's submissions, newest first, a page at a time; answers in the form's field order.",
    params: FormIdParams,
    query: SubmissionsQuery,
    response: SubmissionsPage,
    errors: { ...UNKNOWN_FORM, 422: 'The cursor is not a nextPageCursor of a previous page, or the limit is not 1 to 100.' },
    auth: 'owner',
    permission: 'forms:read',
  }),

  export: endpoint({
    id: 'exportOwnerFormSubmissions',
    method: 'GET',
    path: `${OWNER_FORMS_PATH}/{formId}/submissions/export`,
    summary: "Every submission of a form as a download, newest first: CSV (RFC 4180, one column per field) or a JSON array of the listing's submissions.",
    params: FormIdParams,
    query: ExportQuery,
    response: z.string(),
    answers: 'file',
    errors: UNKNOWN_FORM,
    auth: 'owner',
    permission: 'forms:read',
  }),
};
