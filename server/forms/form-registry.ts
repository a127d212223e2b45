// Every form the server knows by id: products' additional-fields forms and the site forms in content/forms.
import type { FormDefinition } from '../../schemas/forms';

export interface FormRegistry {
  find(formId: string): FormDefinition | undefined;
}

export function createFormRegistry(forms: Iterable<FormDefinition>): FormRegistry {
  const byId = new Map<string, FormDefinition>();
  for (const form of forms) byId.set(form.id, form);
  return { find: (formId) => byId.get(formId) };
}
