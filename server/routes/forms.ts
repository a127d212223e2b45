// /api/rest/forms/validate/{formId} (check field values) and /api/template/GetTemplateSchema?type=form.
import { Hono, type MiddlewareHandler } from 'hono';
import { FORM_MESSAGES, FormValues } from '../../schemas/forms';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import type { FormRegistry } from '../forms/form-registry';
import { buildFormTemplate } from '../forms/form-template';
import { validateForm } from '../forms/validate-form';
import { limitBody, readJson } from '../middleware/json-body';

/** Spec §8's text for a form with invalid fields; each field's own message is in `errors`. */
const INVALID_FIELDS = 'One or more fields is invalid, please check your entries.';

export function formValidationRoutes(forms: FormRegistry, rateLimit: MiddlewareHandler<ApiEnv>): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  app.post('/:formId', rateLimit, limitBody(), async (c) => {
    const form = forms.find(c.req.param('formId'));
    if (!form) throw new HttpError(404, FORM_MESSAGES.formNotFound);
    const errors = validateForm(form, await readJson(c, FormValues));
    if (Object.keys(errors).length > 0) throw new HttpError(400, { error: INVALID_FIELDS, errors });
    return c.json({});
  });
  return app;
}

export function templateRoutes(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  const formTemplate = buildFormTemplate();
  app.get('/GetTemplateSchema', (c) => {
    const type = c.req.query('type');
    if (type !== 'form') throw new HttpError(404, `There is no template of type "${type ?? ''}".`);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(formTemplate);
  });
  return app;
}
