// The site-form endpoints (spec §7: POST /api/form/FormSubmissionKey, then POST /api/form/SaveFormSubmission).
import { FormSubmissionKeyResponse, SaveFormSubmissionRequest, SaveFormSubmissionResponse } from '../forms';
import { endpoint } from './endpoint';

export const SITE_FORM_API = {
  key: endpoint({
    id: 'issueFormSubmissionKey',
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    summary: 'A single-use submission key for this visitor (sent with an empty body).',
    response: FormSubmissionKeyResponse,
    auth: 'crumb',
    rateLimit: 'siteForms',
  }),

  save: endpoint({
    id: 'saveFormSubmission',
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    summary: 'Saves a site-form submission, or subscribes the address of a newsletter form.',
    body: SaveFormSubmissionRequest,
    response: SaveFormSubmissionResponse,
    errors: {
      400: 'The fields cannot be read, or one or more is invalid (`errors` maps field ids to messages).',
      401: 'The submission key is unknown, used, stale or another visitor\'s.',
      404: 'No site form has this id.',
    },
    auth: 'crumb',
    rateLimit: 'siteForms',
    // Spec §8: an unreadable submission is one message, "Could not parse the form fields…".
    inputErrorStatus: 400,
  }),
};
