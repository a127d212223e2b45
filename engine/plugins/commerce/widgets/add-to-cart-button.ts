/**
 * `add-to-cart-btn`: the product's add-to-cart (or subscribe) button. The
 * island reads the data attributes to add the item, and restores
 * `data-original-label` after its "Adding…" / "Added!" states (spec §4).
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { isSubscribable } from '../../../commerce';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { jsonAttribute } from './markup/html-escape';
import { field, itemIdOf } from './markup/item-scope';
import { localizedText } from './markup/localized-text';

const ADD_LABEL = 'Add To Cart';
const SUBSCRIBE_LABEL = 'Subscribe';

/** Spec §4: the custom label when the owner set one, else Subscribe or Add To Cart (localized when the site says). */
export function addToCartLabel(item: unknown, ctx: RenderContext): string {
  const content = field(item, 'structuredContent');
  const custom = toOutput(field(content, 'customAddButtonText'));
  if (isTruthy(field(content, 'useCustomAddButtonText')) && custom !== '') return custom;
  if (isSubscribable(item)) return localizedText(item, ctx, 'productSubscribeText') || SUBSCRIBE_LABEL;
  return localizedText(item, ctx, 'productAddToCartText') || ADD_LABEL;
}

export function buildAddToCartButton(item: unknown, ctx: RenderContext): string {
  const content = field(item, 'structuredContent');
  const attr = (value: unknown) => escapeHtmlAttribute(toOutput(value));
  // Items with an additional-fields form open it before adding (spec §5).
  const form = field(content, 'additionalFieldsForm');
  const usesForm = isTruthy(field(content, 'additionalFieldsFormId')) && isTruthy(form);
  const label = escapeHtmlAttribute(addToCartLabel(item, ctx));
  return (
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    `${usesForm ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings` +
    ` data-collection-id="${attr(field(item, 'collectionId'))}" data-item-id="${escapeHtmlAttribute(itemIdOf(item))}"` +
    ` data-product-type="${attr(field(content, 'productType'))}" data-use-custom-label="${attr(field(content, 'useCustomAddButtonText'))}"` +
    (isSubscribable(item) ? ' data-is-subscription="true"' : '') +
    ` data-original-label="${label}" ${usesForm ? `data-form="${jsonAttribute(form)}"` : ''}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${label}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
}

export const addToCartButton: FormatterSpec = {
  apply: (value, _args, ctx) => buildAddToCartButton(value, ctx),
};
