/** The DOM id of each field's control, so the page can focus the first invalid one (one checkout per page). */
import type { FieldName } from './checkout-form';

export function fieldDomId(field: FieldName): string {
  return `kiosk-checkout-${field}`;
}
