/**
 * Turns a form definition and the server's form template into what the form renders: per field its control,
 * texts, options, parts and character limit. A field the template cannot render is a FormRenderError, whose
 * message the lightbox shows in place of the form (spec §8 "Form template").
 */
import type { FieldControl, FieldTemplate, FormTemplate } from '../../schemas/form-template';
import { effectiveMaxLength } from '../../schemas/form-rules';
import type { FieldType, FormDefinition } from '../../schemas/forms';
import type * as z from 'zod/mini';

export class FormRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormRenderError';
  }
}

export interface PartView {
  name: string;
  label: string;
  control: 'text' | 'number' | 'select';
  options: readonly string[];
}

export interface FieldView {
  id: string;
  type: FieldType;
  control: z.infer<typeof FieldControl>;
  title: string;
  description: string;
  placeholder: string;
  required: boolean;
  options: readonly string[];
  /** the sub-fields shown (multi-part fields) */
  parts: readonly PartView[];
  /** the counter's limit: 0 means no counter (spec §5) */
  maxLength: number;
  /** hidden fields: the value they send */
  hiddenValue: string;
}

export interface FormView {
  /** the definition the view shows (the checks run on it) */
  definition: FormDefinition;
  name: string;
  fields: readonly FieldView[];
  submitLabel: string;
  likertScale: FormTemplate['likertScale'];
  messages: FormTemplate['messages'];
}

/** Phone numbers show their country code part only when the field asks for it (spec §3 showCountryCode). */
function shownParts(type: FieldType, template: FieldTemplate, showCountryCode: boolean): PartView[] {
  const parts = (template.parts ?? []).map((part) => ({ ...part, options: part.options ?? [] }));
  return type === 'phone' && !showCountryCode ? parts.filter((part) => part.name !== 'Country') : parts;
}

export function buildFormView(form: FormDefinition, template: FormTemplate, hiddenValueOf: (key: string) => string | null = () => null): FormView {
  const fields = form.fields.map((field): FieldView => {
    const fieldTemplate: FieldTemplate | undefined = Object.hasOwn(template.fields, field.type) ? template.fields[field.type] : undefined;
    if (!fieldTemplate) throw new FormRenderError(`This form cannot be shown: the form template has no "${field.type}" field.`);
    if (fieldTemplate.control === 'parts' && !fieldTemplate.parts?.length) {
      throw new FormRenderError(`This form cannot be shown: the form template gives no parts for "${field.type}" fields.`);
    }
    return {
      id: field.id,
      type: field.type,
      control: fieldTemplate.control,
      title: field.title,
      description: field.description ?? '',
      placeholder: field.placeholder ?? '',
      required: field.required === true,
      options: field.options ?? [],
      parts: shownParts(field.type, fieldTemplate, field.showCountryCode === true),
      maxLength: field.type === 'textarea' ? effectiveMaxLength(field) : 0,
      // Spec §3: a hidden field takes the same-named query parameter when present, else its own value.
      hiddenValue: (field.key ? hiddenValueOf(field.key) : null) ?? field.value ?? '',
    };
  });
  return {
    definition: form,
    name: form.name,
    fields,
    submitLabel: form.submitButtonText || template.defaults.submitButtonText,
    likertScale: template.likertScale,
    messages: template.messages,
  };
}
