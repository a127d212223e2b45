/**
 * Puts a form guard into a site form's markup: the decoy field and the captcha right before the submit button, and
 * the button disabled while a failed submission's captcha waits to be solved again.
 */
import type { Decorate } from '../site-form/form-tree';
import { isSubmitButton } from '../site-form/form-decorations';
import type { FormGuard } from './use-form-guard';

export function guardDecorations(decorate: Decorate, guard: FormGuard): Decorate {
  return (element) => {
    const decoration = decorate(element) ?? {};
    if (!isSubmitButton(element.tag, element.attributes)) return decoration;
    const props = { ...decoration.props, ...(guard.submitBlocked ? { disabled: true } : {}) };
    return { ...decoration, props, before: <>{decoration.before}{guard.honeypot}{guard.captcha}</> };
  };
}
