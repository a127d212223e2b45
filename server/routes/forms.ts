// The form check endpoint (POST /api/rest/forms/validate/{formId}) and the form template
// (GET /api/template/GetTemplateSchema?type=form); declared in schemas/contract/form-{validation,template}.ts.
import { FORM_TEMPLATE_API } from '../../schemas/contract/form-template';
import { FORM_VALIDATION_API } from '../../schemas/contract/form-validation';
import { FORM_MESSAGES, noSuchTemplateMessage, SITE_FORM_MESSAGES } from '../../schemas/messages';
import { route, type Route } from '../contract/mount';
import { DomainError } from '../domain-error';
import { buildFormTemplate } from '../forms/form-template';
import { validateForm } from '../forms/validate-form';
import type { RouteDeps } from './route-deps';

export function formValidationRoutes({ forms }: RouteDeps): Route[] {
  return [
    route(FORM_VALIDATION_API.validate, (_c, { params, body }) => {
      const form = forms.find(params.formId);
      if (!form) throw new DomainError('not_found', FORM_MESSAGES.formNotFound);
      const errors = validateForm(form, body);
      // Spec §8's text for a form with invalid fields; each field's own message is in `errors`.
      if (Object.keys(errors).length > 0) throw new DomainError('malformed', SITE_FORM_MESSAGES.invalidFields, { errors });
      return {};
    }),
  ];
}

export function templateRoutes(_deps: RouteDeps): Route[] {
  const formTemplate = buildFormTemplate();
  return [
    route(FORM_TEMPLATE_API.read, (c, { query }) => {
      if (query.type !== 'form') throw new DomainError('not_found', noSuchTemplateMessage(query.type ?? ''));
      c.header('Cache-Control', 'public, max-age=300');
      return formTemplate;
    }),
  ];
}
