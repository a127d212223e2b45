// The form check endpoint (spec §7: POST /api/rest/forms/validate/{formId}).
import * as z from 'zod/mini';
import { FormValues } from '../forms';
import { endpoint } from './endpoint';

export const FORM_VALIDATION_API = {
  validate: endpoint({
    id: 'validateForm',
    method: 'POST',
    path: '/api/rest/forms/validate/{formId}',
    summary: "Checks field values against a form's rules; `{}` when they pass.",
    params: z.object({ formId: z.string() }),
    body: FormValues,
    response: z.object({}),
    errors: {
      400: 'One or more fields is invalid: `errors` maps field ids to messages.',
      404: 'No form has this id.',
    },
    auth: 'crumb',
    rateLimit: 'forms',
  }),
};
