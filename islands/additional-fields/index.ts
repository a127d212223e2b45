/**
 * The additional-fields form (spec §5): `openAdditionalFieldsForm` for adding an item (stock check, then the
 * form in a lightbox), `showAdditionalFieldsForm` to edit answers, and the form component itself.
 */
export { openAdditionalFieldsForm, showAdditionalFieldsForm, type FormItem, type FormOptions } from './open-form';
export { FormCallError } from './form-call-error';
export { AdditionalFieldsForm, type AdditionalFieldsFormProps, type SubmitOutcome } from './additional-fields-form';
export { parseFormDefinition } from './form-definition';
