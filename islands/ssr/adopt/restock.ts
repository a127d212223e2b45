/**
 * Adopts the template's `<div class="product-restock" data-success-text data-captcha-site-key>` around
 * `{@|product-restock-notification}` as the RestockNotifications island: each printed notification's ids, texts,
 * mailing-list checkbox and captcha (islands-markup.md), with its variant's options from the item.
 */
import { getItemVariantOptions, variantAttributes, variantsOf } from '../../../engine/commerce';
import { RESTOCK_MESSAGES } from '../../../schemas/restock';
import { siteHasCaptcha } from '../../../schemas/captcha';
import type { RestockFormView } from '../../restock/restock-form';
import { defineAdopter, type ItemJson } from '../adopter';
import { byClass, byTag, findAll, findFirst, textContent, type HtmlElement } from '../html-fragment';

function attributesOf(item: ItemJson | undefined, variantId: string): Record<string, string> {
  return variantAttributes(variantsOf(item).find((v) => v.id === variantId));
}

function readForm(notification: HtmlElement, item: ItemJson | undefined, siteCaptcha: boolean): RestockFormView | undefined {
  const variantId = notification.attributes['data-variant-id'];
  const email = findFirst(notification, (e) => e.tag === 'input' && e.attributes.name === 'email');
  if (!variantId || !email) return undefined;
  const submit = findFirst(notification, (e) => e.tag === 'input' && e.attributes.type === 'submit');
  const cta = findFirst(notification, byClass('product-restock-cta'));
  const mailingList = findFirst(notification, byClass('product-restock-mailing-list'));
  const checkbox = mailingList && findFirst(mailingList, byTag('input'));
  return {
    variantId,
    attributes: attributesOf(item, variantId),
    hiddenByDefault: 'hidden' in notification.attributes,
    cta: cta ? textContent(cta) : '',
    placeholder: email.attributes.placeholder ?? '',
    buttonText: submit?.attributes.value ?? 'Sign Up',
    mailingList: mailingList ? { label: textContent(mailingList), checked: checkbox !== undefined && 'checked' in checkbox.attributes } : null,
    // The engine prints the container for a site key; a site that names its provider (proof-of-work) has one too.
    captcha: siteCaptcha || findFirst(notification, byClass('captcha-container')) !== undefined,
  };
}

export const restockAdopter = defineAdopter({
  island: 'RestockNotifications',
  rootClass: 'product-restock',
  // Forms: their code (captcha, email check) comes at the visitor's first touch or variant choice (waiting-islands.ts).
  hydrate: 'interaction',
  adopt({ attributes, content }, context) {
    const notifications = findAll(content, byClass('product-restock-notification'));
    const productId = notifications[0]?.attributes['data-product-id'];
    if (!productId) return undefined;
    const item = context.findItem(productId);
    const siteCaptcha = siteHasCaptcha({ provider: attributes['data-captcha-provider'], siteKey: attributes['data-captcha-site-key'] });
    const forms = notifications.map((n) => readForm(n, item, siteCaptcha)).filter((f): f is RestockFormView => f !== undefined);
    if (forms.length === 0) return undefined;
    return {
      productId,
      optionNames: getItemVariantOptions(item).map((option) => option.name),
      forms,
      successText: attributes['data-success-text'] || RESTOCK_MESSAGES.defaultSuccess,
      captchaSiteKey: attributes['data-captcha-site-key'] ?? '',
      captchaProvider: attributes['data-captcha-provider'] ?? '',
    };
  },
});
