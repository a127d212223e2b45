// Checks the additional-fields answers sent with a cart line against the product's form and returns
// the canonical JSON the cart stores (null for products without a form).
import { CART_MESSAGES } from '../../schemas/cart';
import { FormValues, FORM_MESSAGES } from '../../schemas/forms';
import type { CatalogProduct } from '../catalog/catalog-product';
import { DomainError } from '../domain-error';
import { canonicalValues } from '../forms/form-answers';
import type { FormRegistry } from '../forms/form-registry';
import { validateForm } from '../forms/validate-form';

const NOT_FIELD_VALUES = 'additionalFields must be the JSON text of an object of field values.';

function parseValues(json: string | null | undefined): FormValues {
  if (json === null || json === undefined || json.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new DomainError('malformed', NOT_FIELD_VALUES);
  }
  const values = FormValues.safeParse(data);
  if (!values.success) throw new DomainError('malformed', NOT_FIELD_VALUES);
  return values.data;
}

export function acceptAdditionalFields(
  product: CatalogProduct,
  forms: FormRegistry,
  json: string | null | undefined,
): string | null {
  if (!product.formId) return null;
  const form = forms.find(product.formId);
  if (!form) throw new DomainError('not_found', FORM_MESSAGES.formNotFound);
  const values = parseValues(json);
  const errors = validateForm(form, values);
  if (Object.keys(errors).length > 0) throw new DomainError('rejected', CART_MESSAGES.invalidForm, { errors });
  return JSON.stringify(canonicalValues(form, values));
}
