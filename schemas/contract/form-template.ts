// The form template endpoint (spec §7: GET /api/template/GetTemplateSchema?type=form).
import * as z from 'zod/mini';
import { FormTemplate } from '../form-template';
import { endpoint } from './endpoint';

export const FORM_TEMPLATE_API = {
  read: endpoint({
    id: 'getTemplateSchema',
    method: 'GET',
    path: '/api/template/GetTemplateSchema',
    summary: 'How each form field type renders and is checked.',
    // Any type is read; only `form` has a template (404 otherwise).
    query: z.object({ type: z.optional(z.string()) }),
    response: FormTemplate,
    errors: { 404: 'There is no template of that type (only `form`).' },
    auth: 'none',
  }),
};
